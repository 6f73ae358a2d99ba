import type { OpeningHours, ScheduleSettings } from '@konyha/domain/restaurant/opening-hours.schemas';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { uniqueEmail } from './support/accounts.ts';
import { bearer, expectNoAxeViolations, toast, useStaffTokens } from './support/admin.ts';
import { budapestDay, fillGuestForm, nextDaySlot, orderableFoods, seedCart } from './support/checkout.ts';
import { placeGuestPreOrder, useLogin } from './support/dashboard.ts';

// Issue 14's journeys. Each changes the shop's hours or slot rules for a moment and puts back what it found, so the
// other specs (which pre-order for tomorrow) run on the seeded hours.

const tokens = useStaffTokens();
let savedHours: OpeningHours;
let savedSettings: ScheduleSettings;

async function putJson(request: APIRequestContext, path: string, body: unknown) {
  const response = await request.put(path, { headers: bearer(tokens.admin), data: body });
  expect(response.ok(), await response.text()).toBe(true);
}

test.beforeEach(async ({ request }) => {
  savedHours = await (await request.get('/api/opening-hours')).json();
  savedSettings = await (await request.get('/api/settings/schedule')).json();
});

test.afterEach(async ({ request }) => {
  await putJson(request, '/api/opening-hours', savedHours);
  await putJson(request, '/api/settings/schedule', savedSettings);
  await request.delete('/api/order/busy', { headers: bearer(tokens.admin) });
});

/** A guest with a cart that passes the minimum order, on the pay form. */
async function openPayForm(page: Page, request: APIRequestContext) {
  const [dish] = await orderableFoods(request);
  if (!dish) throw new Error('the seed has no orderable food');
  await seedCart(page, [{ productId: dish.id, quantity: Math.ceil(3000 / dish.price) + 1 }]);
  await page.goto('/pay');
  await expect(page.getByLabel('Nap', { exact: true })).toBeEnabled();
}

const dayOptions = (page: Page) =>
  page
    .getByLabel('Nap', { exact: true })
    .locator('option')
    .evaluateAll((options) => options.map((option) => (option as HTMLOptionElement).value));

const timeLabels = (page: Page) => page.getByLabel('Időpont').locator('option').allTextContents();

test('a manager closes next Monday and the pay form no longer offers it', async ({
  page,
  request,
  browser,
}) => {
  // A week of pre-order days, so next Monday is on offer whatever today is.
  await putJson(request, '/api/settings/schedule', { ...savedSettings, daysAhead: 7 });
  const monday = [1, 2, 3, 4, 5, 6, 7]
    .map(budapestDay)
    .find((day) => new Date(`${day}T12:00:00Z`).getUTCDay() === 1) as string;

  await openPayForm(page, request);
  expect(await dayOptions(page)).toContain(monday);

  const staffContext = await browser.newContext();
  const staff = await staffContext.newPage();
  await useLogin(staff, tokens.manager);
  await staff.goto('/dashboard/opening-hours');
  await staff.getByRole('button', { name: 'Különleges nap hozzáadása' }).click();
  // The new date is the last of the list (the seeded Christmas days come before it).
  const special = staff
    .getByRole('group')
    .filter({ has: staff.getByLabel('Megnevezés magyarul') })
    .last();
  await special.getByLabel('Dátum').fill(monday);
  await special.getByLabel('Megnevezés magyarul').fill('Leltár');
  await special.getByLabel('Megnevezés angolul').fill('Stocktaking');
  await staff.getByRole('button', { name: 'Mentés' }).click();
  await expect(toast(staff, 'Mentve')).toBeVisible();
  await expectNoAxeViolations(staff);
  await staffContext.close();

  await page.reload();
  await expect(page.getByLabel('Nap', { exact: true })).toBeEnabled();
  expect(await dayOptions(page)).not.toContain(monday);
  // The guest pages name the closed day.
  await expect(page.getByRole('contentinfo').getByText(/Leltár/)).toBeVisible();
});

test('a full slot disappears from the pay form', async ({ page, request }) => {
  await putJson(request, '/api/settings/schedule', { ...savedSettings, capacityPerSlot: 1 });
  const { day, at } = await nextDaySlot(request);
  const label = new Intl.DateTimeFormat('hu', {
    timeZone: 'Europe/Budapest',
    hour: '2-digit',
    minute: '2-digit',
  }).format(new Date(at));

  await openPayForm(page, request);
  await page.getByLabel('Nap', { exact: true }).selectOption(day);
  await expect(page.getByLabel('Időpont').locator('option', { hasText: label })).toHaveCount(1);

  // Someone else takes the slot's only place.
  await placeGuestPreOrder(request, 'Gyors Gréta');
  await page.reload();
  await page.getByLabel('Nap', { exact: true }).selectOption(day);
  await expect(page.getByLabel('Időpont').locator('option').first()).toBeAttached();
  expect(await timeLabels(page)).not.toContain(label);
});

test('an assistant pauses orders for 15 minutes; guests see it, then order once it has ended', async ({
  page,
  request,
  browser,
}) => {
  // Open around the clock, so the journey runs at any hour.
  const allDay = [{ from: '00:00', to: '00:00', endsNextDay: true }];
  const weekly = Object.fromEntries(Object.keys(savedHours.weekly).map((day) => [day, allDay]));
  await putJson(request, '/api/opening-hours', { weekly, specialDates: [] });

  const staffContext = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const staff = await staffContext.newPage();
  await useLogin(staff, tokens.assistant);
  await staff.goto('/dashboard/current-orders');
  // Busy mode is behind the order monitor's Service button (issue 33).
  await staff.getByRole('button', { name: 'Szerviz' }).click();
  await staff.getByRole('button', { name: 'Szünet 15 percre' }).click();
  await expect(staff.getByText(/Rendelésfelvétel szünetel \d\d:\d\d-ig/)).toBeVisible();

  await page.goto('/foods');
  await expect(
    page.getByText(/Rövid szünetet tartunk, \d\d:\d\d-kor folytatjuk; előrendelést leadhatsz\./),
  ).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'EN English' }).click();
  await expect(
    page.getByText(/We are taking a short break, back at \d\d:\d\d; you can pre-order\./),
  ).toBeVisible();
  await page.getByRole('button', { name: 'HU magyar' }).click();
  await openPayForm(page, request);
  await expect(page.getByLabel('Időpont').locator('option', { hasText: 'Amint lehet' })).toHaveCount(0);

  await staff.getByRole('button', { name: 'Befejezés: szünet' }).click();
  await expect(staff.getByText(/Rendelésfelvétel szünetel \d/)).toHaveCount(0);
  await staffContext.close();

  await page.reload();
  const email = uniqueEmail('after-pause');
  await fillGuestForm(page, { email, day: budapestDay(0), time: 'Amint lehet' });
  await page.getByRole('button', { name: 'Rendelés elküldése' }).click();
  await expect(page).toHaveURL(/\/order-status\/[\w-]{32}$/);
});
