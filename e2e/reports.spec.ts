import { type APIRequestContext, type Browser, expect, type Page, test } from '@playwright/test';
import { addProduct, bearer, expectNoAxeViolations, unique, useStaffTokens } from './support/admin.ts';
import { budapestDay, nextDaySlot, orderableFoods } from './support/checkout.ts';
import { logInEveryTab } from './support/push.ts';

// Issue 33: the manager's reports. Orders are seeded through the API as guests place them; the server's clock is
// real, so they are pre-orders for the coming days (the kitchen may be closed now), and the screen is asked for a
// custom range from today that holds them.

const tokens = useStaffTokens();
const range = { from: budapestDay(0), to: budapestDay(14) };
const soup = { name: unique('Riportleves '), nameEnglish: unique('Report soup '), price: 2490 };

/** A guest's pre-order of two portions of each dish, paid as said; its id. */
async function preOrder(request: APIRequestContext, productIds: number[], payment: string): Promise<number> {
  const { at } = await nextDaySlot(request);
  const streets: string[] = await (await request.get('/api/streets/1134')).json();
  const response = await request.post('/api/order/add', {
    data: {
      name: 'Riport Rita',
      email: 'report-guest@example.com',
      phone: '+36 30 555 1234',
      address: { zipCode: '1134', city: 'Budapest', street: `${streets[0]} 5.` },
      products: productIds.map((id) => ({ id, quantity: 2 })),
      payment,
      preOrderDate: at,
    },
  });
  expect(response.ok(), await response.text()).toBe(true);
  return ((await response.json()) as { orderId: number }).orderId;
}

async function post(request: APIRequestContext, path: string, data: unknown) {
  const response = await request.post(path, { headers: bearer(tokens.admin), data });
  expect(response.ok(), await response.text()).toBe(true);
}

test.beforeAll(async ({ request }) => {
  const soupId = await addProduct(request, tokens.manager, soup);
  const [other] = (await orderableFoods(request)).filter((food) => food.id !== soupId).reverse();
  if (!other) throw new Error('no second orderable dish');
  // Delivered (so the promise is judged), one left new, one rejected: three orders, two of them sales.
  const delivered = await preOrder(request, [soupId, other.id], 'CASH');
  await post(request, `/api/order/${delivered}/accept`, {});
  const onItsWay = await request.put('/api/order/order', {
    headers: bearer(tokens.admin),
    data: { id: delivered, state: 'DELIVERED' },
  });
  expect(onItsWay.ok(), await onItsWay.text()).toBe(true);
  await preOrder(request, [soupId], 'CREDIT_CARD');
  await post(request, `/api/order/${await preOrder(request, [soupId], 'CASH')}/reject`, {
    reason: 'TOO_BUSY',
  });
});

async function reportsPage(
  browser: Browser,
  token: string,
  language: 'hu' | 'en',
  viewport = { width: 1366, height: 900 },
) {
  const context = await browser.newContext({ viewport, reducedMotion: 'reduce' });
  await logInEveryTab(context, token, language);
  const page = await context.newPage();
  await page.goto('/dashboard/reports');
  return page;
}

async function chooseRange(page: Page, first: string, last: string) {
  await page.getByLabel(first).fill(range.from);
  await page.getByLabel(last).fill(range.to);
}

/** Whether a canvas has any pixel drawn on it. */
const drawn = (page: Page, index: number) =>
  page
    .locator('canvas')
    .nth(index)
    .evaluate((canvas: HTMLCanvasElement) => {
      const context = canvas.getContext('2d');
      if (!context || canvas.width === 0 || canvas.height === 0) return false;
      return context
        .getImageData(0, 0, canvas.width, canvas.height)
        .data.some((value, i) => i % 4 === 3 && value > 0);
    });

const table = (page: Page, name: string) => page.getByRole('table', { name, exact: true });

test('an admin sees each report drawn with its table of the seeded orders', async ({ browser, request }) => {
  // Six charts, a heat map and a full axe pass on a shared two-core machine.
  test.slow();
  const page = await reportsPage(browser, tokens.admin, 'hu');
  // The first load of the screen's chunk (Chart.js with it) on a fresh server, on a machine that may be busy.
  await expect(page.getByRole('heading', { level: 1, name: 'Kimutatások' })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('checkbox', { name: 'Összevetés az előző időszakkal' })).toBeChecked();
  await chooseRange(page, 'Első nap', 'Utolsó nap');
  await expect(page.getByRole('radio', { name: 'Egyéni időszak' })).toBeChecked();

  const best = table(page, 'Legkelendőbb ételek, eladott adag szerint');
  // Four portions of the soup in the two orders that count; the rejected one's two do not.
  await expect(best.getByRole('row', { name: new RegExp(soup.name) })).toContainText('9 960 Ft');
  await expect(
    best
      .getByRole('row', { name: new RegExp(soup.name) })
      .getByRole('cell')
      .nth(2),
  ).toHaveText('4');

  // The other tables show what the server counted for the range (the server's tests check those sums).
  const query = `from=${range.from}&to=${range.to}&compare=previous`;
  const answer = async (kind: string) =>
    (await request.get(`/api/reports/${kind}?${query}`, { headers: bearer(tokens.admin) })).json();
  const sales = await answer('sales');
  const figures = table(page, 'Fő mutatók');
  await expect(
    figures
      .getByRole('row', { name: /^Rendelések/ })
      .getByRole('cell')
      .nth(1),
  ).toHaveText(String(sales.totals.orders));
  const decisions = await answer('decisions');
  const tooBusy = decisions.reasons.find((row: { reason: string }) => row.reason === 'TOO_BUSY');
  await expect(
    table(page, 'Elutasítások és lemondások okuk szerint')
      .getByRole('row', { name: /Túl sok a rendelés/ })
      .getByRole('cell')
      .nth(1),
  ).toHaveText(String(tooBusy.orders));
  const payments = await answer('payments');
  const cash = payments.methods.find((row: { method: string }) => row.method === 'CASH');
  await expect(
    table(page, 'Rendelések és bevétel fizetési mód szerint')
      .getByRole('row', { name: /^Készpénz \d/ })
      .getByRole('cell')
      .nth(1),
  ).toHaveText(String(cash.orders));
  const promises = await answer('promises');
  await expect(
    table(page, 'Kiszállított rendelések késés szerint')
      .getByRole('row', { name: /^Időben/ })
      .getByRole('cell')
      .nth(1),
  ).toHaveText(String(promises.buckets[0].orders));

  // Sales by day, best and worst sellers, payments, refusals and promises: six charts, each with something drawn.
  await expect(page.locator('canvas')).toHaveCount(6);
  for (let index = 0; index < 6; index++) await expect.poll(() => drawn(page, index)).toBe(true);
  // This period's heat map and, compared, the previous period's.
  const maps = page.locator('[data-heat-map]');
  await expect(maps).toHaveCount(2);
  const heat = maps.first().locator(':scope > span[style]');
  await expect(heat).toHaveCount(7 * 24);
  const hot = await heat.evaluateAll(
    (cells) => cells.filter((cell) => (cell as HTMLElement).style.getPropertyValue('--heat') !== '0').length,
  );
  expect(hot).toBeGreaterThan(0);
  await expectNoAxeViolations(page, 'hu: ');
  await page.context().close();
});

test('a manager opens the reports from the menu, in English too; a shop assistant has no such menu item', async ({
  browser,
}) => {
  test.slow();
  const page = await reportsPage(browser, tokens.manager, 'en');
  await page.goto('/dashboard/current-orders');
  await page
    .getByRole('navigation', { name: 'Dashboard menu' })
    .getByRole('link', { name: 'Reports' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Reports' })).toBeVisible();
  await chooseRange(page, 'First day', 'Last day');
  await expect(
    table(page, 'Best-selling dishes by portions sold').getByRole('row', {
      name: new RegExp(soup.nameEnglish),
    }),
  ).toBeVisible();
  await expectNoAxeViolations(page, 'en: ');
  await page.context().close();

  const assistant = await reportsPage(browser, tokens.assistant, 'hu');
  await assistant.goto('/dashboard/current-orders');
  const menu = assistant.getByRole('navigation', { name: 'Vezérlőpult menü' });
  await expect(menu.getByRole('link', { name: 'Aktuális rendelések' })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Kimutatások' })).toHaveCount(0);
  await assistant.context().close();
});

test('on a phone the reports fit the screen’s width', async ({ browser }) => {
  const page = await reportsPage(browser, tokens.manager, 'hu', { width: 390, height: 844 });
  await chooseRange(page, 'Első nap', 'Utolsó nap');
  await expect(page.locator('canvas')).toHaveCount(6);
  await expect(table(page, 'Kiszállított rendelések késés szerint')).toBeAttached();
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBe(0);
  await page.context().close();
});
