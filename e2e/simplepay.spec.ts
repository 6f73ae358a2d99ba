import { expect, type Page, test } from '@playwright/test';
import { uniqueEmail } from './support/accounts.ts';
import { expectNoAxeViolations } from './support/admin.ts';
import { readableMail } from './support/alerts.ts';
import { nextDaySlot, orderableFoods, seedCart } from './support/checkout.ts';
import { admin, logIn, useLogin } from './support/dashboard.ts';
import { fakeSimplePay, queryFakePayment, simplePayBaseUrl, simplePayMailsTo } from './support/simplepay.ts';

// Online payments through OTP SimplePay (issue 27, docs/payments.md): the guest types the card on SimplePay's page,
// here the fake of server/test/simplepay-fake.ts, which the server on port 8092 is configured with. Every order is a
// pre-order for the first free slot after today, so the journeys pass at any hour (also while the kitchen is closed).
// The journeys build on each other (the staff see and reject the orders paid before), so they run in order. Each
// crosses three sites (the shop, SimplePay's page, the shop again) and runs axe: more time than the default minute.
test.describe.configure({ mode: 'serial', timeout: 90_000 });

const phone = { width: 390, height: 844 };
/** The dashboard loads its screens' code on first use: on a busy two-core machine that took over 10 s. */
const firstLoad = { timeout: 30_000 };
test.use({
  baseURL: simplePayBaseUrl,
  viewport: phone,
  isMobile: true,
  hasTouch: true,
  reducedMotion: 'reduce',
});

type Currency = 'HUF' | 'HUF_SZEP';
interface PaidOrder {
  id: number;
  statusPath: string;
  transactionId: number;
  currency: Currency;
  email: string;
  day: string;
}
const paid: { card?: PaidOrder; szep?: PaidOrder } = {};

/** The pay form's labels in each language. */
const form = {
  hu: {
    name: 'Név',
    email: 'E-mail-cím',
    phone: 'Telefonszám',
    zip: 'Irányítószám',
    street: 'Utca',
    houseNumber: 'Házszám',
    day: 'Nap',
    time: 'Időpont',
    terms: /^Elfogadom/,
    send: 'Rendelés elküldése',
  },
  en: {
    name: 'Name',
    email: 'E-mail',
    phone: 'Phone number',
    zip: 'Zip code',
    street: 'Street',
    houseNumber: 'House number',
    day: 'Day',
    time: 'Time',
    terms: /^I accept/,
    send: 'Send order',
  },
} as const;

/** The first free pre-order slot after today: its day (yyyy-MM-dd) and its time (HH:mm) as the form offers them. */
async function freeSlot(request: Parameters<typeof nextDaySlot>[0]) {
  const { day, at } = await nextDaySlot(request);
  const time = new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Europe/Budapest',
    hour: '2-digit',
    minute: '2-digit',
  }).format(new Date(at));
  return { day, time };
}

/** A guest's details, a district XIII address and a pre-order slot on the pay form, in `language`. */
async function fillGuestDetails(
  page: Page,
  language: keyof typeof form,
  { email, day, time }: { email: string; day: string; time: string },
) {
  const label = form[language];
  await page.getByLabel(label.name, { exact: true }).fill(language === 'hu' ? 'Teszt Elek' : 'Jane Guest');
  await page.getByLabel(label.email, { exact: true }).fill(email);
  await page.getByLabel(label.phone, { exact: true }).fill('+36 30 123 4567');
  await page.getByLabel(label.zip, { exact: true }).selectOption('1134');
  const street = page.getByLabel(label.street, { exact: true });
  await street.locator('option').nth(1).waitFor({ state: 'attached' });
  await street.selectOption({ index: 1 });
  await page.getByLabel(label.houseNumber, { exact: true }).fill('12.');
  await page.getByLabel(label.day, { exact: true }).selectOption(day);
  await page.getByLabel(label.time, { exact: true }).selectOption(time);
  await page.getByRole('checkbox', { name: label.terms }).check();
}

/** The guest is on the fake SimplePay's payment page; returns the transaction id from its address. */
async function onSimplePayPage(page: Page): Promise<number> {
  const origin = new URL(fakeSimplePay().url).origin;
  await expect(page).toHaveURL(new RegExp(`^${origin.replaceAll('.', '\\.')}/pay/\\d+$`));
  await expect(page.getByRole('heading', { level: 1, name: 'SimplePay (test)' })).toBeVisible();
  return Number(new URL(page.url()).pathname.split('/').pop());
}

/** The order's number from its page's heading. */
async function orderNumber(page: Page, heading: RegExp): Promise<number> {
  const title = page.getByRole('heading', { level: 1 });
  await expect(title).toHaveText(heading);
  return Number((await title.textContent())?.match(/\d+/)?.[0]);
}

async function dearestFood(request: Parameters<typeof orderableFoods>[0]) {
  const [dearest] = await orderableFoods(request);
  if (!dearest) throw new Error('the seed has no orderable food');
  return dearest;
}

test('a Hungarian guest pays by bank card on SimplePay’s page and comes back to the order, paid', async ({
  page,
  request,
}) => {
  const dish = await dearestFood(request);
  await seedCart(page, [{ productId: dish.id, quantity: 3 }]);
  await page.goto('/pay');
  const email = uniqueEmail('simplepay-card');
  const slot = await freeSlot(request);
  await fillGuestDetails(page, 'hu', { email, ...slot });

  // The card is typed on SimplePay's page: no card fields here, and no test mode.
  await page.getByRole('radio', { name: 'Online bankkártyás fizetés' }).check();
  await expect(
    page.getByText(
      'A „Rendelés elküldése” gomb után a SimplePay biztonságos oldalán adod meg a kártyaadataidat, majd visszatérsz ide.',
    ),
  ).toBeVisible();
  await expect(page.getByLabel('Kártyaszám')).toHaveCount(0);
  await expect(page.getByText('Teszt mód:')).toHaveCount(0);
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: form.hu.send }).click();

  const transactionId = await onSimplePayPage(page);
  await page.getByRole('button', { name: 'Fizetés / Pay' }).click();

  await expect(page).toHaveURL(/\/order-status\/[\w-]{32}$/);
  const id = await orderNumber(page, /^\d+\. számú rendelés$/);
  await expect(page.getByText('Online bankkártya · Fizetve')).toBeVisible({ timeout: 5000 });
  await expect(page.getByText('Megkaptuk a rendelésed, hamarosan visszaigazoljuk.')).toBeVisible();
  await expect(page.getByText('Teszt mód:')).toHaveCount(0);
  expect(await page.evaluate(() => localStorage.getItem('konyha.cart'))).toBeNull();
  // Paid, so the order counts: the guest gets the confirmation mail.
  await expect.poll(async () => (await simplePayMailsTo(email)).length, { timeout: 15_000 }).toBe(1);
  expect(await queryFakePayment('HUF', transactionId)).toMatchObject({ status: 'FINISHED' });
  paid.card = {
    id,
    statusPath: new URL(page.url()).pathname,
    transactionId,
    currency: 'HUF',
    email,
    day: slot.day,
  };
});

test('an English guest pays with a SZÉP card on SimplePay’s page and comes back to the order, paid', async ({
  page,
  request,
}) => {
  const dish = await dearestFood(request);
  await seedCart(page, [{ productId: dish.id, quantity: 3 }]);
  await page.goto('/cart');
  // On a phone the HU/EN switch is in the menu.
  await page.getByRole('button', { name: 'Menü' }).click();
  await page.getByRole('button', { name: /^EN/ }).click();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('heading', { level: 1, name: 'Cart' })).toBeVisible();
  await page.getByRole('button', { name: 'Go to payment' }).click();
  await expect(page).toHaveURL(/\/pay$/);

  const email = uniqueEmail('simplepay-szep');
  const slot = await freeSlot(request);
  await fillGuestDetails(page, 'en', { email, ...slot });
  await page.getByRole('radio', { name: 'SZÉP card online' }).check();
  await expect(
    page.getByText(
      "After sending the order you pay on the SZÉP card provider's secure page, then come back here.",
    ),
  ).toBeVisible();
  await expect(page.getByLabel('Card number')).toHaveCount(0);
  await expect(page.getByText('Test mode:')).toHaveCount(0);
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: form.en.send }).click();

  const transactionId = await onSimplePayPage(page);
  // The fake names the SZÉP account's payment so.
  await expect(page.getByText(/HUF \(SZÉP\)/)).toBeVisible();
  await page.getByRole('button', { name: 'Fizetés / Pay' }).click();

  await expect(page).toHaveURL(/\/order-status\/[\w-]{32}$/);
  const id = await orderNumber(page, /^Order no\. \d+$/);
  await expect(page.getByText('SZÉP card online · Paid')).toBeVisible({ timeout: 5000 });
  await expect(page.getByText('We have your order and will confirm it shortly.')).toBeVisible();
  await expect(page.getByText('Test mode:')).toHaveCount(0);
  expect(await page.evaluate(() => localStorage.getItem('konyha.cart'))).toBeNull();
  expect(await queryFakePayment('HUF_SZEP', transactionId)).toMatchObject({ status: 'FINISHED' });
  paid.szep = {
    id,
    statusPath: new URL(page.url()).pathname,
    transactionId,
    currency: 'HUF_SZEP',
    email,
    day: slot.day,
  };
});

test('the admin sees both orders paid on the dashboard', async ({ browser, request }) => {
  const orders = [paid.card, paid.szep].filter((order): order is PaidOrder => order !== undefined);
  expect(orders).toHaveLength(2);
  const token = await logIn(request, admin.email, admin.password);
  const context = await browser.newContext({
    baseURL: simplePayBaseUrl,
    viewport: { width: 1280, height: 900 },
  });
  const staff = await context.newPage();
  await useLogin(staff, token);
  // Current orders lists today's orders and every one not yet delivered, so also these pre-orders for a later day.
  await staff.goto('/dashboard/current-orders');
  await expect(staff.getByRole('heading', { level: 1, name: 'Aktuális rendelések' })).toBeVisible(firstLoad);
  for (const order of orders) {
    const card = staff.getByRole('article', { name: `${order.id}. rendelés` });
    await expect(card).toBeVisible();
    await expect(card.getByRole('switch', { name: `A(z) ${order.id}. rendelés fizetve` })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    await expect(
      card.getByText(order.currency === 'HUF' ? 'Online bankkártya' : 'Online SZÉP-kártya', { exact: true }),
    ).toBeVisible();
  }
  await context.close();
});

test('staff reject a paid order: SimplePay pays it back and the guest’s page says it was rejected', async ({
  browser,
  request,
}) => {
  const order = paid.card;
  if (!order) throw new Error('the bank card journey paid no order');
  // The guest keeps the order's page open; it follows the staff by itself.
  const guestContext = await browser.newContext({
    baseURL: simplePayBaseUrl,
    viewport: phone,
    isMobile: true,
  });
  const guest = await guestContext.newPage();
  await guest.goto(order.statusPath);
  await expect(guest.getByText('Online bankkártya · Fizetve')).toBeVisible();

  const token = await logIn(request, admin.email, admin.password);
  const staffContext = await browser.newContext({
    baseURL: simplePayBaseUrl,
    viewport: { width: 1280, height: 900 },
  });
  const staff = await staffContext.newPage();
  await useLogin(staff, token);
  await staff.goto('/dashboard/current-orders');
  const card = staff.getByRole('article', { name: `${order.id}. rendelés` });
  await expect(card).toBeVisible(firstLoad);
  await card.getByRole('button', { name: 'Elutasítás' }).click();
  const dialog = staff.getByRole('dialog', { name: `A(z) ${order.id}. rendelés elutasítása` });
  await dialog.getByRole('radio', { name: 'Túl sok a rendelés' }).check();
  await dialog.getByRole('button', { name: 'Elutasítás' }).click();
  await expect(staff.getByText(`A(z) ${order.id}. rendelés elutasítva`)).toBeVisible();
  await expect(card).toHaveCount(0);

  // The guest's page: rejected, with the reason, and the money sent back.
  await expect(guest.getByText('Sajnos most nem tudjuk teljesíteni a rendelésed.')).toBeVisible({
    timeout: 5000,
  });
  await expect(guest.getByText('Indok: most túl sok a rendelésünk')).toBeVisible();
  await expect(guest.getByText('Online bankkártya · Visszautalva')).toBeVisible();

  // SimplePay made the refund: the whole amount went back and nothing remains.
  const payment = await queryFakePayment(order.currency, order.transactionId);
  expect(payment).toMatchObject({ status: 'REFUND', remainingTotal: 0 });
  expect(payment.refunds).toEqual([expect.objectContaining({ total: payment.total, status: 'FINISHED' })]);
  // The guest is told so by mail.
  await expect
    .poll(async () => (await simplePayMailsTo(order.email)).map(readableMail).join('\n'), { timeout: 15_000 })
    .toContain('Az online kifizetett összeget visszautaltuk a kártyádra.');
  // The staff's list of the order's day: rejected, paid no more.
  const answer = await request.get(`/api/order/orders/${order.day}`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  const { orders } = (await answer.json()) as { orders: { id: number; state: string; payed: boolean }[] };
  expect(orders.find((candidate) => candidate.id === order.id)).toMatchObject({
    state: 'REJECTED',
    payed: false,
  });
  await staffContext.close();
  await guestContext.close();
});

test('a guest who cancels on SimplePay’s page is back in the cart, still full, and told so', async ({
  page,
  request,
}) => {
  const dish = await dearestFood(request);
  await seedCart(page, [{ productId: dish.id, quantity: 3 }]);
  await page.goto('/pay');
  const email = uniqueEmail('simplepay-cancel');
  await fillGuestDetails(page, 'hu', { email, ...(await freeSlot(request)) });
  await page.getByRole('radio', { name: 'Online bankkártyás fizetés' }).check();
  await page.getByRole('button', { name: form.hu.send }).click();

  const transactionId = await onSimplePayPage(page);
  await page.getByRole('button', { name: 'Mégse / Cancel' }).click();

  await expect(page).toHaveURL(/\/cart$/);
  const warning = page.getByRole('status').getByText(/Megszakítottad a fizetést|paymentCancelled/);
  await expect(warning).toBeVisible();
  await expect(warning, 'the warning is in words, not its translation key').toHaveText(
    'Megszakítottad a fizetést; a kosarad megmaradt, bármikor újrapróbálhatod.',
  );
  await expect(page.getByLabel(`${dish.name}: 3 db`)).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('konyha.cart'))).not.toBeNull();
  expect(await queryFakePayment('HUF', transactionId)).toMatchObject({ status: 'CANCELLED' });
  // The order was given up: staff never see it.
  const token = await logIn(request, admin.email, admin.password);
  const today = await request.get('/api/order/today', { headers: { Authorization: `Bearer ${token}` } });
  const { orders } = (await today.json()) as { orders: { email: string }[] };
  expect(orders.filter((order) => order.email === email)).toEqual([]);
});
