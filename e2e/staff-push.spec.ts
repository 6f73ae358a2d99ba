import { expect, test } from '@playwright/test';
import { type PushService, startPushService } from '../server/test/push-service.ts';
import { expectNoAxeViolations, toast } from './support/admin.ts';
import { rejectWaitingOrders } from './support/alerts.ts';
import { placeGuestPreOrder, staffTokens } from './support/dashboard.ts';
import {
  browserBlocksSound,
  clickNotification,
  deliverUntilShown,
  logInEveryTab,
  shownNotifications,
  useLocalPushService,
} from './support/push.ts';

// Issue 32: an order reaches a manager whose dashboard is closed, through web push and the staff app's service
// worker; and a dashboard without network says so instead of showing a browser error.
let pushService: PushService;
let managerToken: string;

test.beforeAll(async ({ request }) => {
  pushService = await startPushService();
  managerToken = (await staffTokens(request)).manager;
  // Only this journey's order waits, so the one push to look for is its own.
  await rejectWaitingOrders(request, managerToken);
  const headers = { Authorization: `Bearer ${managerToken}` };
  const alerts = await (await request.get('/api/settings/alerts', { headers })).json();
  const saved = await request.put('/api/settings/alerts', {
    headers,
    data: { ...alerts, pushAfterSeconds: 0 },
  });
  expect(saved.ok(), await saved.text()).toBe(true);
});

test.afterAll(async () => {
  await pushService.close();
});

test('a manager switches notifications on, closes the dashboard; a new order is pushed, shown, and its tap opens it', async ({
  browser,
  request,
  baseURL,
}) => {
  const context = await browser.newContext();
  await context.grantPermissions(['notifications'], { origin: baseURL });
  const device = pushService.newDevice();
  await useLocalPushService(context, device.subscription);
  await logInEveryTab(context, managerToken);
  await browserBlocksSound(context);

  // A tablet with the sound blocked and notifications off is marked; the dashboard asks once, and says why.
  const dashboard = await context.newPage();
  await dashboard.goto('/dashboard/current-orders');
  await expect(
    dashboard.getByRole('alert').filter({ hasText: 'Ez a táblagép nem tud csengetni' }),
  ).toBeVisible();
  await expect(dashboard.getByRole('complementary', { name: 'Hang' })).toContainText('Hang bekapcsolása');
  const ask = dashboard.getByRole('region', { name: /Csengessen ez az eszköz/ });
  await expect(ask).toContainText('akkor is eléri ezt a telefont');
  await ask.getByRole('button', { name: 'Értesítések bekapcsolása' }).click();
  await expect(toast(dashboard, 'Az értesítések bekapcsolva ezen az eszközön.')).toBeVisible();
  await expect(ask).toHaveCount(0);
  await expect(dashboard.getByText('Ez a táblagép nem tud csengetni')).toHaveCount(0);

  await dashboard.goto('/dashboard/alerts');
  const card = dashboard.getByRole('region', { name: 'Értesítések ezen az eszközön' });
  await expect(card.getByText('bekapcsolva', { exact: true })).toBeVisible();
  await expect(card.getByRole('listitem')).toContainText('(ez az eszköz)');
  await expectNoAxeViolations(dashboard, 'alerts (hu): ');
  // Installable: Chromium reads the dashboard's manifest (name, start, icons, worker) and has no objection to it.
  const devtools = await context.newCDPSession(dashboard);
  const { data } = await devtools.send('Page.getAppManifest');
  expect(JSON.parse(data ?? '{}')).toMatchObject({ name: 'Konyha – pult', start_url: '/dashboard' });
  const { installabilityErrors } = await devtools.send('Page.getInstallabilityErrors');
  // A test's browser context is a private window, where nothing installs: the one objection Chromium may raise.
  expect(installabilityErrors.map((e) => e.errorId)).toEqual(['in-incognito']);
  await dashboard.close();

  // Any page of the context carries the DevTools session that hands the push to the worker; this one is public.
  const elsewhere = await context.newPage();
  await elsewhere.goto('/');
  // The public pages neither link the manifest nor come under the worker.
  await expect(elsewhere.locator('link[rel="manifest"]')).toHaveCount(0);
  expect(await elsewhere.evaluate(() => navigator.serviceWorker.controller)).toBeNull();
  const { orderId } = await placeGuestPreOrder(request, 'Push Petra');
  const tag = `order-${orderId}`;
  let pushed: unknown;
  await expect
    .poll(
      () => (pushed = pushService.messages.find((m) => (m.payload as { tag?: string }).tag === tag)?.payload),
      {
        timeout: 15_000,
      },
    )
    .toBeTruthy();
  const payload = pushed as { title: string; body: string; url: string };
  expect(payload.url).toBe(`/dashboard/current-orders#${tag}`);

  const worker = await deliverUntilShown(elsewhere, payload, tag);
  await expect
    .poll(() => shownNotifications(worker))
    .toEqual([{ title: payload.title, body: payload.body, tag, data: { url: payload.url } }]);
  expect(payload.title).toContain(String(orderId));

  const asked = await clickNotification(worker, tag);
  expect(asked).toBe(payload.url);
  // The window the worker asked for, opened as the browser would have (see clickNotification).
  let opened = context.pages().find((p) => p.url().endsWith(payload.url));
  if (!opened) {
    opened = await context.newPage();
    await opened.goto(payload.url);
  }
  await expect(opened.getByRole('article', { name: `${orderId}. rendelés` })).toBeVisible();
  await expect.poll(() => shownNotifications(worker)).toEqual([]);

  // With a dashboard open on another screen, the same tap moves that dashboard to the order instead.
  await opened.getByRole('link', { name: 'Riasztások' }).click();
  await expect(opened).toHaveURL(/\/dashboard\/alerts$/);
  await deliverUntilShown(elsewhere, payload, tag);
  await expect.poll(() => shownNotifications(worker)).toHaveLength(1);
  expect(await clickNotification(worker, tag)).toBeNull();
  await expect(opened).toHaveURL(new RegExp(`${payload.url}$`));
  await expect(opened.getByRole('article', { name: `${orderId}. rendelés` })).toBeVisible();
  await context.close();
});

for (const { language, title } of [
  { language: 'hu', title: 'Nincs kapcsolat — az új rendelések nem érkeznek meg' },
  { language: 'en', title: 'No connection — new orders are not arriving' },
] as const) {
  test(`without network a dashboard page says that new orders are not arriving (${language})`, async ({
    browser,
  }) => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    await logInEveryTab(context, managerToken, language);
    const page = await context.newPage();
    await page.goto('/dashboard/alerts');
    // This device's card before notifications are on: its name field and the switch (axe on a phone's width). The
    // card's own, not the monitor's one-time question, which can be on screen before the screen's code has arrived.
    const card = page.getByRole('region', {
      name: language === 'hu' ? 'Értesítések ezen az eszközön' : 'Notifications on this device',
    });
    await expect(
      card.getByRole('button', {
        name: language === 'hu' ? 'Értesítések bekapcsolása' : 'Switch notifications on',
      }),
    ).toBeVisible();
    await expectNoAxeViolations(page, `alerts (${language}): `);
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));

    await context.setOffline(true);
    await page.goto('/dashboard/current-orders');
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', language);
    await expectNoAxeViolations(page, `offline (${language}): `);
    await context.close();
  });
}
