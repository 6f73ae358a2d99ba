import { expect, test, type WebSocketRoute } from '@playwright/test';
import { countDings, dings, rejectWaitingOrders } from './support/alerts.ts';
import { placeGuestPreOrder, staffTokens, useLogin } from './support/dashboard.ts';

// A dead channel is loud (issue 12): staff learn that new orders are not arriving, and nothing is lost.
let managerToken: string;

test.beforeAll(async ({ request }) => {
  managerToken = (await staffTokens(request)).manager;
  // Nothing else rings meanwhile, so each ding heard is the dead channel's.
  await rejectWaitingOrders(request, managerToken);
});

test('a killed live connection shows the red banner with a sound, reconnects and catches up', async ({
  page,
  request,
}) => {
  // The dashboard's WebSocket goes through the test: passed on to the server while the line is up; while it is
  // "cut", open sockets are closed and new ones refused, as a dead network or a crashed server would.
  let cut = false;
  const sockets: WebSocketRoute[] = [];
  await page.routeWebSocket(/\/api\/order-notification-websocket$/, (socket) => {
    if (cut) {
      void socket.close({ code: 1011, reason: 'cut' });
      return;
    }
    socket.connectToServer();
    sockets.push(socket);
  });
  await countDings(page);
  await useLogin(page, managerToken);
  await page.goto('/dashboard/current-orders');
  await expect(page.getByRole('heading', { level: 1, name: 'Aktuális rendelések' })).toBeVisible();
  await page.waitForTimeout(1000);
  await expect(page.getByRole('alert').filter({ hasText: 'élő kapcsolat' })).toHaveCount(0);

  cut = true;
  for (const socket of sockets.splice(0)) await socket.close({ code: 1011, reason: 'cut' });
  const downAt = Date.now();
  // An order placed while the line is down cannot arrive live.
  const { orderId } = await placeGuestPreOrder(request, 'Csendes Csaba');

  const alarm = page.getByRole('alert').filter({ hasText: 'nem érkeznek az új rendelések' });
  await expect(alarm).toBeVisible({ timeout: 15_000 });
  expect(Date.now() - downAt).toBeGreaterThanOrEqual(9_000);
  // The ding starts once its sound has loaded, a moment after the banner shows.
  await expect.poll(() => dings(page)).toBeGreaterThan(0);

  cut = false;
  // Back-off is capped at 10 s; on reconnect the lists are read again, so the missed order shows.
  await expect(alarm).toHaveCount(0, { timeout: 15_000 });
  await expect(page.getByRole('article', { name: `${orderId}. rendelés` })).toBeVisible({ timeout: 5000 });
});
