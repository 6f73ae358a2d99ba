import { type APIRequestContext, type Browser, expect, type Page, test } from '@playwright/test';
import { uniqueEmail } from './support/accounts.ts';
import { expectNoAxeViolations } from './support/admin.ts';
import { readableMail } from './support/alerts.ts';
import { freeSlot, orderableFoods, seedCart } from './support/checkout.ts';
import { admin, logIn, useLogin } from './support/dashboard.ts';
import { mailsTo } from './support/outbox.ts';
import { fakeSimplePay, queryFakePayment, simplePayBaseUrl } from './support/simplepay.ts';

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

/** The pay form's labels, and the order page's words, in each language. */
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
    cardNumber: 'Kártyaszám',
    testMode: 'Teszt mód:',
    orderHeading: /^\d+\. számú rendelés$/,
    received: 'Megkaptuk a rendelésed, hamarosan visszaigazoljuk.',
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
    cardNumber: 'Card number',
    testMode: 'Test mode:',
    orderHeading: /^Order no\. \d+$/,
    received: 'We have your order and will confirm it shortly.',
  },
} as const;

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

/**
 * On the pay form, a guest fills in their details and a free slot, picks an online payment whose card is typed on
 * the provider's page (its note says so; no card fields and no test mode here) and sends the order; they are on
 * SimplePay's page then. Returns the guest's e-mail, the order's day and SimplePay's transaction.
 */
async function sendForOnlinePayment(
  page: Page,
  request: APIRequestContext,
  language: keyof typeof form,
  { method, note, emailPrefix }: { method: string; note: string; emailPrefix: string },
) {
  const label = form[language];
  const email = uniqueEmail(emailPrefix);
  const slot = await freeSlot(request);
  await fillGuestDetails(page, language, { email, ...slot });
  await page.getByRole('radio', { name: method }).check();
  await expect(page.getByText(note)).toBeVisible();
  await expect(page.getByLabel(label.cardNumber)).toHaveCount(0);
  await expect(page.getByText(label.testMode)).toHaveCount(0);
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: label.send }).click();
  return { email, day: slot.day, transactionId: await onSimplePayPage(page) };
}

/** Back from SimplePay on the order's page: paid, the cart emptied, SimplePay's payment finished. */
async function backPaid(
  page: Page,
  language: keyof typeof form,
  paidText: string,
  payment: Omit<PaidOrder, 'id' | 'statusPath'>,
): Promise<PaidOrder> {
  const label = form[language];
  await expect(page).toHaveURL(/\/order-status\/[\w-]{32}$/);
  const id = await orderNumber(page, label.orderHeading);
  await expect(page.getByText(paidText)).toBeVisible({ timeout: 5000 });
  await expect(page.getByText(label.received)).toBeVisible();
  await expect(page.getByText(label.testMode)).toHaveCount(0);
  expect(await page.evaluate(() => localStorage.getItem('konyha.cart'))).toBeNull();
  expect(await queryFakePayment(payment.currency, payment.transactionId)).toMatchObject({
    status: 'FINISHED',
  });
  return { id, statusPath: new URL(page.url()).pathname, ...payment };
}

/**
 * The admin on a desktop page of the dashboard's current orders, which lists today's orders and every one not yet
 * delivered, so also these pre-orders for a later day. Its token is for the API; its context is closed by the caller.
 */
async function adminOnCurrentOrders(browser: Browser, request: APIRequestContext) {
  const token = await logIn(request, admin.email, admin.password);
  const context = await browser.newContext({
    baseURL: simplePayBaseUrl,
    viewport: { width: 1280, height: 900 },
  });
  const staff = await context.newPage();
  await useLogin(staff, token);
  await staff.goto('/dashboard/current-orders');
  return { token, context, staff };
}

/** Three of the dearest orderable food in the guest's cart; answers the dish. */
async function cartOfDearestFood(page: Page, request: Parameters<typeof orderableFoods>[0]) {
  const [dearest] = await orderableFoods(request);
  if (!dearest) throw new Error('the seed has no orderable food');
  await seedCart(page, [{ productId: dearest.id, quantity: 3 }]);
  return dearest;
}

test('a Hungarian guest pays by bank card on SimplePay’s page and comes back to the order, paid', async ({
  page,
  request,
}) => {
  await cartOfDearestFood(page, request);
  await page.goto('/pay');
  // The card is typed on SimplePay's page: no card fields here, and no test mode.
  const sent = await sendForOnlinePayment(page, request, 'hu', {
    method: 'Online bankkártyás fizetés',
    note: 'A „Rendelés elküldése” gomb után a SimplePay biztonságos oldalán adod meg a kártyaadataidat, majd visszatérsz ide.',
    emailPrefix: 'simplepay-card',
  });
  await page.getByRole('button', { name: 'Fizetés / Pay' }).click();

  paid.card = await backPaid(page, 'hu', 'Online bankkártya · Fizetve', { ...sent, currency: 'HUF' });
  // Paid, so the order counts: the guest gets the confirmation mail.
  await expect.poll(async () => (await mailsTo(sent.email)).length, { timeout: 15_000 }).toBe(1);
});

test('an English guest pays with a SZÉP card on SimplePay’s page and comes back to the order, paid', async ({
  page,
  request,
}) => {
  await cartOfDearestFood(page, request);
  await page.goto('/cart');
  // On a phone the HU/EN switch is in the menu.
  await page.getByRole('button', { name: 'Menü' }).click();
  await page.getByRole('button', { name: /^EN/ }).click();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('heading', { level: 1, name: 'Cart' })).toBeVisible();
  await page.getByRole('button', { name: 'Go to payment' }).click();
  await expect(page).toHaveURL(/\/pay$/);

  const sent = await sendForOnlinePayment(page, request, 'en', {
    method: 'SZÉP card online',
    note: "After sending the order you pay on the SZÉP card provider's secure page, then come back here.",
    emailPrefix: 'simplepay-szep',
  });
  // The fake names the SZÉP account's payment so.
  await expect(page.getByText(/HUF \(SZÉP\)/)).toBeVisible();
  await page.getByRole('button', { name: 'Fizetés / Pay' }).click();

  paid.szep = await backPaid(page, 'en', 'SZÉP card online · Paid', { ...sent, currency: 'HUF_SZEP' });
});

test('the admin sees both orders paid on the dashboard', async ({ browser, request }) => {
  const orders = [paid.card, paid.szep].filter((order): order is PaidOrder => order !== undefined);
  expect(orders).toHaveLength(2);
  const { context, staff } = await adminOnCurrentOrders(browser, request);
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

  const { token, context: staffContext, staff } = await adminOnCurrentOrders(browser, request);
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
    .poll(async () => (await mailsTo(order.email)).map(readableMail).join('\n'), { timeout: 15_000 })
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
  const dish = await cartOfDearestFood(page, request);
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
