import { restaurant } from '@konyha/domain/restaurant/restaurant';
import { type Browser, expect, type Page, test } from '@playwright/test';
import { uniqueEmail } from './support/accounts.ts';
import { expectNoAxeViolations } from './support/admin.ts';
import { countDings, rejectWaitingOrders } from './support/alerts.ts';
import { fillGuestForm, orderableFoods, seedCart } from './support/checkout.ts';
import { placeGuestPreOrder, staffTokens, useLogin } from './support/dashboard.ts';

// The guest's live order page (issue 13): it follows staff changes by itself, and lets the guest cancel an order
// nobody has looked at yet.
const phone = { width: 390, height: 844 };
let managerToken: string;

test.beforeAll(async ({ request }) => {
  ({ manager: managerToken } = await staffTokens(request));
});

test.beforeEach(async ({ request }) => {
  await rejectWaitingOrders(request, managerToken);
});

const banner = (page: Page) => page.getByRole('complementary', { name: 'Várakozó rendelések' });

/** A manager's current-orders screen in its own browser, its live channel subscribed. */
async function staffScreen(browser: Browser): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await countDings(page);
  await useLogin(page, managerToken);
  await page.goto('/dashboard/current-orders');
  await expect(page.getByRole('heading', { level: 1, name: 'Aktuális rendelések' })).toBeVisible();
  await page.waitForTimeout(1000);
  return page;
}

/** Orders through the pay form on a phone (a pre-order for tomorrow 18:00); returns the order's number. */
async function orderOnPhone(browser: Browser, request: Parameters<typeof orderableFoods>[0]) {
  const page = await (await browser.newContext({ viewport: phone })).newPage();
  const [dearest] = await orderableFoods(request);
  if (!dearest) throw new Error('the seed has no orderable food');
  await seedCart(page, [{ productId: dearest.id, quantity: 3 }]);
  await page.goto('/pay');
  await fillGuestForm(page, { email: uniqueEmail('status') });
  await page.getByRole('button', { name: 'Rendelés elküldése' }).click();
  await expect(page).toHaveURL(/\/order-status\/[\w-]{32}$/);
  await expect(page.getByText('Köszönjük, megkaptuk a rendelésed!')).toBeVisible();
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toHaveText(/^\d+\. számú rendelés$/);
  const orderId = Number((await heading.textContent())?.match(/\d+/)?.[0]);
  await expect(page.getByText('Megkaptuk a rendelésed, hamarosan visszaigazoljuk.')).toBeVisible();
  await expect(page.getByText(`3 × ${dearest.name}`)).toBeVisible();
  return { page, orderId };
}

test('the page follows the staff: accepted with its ready time, then on its way, without a reload', async ({
  browser,
  request,
}) => {
  const staff = await staffScreen(browser);
  const { page: guest, orderId } = await orderOnPhone(browser, request);
  await guest.evaluate(() => Object.assign(window, { __sameVisit: true }));

  const card = staff.getByRole('article', { name: `${orderId}. rendelés` });
  await card.getByRole('button', { name: 'Elfogadás' }).click();
  await staff
    .getByRole('dialog', { name: `A(z) ${orderId}. rendelés elfogadása` })
    .getByRole('button', { name: 'Elfogadás' })
    .click();
  await expect(staff.getByText(`A(z) ${orderId}. rendelés elfogadva`)).toBeVisible();
  // A pre-order is promised for its slot.
  await expect(guest.getByText('Elkészül: 18:00')).toBeVisible({ timeout: 2000 });
  await expect(guest.getByText('Elfogadtuk a rendelésed, már készül.')).toBeVisible();
  await expect(guest.getByRole('button', { name: 'Rendelés lemondása' })).toHaveCount(0);
  await expect(guest.getByText('A rendelésed módosításához hívj minket:')).toBeVisible();

  await card.getByRole('combobox', { name: `A(z) ${orderId}. rendelés állapota` }).selectOption('DELIVERING');
  await expect(guest.getByText('A rendelésed úton van hozzád!')).toBeVisible({ timeout: 2000 });
  await expect(guest.getByRole('listitem').filter({ hasText: 'Úton van' })).toHaveAttribute(
    'aria-current',
    'step',
  );
  expect(await guest.evaluate(() => (window as unknown as { __sameVisit?: boolean }).__sameVisit)).toBe(true);
  await guest.context().close();
  await staff.context().close();
});

test('a guest cancels a new order and the dashboard stops ringing for it', async ({ browser, request }) => {
  const staff = await staffScreen(browser);
  const { page: guest, orderId } = await orderOnPhone(browser, request);
  await expect(banner(staff)).toContainText('1 új rendelés vár döntésre', { timeout: 2000 });

  await guest.getByRole('button', { name: 'Rendelés lemondása' }).click();
  const dialog = guest.getByRole('dialog', { name: 'Biztosan lemondod a rendelést?' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Igen, lemondom' }).click();
  await expect(guest.getByText('Lemondtad a rendelést.')).toBeVisible();
  await expect(guest.getByText('Indok: te mondtad le')).toBeVisible();

  await expect(banner(staff)).toHaveCount(0, { timeout: 2000 });
  await expect(staff.getByRole('article', { name: `${orderId}. rendelés` })).toHaveCount(0);
  await guest.context().close();
  await staff.context().close();
});

test('a link opened afresh arrives rendered, comes alive without a hydration error and follows the staff', async ({
  browser,
  request,
}) => {
  const { orderId, statusPath } = await placeGuestPreOrder(request, 'Friss Frida');
  // Readable before any script runs: the server renders the order into the page.
  expect(await (await request.get(statusPath)).text()).toContain(`${orderId}. számú rendelés`);

  const page = await (await browser.newContext({ viewport: phone })).newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error' || /hydrat/i.test(message.text())) errors.push(message.text());
  });
  const response = await page.goto(statusPath);
  expect(response?.headers()['cache-control']).toBe('no-store');
  await expect(page.getByRole('heading', { level: 1, name: `${orderId}. számú rendelés` })).toBeVisible();
  const rejected = await request.post(`/api/order/${orderId}/reject`, {
    headers: { Authorization: `Bearer ${managerToken}` },
    data: { reason: 'TOO_BUSY' },
  });
  expect(rejected.status()).toBe(200);
  await expect(page.getByText('Sajnos most nem tudjuk teljesíteni a rendelésed.')).toBeVisible({
    timeout: 5000,
  });
  expect(errors).toEqual([]);
  await page.context().close();
});

test('an unknown link says so, with our phone', async ({ page }) => {
  await page.goto(`/order-status/${'x'.repeat(32)}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Nem találjuk ezt a rendelést' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: restaurant.phone })).toBeVisible();
});

for (const viewport of [
  { name: 'phone', ...phone },
  { name: 'desktop', width: 1280, height: 900 },
]) {
  test(`the status page works by keyboard with no accessibility violations, in both languages (${viewport.name})`, async ({
    browser,
    request,
  }) => {
    const { orderId, statusPath } = await placeGuestPreOrder(request, 'Billentyű Béla');
    const context = await browser.newContext({ viewport, reducedMotion: 'reduce' });
    const page = await context.newPage();
    const response = await page.goto(statusPath);
    expect(response?.headers()['x-robots-tag']).toContain('noindex');
    await expect(page.getByRole('heading', { level: 1, name: `${orderId}. számú rendelés` })).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    await expectNoAxeViolations(page);

    // Keyboard only: Tab to "Cancel order", open the confirmation, leave it with Escape.
    const cancel = page.getByRole('button', { name: 'Rendelés lemondása' });
    for (let i = 0; i < 40 && !(await cancel.evaluate((b) => b === document.activeElement)); i += 1) {
      await page.keyboard.press('Tab');
    }
    await expect(cancel).toBeFocused();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Biztosan lemondod a rendelést?' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Mégsem' })).toBeFocused();
    await expectNoAxeViolations(page);
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(cancel).toBeFocused();

    // The same in English (the language is remembered in the browser).
    await page.evaluate(() => localStorage.setItem('konyha.language', 'en'));
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: `Order no. ${orderId}` })).toBeVisible();
    await expect(page.getByText('We have your order and will confirm it shortly.')).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Cancel order' }).click();
    await expect(page.getByRole('dialog', { name: 'Cancel this order?' })).toBeVisible();
    await expectNoAxeViolations(page);
    await context.close();
  });
}
