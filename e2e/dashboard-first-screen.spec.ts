import { expect, test } from '@playwright/test';
import { logInOnPage } from './support/accounts.ts';
import { rejectWaitingOrders } from './support/alerts.ts';
import { admin, logIn, placeGuestPreOrder } from './support/dashboard.ts';
import { staffAccount } from './support/twoFactor.ts';

// Issue 33: after a login the dashboard's first screen comes drawn by the server (behind the login's cookie), so the
// orders show before its code has arrived; the code then takes the same page over.
test('after a login the current orders arrive drawn, come alive without a hydration error, and a tap decides', async ({
  browser,
  request,
}) => {
  const adminToken = await logIn(request, admin.email, admin.password);
  await rejectWaitingOrders(request, adminToken);
  const manager = await staffAccount(request, adminToken, 'MANAGER');
  const { orderId } = await placeGuestPreOrder(request, 'Szerver Szilvia');

  const context = await browser.newContext();
  const desk = await context.newPage();
  await desk.goto('/login');
  await logInOnPage(desk, manager.email, manager.password);
  await expect(desk.getByRole('link', { name: 'Vezérlőpult' })).toBeVisible();

  // A second tab, as a tablet opened in the morning: everything it logs and asks for is watched.
  const tablet = await context.newPage();
  const errors: string[] = [];
  tablet.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  tablet.on('pageerror', (error) => errors.push(error.message));
  const asked: string[] = [];
  tablet.on('request', (sent) => asked.push(new URL(sent.url()).pathname));
  const response = await tablet.goto('/dashboard/current-orders');
  const html = (await response?.text()) ?? '';
  expect(html).toContain(`<h2 id="order-${orderId}"`);
  expect(html).toContain('Szerver Szilvia');
  expect(html).toContain('1 új rendelés vár döntésre');
  // Once its live channel listens, the page reads today's orders again (an order may have come since it was drawn);
  // the rest of what it came with it does not read again as it comes alive.
  await expect.poll(() => asked.filter((path) => path === '/api/order/today').length).toBe(1);
  const cameWithThePage = [
    '/api/user/two-factor',
    '/api/order/get-active-state',
    '/api/order/estimated-shipping-time',
    '/api/push/subscriptions',
  ];
  expect(asked.filter((path) => cameWithThePage.includes(path))).toEqual([]);

  const card = tablet.getByRole('article', { name: `${orderId}. rendelés` });
  await card.getByRole('button', { name: 'Elfogadás' }).click();
  const dialog = tablet.getByRole('dialog', { name: `A(z) ${orderId}. rendelés elfogadása` });
  await dialog.getByRole('button', { name: 'Elfogadás' }).click();
  await expect(tablet.getByText(`A(z) ${orderId}. rendelés elfogadva`)).toBeVisible();
  await expect(tablet.getByRole('complementary', { name: 'Várakozó rendelések' })).toHaveCount(0);
  // React reports a page it could not take over as drawn (a mismatch) with an error; the page then starts afresh.
  expect(errors).toEqual([]);
  // The page started logged in as the member it was drawn for: no login check before it came alive.
  expect(asked).not.toContain('/api/user/activeuser');

  // A logout takes the cookie with it: the next dashboard is the browser's again, which sends them to log in.
  await tablet.goto('/profile');
  await tablet.getByRole('button', { name: 'Kijelentkezés' }).click();
  await expect(tablet).toHaveURL(/\/$/);
  const after = await tablet.goto('/dashboard/current-orders');
  expect(await after?.text()).not.toContain('Szerver Szilvia');
  await expect(tablet).toHaveURL(/\/login/);
  await context.close();
});
