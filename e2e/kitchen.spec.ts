import { type Browser, expect, type Page, test } from '@playwright/test';
import { bearer, expectNoAxeViolations } from './support/admin.ts';
import { placeGuestPreOrder, staffTokens } from './support/dashboard.ts';

// Two 10-inch tablets held sideways on the kitchen wall.
const tablet = { width: 1280, height: 800 };

let assistantToken: string;
// Two tablets, three axe checks and a phone: more than a minute on a busy machine.
test.setTimeout(180_000);

test.beforeAll(async ({ request }) => {
  // Every staff role opens the kitchen screen: a shop assistant runs it here.
  ({ assistant: assistantToken } = await staffTokens(request));
});

/**
 * A tablet logged in as the assistant on the kitchen screen, its clock standing at `clock`: the countdown reads the
 * browser's time, so each tablet shows the card in the colour of its own moment (the login is kept valid past it).
 */
async function kitchenTablet(browser: Browser, clock: Date): Promise<Page> {
  const context = await browser.newContext({ viewport: tablet });
  const page = await context.newPage();
  await page.clock.setFixedTime(clock);
  await page.addInitScript(
    (stored) => localStorage.setItem('konyha.session', stored),
    JSON.stringify({ token: assistantToken, expiresAt: clock.getTime() + 12 * 60 * 60 * 1000 }),
  );
  await page.goto('/dashboard/kitchen');
  // A first visit fetches the dashboard's chunks: slow on a busy two-core machine.
  await expect(page.getByRole('heading', { level: 1, name: 'Konyha' })).toBeVisible({ timeout: 30_000 });
  return page;
}

const column = (page: Page, name: string) => page.getByRole('region', { name: new RegExp(`^${name} \\d+$`) });

test('a kitchen tablet moves a card through its columns while another tablet follows live', async ({
  browser,
  request,
}) => {
  // The guest's order is a pre-order for the next open day (the journeys run at any hour): its slot is its promise.
  const guest = await browser.newContext();
  const { orderId } = await placeGuestPreOrder(guest.request, `Konyhai vendég ${Date.now()}`);
  await guest.close();
  const today = await request.get('/api/order/today', { headers: bearer(assistantToken) });
  const { orders } = (await today.json()) as { orders: { id: number; preOrderDate: string }[] };
  const slot = new Date(orders.find((o) => o.id === orderId)?.preOrderDate ?? '');
  const minutes = (count: number) => new Date(slot.getTime() + count * 60_000);

  // Tablet A stands five minutes past the slot (the card is late: red), tablet B five minutes before it (amber).
  const a = await kitchenTablet(browser, minutes(5));
  const b = await kitchenTablet(browser, minutes(-5));
  const card = (page: Page, where: string) =>
    column(page, where).getByRole('article', { name: `${orderId}. rendelés` });

  for (const page of [a, b]) await expect(card(page, 'Új')).toBeVisible();
  await expect(card(a, 'Új')).toHaveAttribute('data-urgency', 'late');
  await expect(card(a, 'Új').getByText('5 perc késés')).toBeVisible();
  await expect(card(b, 'Új')).toHaveAttribute('data-urgency', 'soon');
  await expect(card(b, 'Új').getByText('még 5 perc')).toBeVisible();
  await expect(card(a, 'Új').getByText('Kapucsengő 5')).toBeVisible();
  await expectNoAxeViolations(a, 'late card: ');
  await expectNoAxeViolations(b, 'amber card: ');

  // "Start" accepts the pre-order for its slot and starts it; B follows over the live channel.
  await a.getByRole('button', { name: `Kezdés (${orderId}. rendelés)` }).click();
  for (const page of [a, b]) await expect(card(page, 'Készül')).toBeVisible();
  await expect(card(a, 'Készül')).toBeFocused();
  await expect(card(b, 'Új')).toHaveCount(0);

  // Keyboard: the moved card holds the focus, its "Ready" is the next stop.
  await a.keyboard.press('Tab');
  await expect(a.getByRole('button', { name: `Kész (${orderId}. rendelés)` })).toBeFocused();
  await a.keyboard.press('Enter');
  for (const page of [a, b]) await expect(card(page, 'Kész, futárra vár')).toBeVisible();
  await expect(card(b, 'Készül')).toHaveCount(0);
  await expectNoAxeViolations(b, 'ready column: ');

  await a.getByRole('button', { name: `Átadva a futárnak (${orderId}. rendelés)` }).click();
  for (const page of [a, b])
    await expect(page.getByRole('article', { name: `${orderId}. rendelés` })).toHaveCount(0);
  // Handed over, it is the courier's: on their screen, on its way.
  await b.goto('/dashboard/courier');
  await expect(b.getByRole('article', { name: `${orderId}. rendelés` })).toBeVisible();

  // The same screen on a phone: the columns stack, nothing overflows sideways.
  await a.setViewportSize({ width: 390, height: 844 });
  const width = await a.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(390);
  await expectNoAxeViolations(a, 'phone: ');
  await a.context().close();
  await b.context().close();
});

test('the kitchen screen in English, full screen on request', async ({ browser }) => {
  const page = await kitchenTablet(browser, new Date());
  await page.getByRole('button', { name: 'EN English' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Kitchen' })).toBeVisible();
  for (const name of ['New', 'Preparing', 'Ready for the courier'])
    await expect(column(page, name)).toBeVisible();
  await page.getByRole('button', { name: 'Full screen' }).click();
  await expect(page.getByRole('button', { name: 'Exit full screen' })).toBeVisible();
  await page.getByRole('button', { name: 'Exit full screen' }).click();
  await expect(page.getByRole('button', { name: 'Full screen' })).toBeVisible();
  await expectNoAxeViolations(page, 'English: ');
  await page.context().close();
});
