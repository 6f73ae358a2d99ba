import type { Product } from '@konyha/domain/menu/products';
import type { APIRequestContext, Page } from '@playwright/test';
import { mailsTo } from './outbox.ts';

export type MenuProduct = Pick<Product, 'id' | 'name' | 'price' | 'orderable' | 'group'>;

/** Orderable foods of the seeded menu, dearest first (two of them pass the minimum order value). */
export async function orderableFoods(request: APIRequestContext): Promise<MenuProduct[]> {
  const { products } = (await (await request.get('/api/product/foods')).json()) as {
    products: MenuProduct[];
  };
  return products.filter((product) => product.orderable).sort((a, b) => b.price - a.price);
}

/** Puts lines into the stored cart before the app loads, as if the guest had filled it on the menu. */
export async function seedCart(page: Page, lines: { productId: number; quantity: number }[]): Promise<void> {
  const cart = { expire: Date.now() + 5 * 60 * 60 * 1000, products: lines, coupon: null };
  await page.addInitScript((stored) => {
    if (!localStorage.getItem('konyha.cart')) localStorage.setItem('konyha.cart', stored);
  }, JSON.stringify(cart));
}

export async function adminToken(request: APIRequestContext): Promise<string> {
  const response = await request.post('/api/user/login', {
    data: { email: 'admin@example.com', password: 'Admin1234' },
  });
  return ((await response.json()) as { token: string }).token;
}

/** Switches order acceptance to `active` as the seeded admin (the switch only flips, so read it first). */
export async function setOrdering(request: APIRequestContext, active: boolean): Promise<void> {
  const current = (await (await request.get('/api/order/get-active-state')).json()) as boolean;
  if (current === active) return;
  const token = await adminToken(request);
  await request.get('/api/order/change-active-state', { headers: { Authorization: `Bearer ${token}` } });
}

/** A Budapest calendar day (yyyy-MM-dd) `offset` days from now, as the pay form's day select values it. */
export function budapestDay(offset: number): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Budapest' }).format(
    new Date(Date.now() + offset * 24 * 60 * 60 * 1000),
  );
}

/**
 * The first free pre-order slot after today, as the pay form would offer it (GET /api/order/slots asks the
 * server's hours, slot rules and capacity): its day and the instant to send as preOrderDate.
 */
export async function nextDaySlot(request: APIRequestContext): Promise<{ day: string; at: string }> {
  for (let offset = 1; offset <= 7; offset++) {
    const day = budapestDay(offset);
    const { slots } = (await (await request.get(`/api/order/slots?day=${day}`)).json()) as {
      slots: { at: string; available: boolean }[];
    };
    const free = slots.find((slot) => slot.available);
    if (free) return { day, at: free.at };
  }
  throw new Error('no free pre-order slot in the coming week');
}

/** The first free pre-order slot after today: its day (yyyy-MM-dd) and its time (HH:mm) as the form offers them. */
export async function freeSlot(request: APIRequestContext): Promise<{ day: string; time: string }> {
  const { day, at } = await nextDaySlot(request);
  const time = new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Europe/Budapest',
    hour: '2-digit',
    minute: '2-digit',
  }).format(new Date(at));
  return { day, time };
}

/** The first mail sent to `address`, if any (e2e/support/admin.ts reads its mails with this). */
export async function findOutboxMail(address: string): Promise<string | undefined> {
  return (await mailsTo(address))[0];
}

/** Fills the pay form as a guest (Hungarian UI), with a pre-order slot so it passes at any hour. */
export async function fillGuestForm(
  page: Page,
  { email, day = budapestDay(1), time = '18:00' }: { email: string; day?: string; time?: string },
): Promise<void> {
  await page.getByLabel('Név', { exact: true }).fill('Teszt Elek');
  await page.getByLabel('E-mail-cím').fill(email);
  await page.getByLabel('Telefonszám').fill('+36 30 123 4567');
  const zip = page.getByLabel('Irányítószám');
  await zip.selectOption('1134');
  const street = page.getByLabel('Utca');
  await street.locator('option').nth(1).waitFor({ state: 'attached' });
  await street.selectOption({ index: 1 });
  await page.getByLabel('Házszám', { exact: true }).fill('12.');
  await page.getByLabel('Nap', { exact: true }).selectOption(day);
  await page.getByLabel('Időpont').selectOption(time);
  await page.getByRole('checkbox', { name: /^Elfogadom/ }).check();
}

/** Picks online card payment and types a card (the sandbox's test cards, DESIGN §5). */
export async function fillCard(page: Page, cardNumber: string): Promise<void> {
  await page.getByRole('radio', { name: 'Online bankkártyás fizetés' }).check();
  await page.getByLabel('Kártyaszám').fill(cardNumber);
  await page.getByLabel('Kártyabirtokos neve').fill('TESZT ELEK');
  await page.getByLabel('Lejárat hónapja (HH)').fill('12');
  await page.getByLabel('Lejárat éve (ÉÉÉÉ)').fill(String(new Date().getFullYear() + 2));
  await page.getByLabel('Biztonsági kód (CVC)').fill('123');
}
