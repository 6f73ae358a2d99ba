import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { bearer, expectNoAxeViolations } from './support/admin.ts';
import { countDings, dings, rejectWaitingOrders } from './support/alerts.ts';
import { nextDaySlot, orderableFoods, setOrdering } from './support/checkout.ts';
import { staffTokens, useLogin } from './support/dashboard.ts';

// Orders that come by phone (issue 30): an assistant takes one on a phone for a caller who ordered before, and the
// other tablets see it accepted, without ringing.
let managerToken: string;
let assistantToken: string;

test.beforeAll(async ({ request }) => {
  ({ manager: managerToken, assistant: assistantToken } = await staffTokens(request));
});

test.beforeEach(async ({ request }) => {
  await setOrdering(request, true);
  await rejectWaitingOrders(request, managerToken);
});

/**
 * A guest who ordered before, under a phone number of this run: a pre-order for the next allowed day (the kitchen
 * may be closed when the journey runs), accepted at once so it does not ring on the tablets.
 */
async function returningGuest(request: APIRequestContext) {
  const digits = String(Date.now()).slice(-7);
  const guest = { name: `Visszatérő Vilma ${digits}`, phone: `+36 20 ${digits}`, digits };
  const { at } = await nextDaySlot(request);
  const [dish] = await orderableFoods(request);
  if (!dish) throw new Error('no orderable dish');
  const streets: string[] = await (await request.get('/api/streets/1134')).json();
  const placed = await request.post('/api/order/add', {
    data: {
      name: guest.name,
      email: `vilma-${digits}@example.com`,
      phone: guest.phone,
      language: 'hu',
      address: { zipCode: '1134', city: 'Budapest', street: `${streets[0]} 5.`, doorbell: '5' },
      products: [{ id: dish.id, quantity: Math.ceil(3000 / dish.price) + 1 }],
      payment: 'CASH',
      preOrderDate: at,
    },
  });
  expect(placed.ok(), await placed.text()).toBe(true);
  const { orderId } = (await placed.json()) as { orderId: number };
  const accepted = await request.post(`/api/order/${orderId}/accept`, {
    headers: bearer(managerToken),
    data: {},
  });
  expect(accepted.ok(), await accepted.text()).toBe(true);
  return { ...guest, dish: dish.name };
}

/** Another staff member's tablet in English on the current orders, its live channel subscribed, its dings counted. */
async function openTablet(page: Page) {
  await countDings(page);
  await useLogin(page, managerToken);
  await page.addInitScript(() => localStorage.setItem('konyha.language', 'en'));
  await page.goto('/dashboard/current-orders');
  await expect(page.getByRole('heading', { level: 1, name: 'Current orders' })).toBeVisible();
  // Let the live channel subscribe before the order is taken.
  await page.waitForTimeout(1000);
}

test('an assistant takes a phone order for a returning caller on a phone; another tablet sees it accepted without ringing', async ({
  browser,
  request,
}) => {
  const guest = await returningGuest(request);
  const tablet = await (await browser.newContext({ viewport: { width: 1024, height: 768 } })).newPage();
  await openTablet(tablet);

  const phone = await (
    await browser.newContext({ viewport: { width: 390, height: 844 }, reducedMotion: 'reduce' })
  ).newPage();
  await useLogin(phone, assistantToken);
  await phone.goto('/dashboard/current-orders');
  // One tap from the order monitor.
  await phone
    .getByRole('region', { name: 'Rendelésfigyelő' })
    .getByRole('link', { name: 'Telefonos rendelés' })
    .click();
  await expect(phone.getByRole('heading', { level: 1, name: 'Telefonos rendelés' })).toBeVisible();

  // Found by the digits of the phone number, picked by keyboard.
  const search = phone.getByRole('combobox', { name: 'A hívó keresése' });
  await search.pressSequentially(guest.digits);
  await expect(phone.getByRole('option', { name: new RegExp(guest.name) })).toBeVisible();
  await search.press('ArrowDown');
  await search.press('Enter');
  await expect(phone.getByRole('heading', { level: 2, name: guest.name })).toBeVisible();
  await expect(phone.getByLabel('Telefonszám')).toHaveValue(guest.phone);
  await expect(phone.getByLabel('Házszám')).toHaveValue('5.');
  await expect(phone.getByLabel('Kapucsengő vagy kaputelefon-kód')).toHaveValue('5');

  await phone.getByRole('button', { name: /^Ugyanezt újra/ }).click();
  const items = phone.getByRole('region', { name: 'A rendelés tételei' });
  await expect(items.getByText(guest.dish, { exact: true })).toBeVisible();
  await expect(phone.getByText('Végösszeg')).toBeVisible();
  await expectNoAxeViolations(phone, 'phone order: ');
  await phone.screenshot({ path: test.info().outputPath('phone-order-phone.png'), fullPage: true });

  const dingsBefore = await dings(tablet);
  await phone.getByRole('button', { name: 'Rendelés felvétele' }).click();
  const taken = phone.getByText(/^A\(z\) \d+\. rendelés felvéve és elfogadva\.$/);
  await expect(taken).toBeVisible();
  const orderId = Number((await taken.textContent())?.match(/\d+/)?.[0]);
  // A fresh form for the next call.
  await expect(phone.getByRole('combobox', { name: 'A hívó keresése' })).toHaveValue('');

  // The other tablet lists it, decided: nothing to accept or reject, and no ringing.
  const card = tablet.getByRole('article', { name: `Order #${orderId}` });
  await expect(card).toBeVisible({ timeout: 5000 });
  await expect(card.getByRole('button', { name: 'Accept' })).toHaveCount(0);
  await expect(card.getByRole('button', { name: 'Reject' })).toHaveCount(0);
  await tablet.waitForTimeout(3000);
  await expect(tablet.getByRole('complementary', { name: 'Waiting orders' })).toHaveCount(0);
  expect(await dings(tablet)).toBe(dingsBefore);
  await expectNoAxeViolations(tablet, 'tablet: ');
  // The screen on a tablet, in English.
  await tablet
    .getByRole('navigation', { name: 'Dashboard menu' })
    .getByRole('link', { name: 'Phone order' })
    .click();
  await expect(tablet.getByRole('heading', { level: 1, name: 'Phone order' })).toBeVisible();
  await expect(tablet.getByRole('combobox', { name: 'Find the caller' })).toBeVisible();
  await tablet.screenshot({ path: test.info().outputPath('phone-order-tablet.png'), fullPage: true });
  await expectNoAxeViolations(tablet, 'tablet phone order: ');

  // The assistant's link leads to it on the current orders.
  await phone
    .getByRole('link', { name: `A(z) ${orderId}. rendelés megnyitása az aktuális rendelések között` })
    .click();
  await expect(phone).toHaveURL(new RegExp(`/dashboard/current-orders#order-${orderId}$`));
  await expect(phone.getByRole('article', { name: `${orderId}. rendelés` })).toBeVisible();

  await phone.context().close();
  await tablet.context().close();
});
