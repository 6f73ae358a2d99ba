import type { LunchWeek, LunchWeekInput } from '@konyha/domain/lunch/lunch-menu.schemas';
import { weekOfDay } from '@konyha/domain/lunch/lunch-week';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { bearer, expectNoAxeViolations, useStaffTokens } from './support/admin.ts';
import { budapestDay, fillGuestForm } from './support/checkout.ts';
import { useLogin } from './support/dashboard.ts';

// Issue 31: an office orders its lunch. The day is the next weekday after today (a pre-order for its 12:00 slot),
// so the journey passes at any hour: on a Friday the lunch page offers the coming week.

const tokens = useStaffTokens();
const phone = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };

/** The next Monday–Friday after today, Budapest time. */
function nextWeekday(): string {
  for (let offset = 1; ; offset++) {
    const day = budapestDay(offset);
    const weekday = new Date(`${day}T12:00:00Z`).getUTCDay();
    if (weekday >= 1 && weekday <= 5) return day;
  }
}
const lunchDay = nextWeekday();
const typed = (name: string, nameEnglish: string) => ({
  productId: null,
  name,
  nameEnglish,
  allergenics: [],
});

/** Puts an A menu on `lunchDay`, keeping the rest of that week as it is (other journeys edit weeks too). */
async function serveLunch(request: APIRequestContext) {
  const week = weekOfDay(lunchDay);
  const current = (await (await request.get(`/api/lunch-menu?week=${week}`)).json()) as LunchWeek;
  const others: LunchWeekInput['days'] = current.days
    .filter((day) => day.date !== lunchDay)
    .map(({ date, window, variants }) => ({
      date,
      window,
      variants: variants.map(({ id: _id, portionsLeft: _left, ...variant }) => variant),
    }));
  const variant = {
    code: 'A',
    price: 2490,
    soup: typed('Tárkonyos raguleves', 'Tarragon ragout soup'),
    main: typed('Rakott krumpli', 'Layered potatoes'),
    portions: 50,
  };
  const saved = await request.put(`/api/lunch-menu/${week}`, {
    headers: bearer(tokens.admin),
    data: {
      days: [...others, { date: lunchDay, window: { from: '11:00', to: '15:00' }, variants: [variant] }],
    },
  });
  expect(saved.ok(), await saved.text()).toBe(true);
}

/** The lunch day's A menu into the cart from the lunch page, and a name on the line it makes (the cart's `lines`th). */
async function addMenuFor(page: Page, name: string, lines: number) {
  await page.goto('/lunch-menu');
  const dayTitle = new Intl.DateTimeFormat('hu', {
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  });
  const day = page.locator('section', {
    has: page.getByRole('heading', { name: dayTitle.format(new Date(`${lunchDay}T00:00:00Z`)) }),
  });
  await day.getByRole('button', { name: 'Kosárba: A menü' }).click();
  // In the cart before leaving: a tap made while the page was still coming alive is answered once it has.
  await expect(page.getByRole('link', { name: `Kosár, ${lines} tétel` })).toBeVisible();
  await page.goto('/cart');
  // The line just made comes last (a named line is a line of its own, so the new menu did not join it).
  const names = page.getByRole('textbox', { name: /^Kinek \(név\) ?: A menü/ });
  await expect(names.last()).toHaveValue('');
  await names.last().fill(name);
  await names.last().press('Enter');
  await expect(names.last()).toHaveValue(name);
}

test('a guest on a phone orders two A menus for an office at 12:00; the ticket and the bag slip name the menu and its people', async ({
  browser,
  request,
}) => {
  await serveLunch(request);
  const context = await browser.newContext(phone);
  const guest = await context.newPage();
  await addMenuFor(guest, 'Kata', 1);
  await addMenuFor(guest, 'Péter', 2);
  await expect(guest.getByText('Leves: Tárkonyos raguleves', { exact: true })).toHaveCount(2);
  await expectNoAxeViolations(guest, 'the cart with two named lunch menus, on a phone');

  await guest.getByRole('button', { name: 'Tovább a fizetéshez' }).click();
  await expect(guest).toHaveURL(/\/pay$/);
  // The form starts on the lunch menu's day, at noon.
  await expect(guest.getByLabel('Nap', { exact: true })).toHaveValue(lunchDay);
  const email = `office${Date.now()}@example.com`;
  await fillGuestForm(guest, { email, day: lunchDay, time: '12:00' });
  await guest.getByRole('button', { name: 'Rendelés elküldése' }).click();
  await expect(guest).toHaveURL(/\/order-status\/[\w-]{32}$/);
  await expect(guest.getByText('Kata részére')).toBeVisible();
  await expect(guest.getByText('Péter részére')).toBeVisible();
  await context.close();

  const orders = await request.get(`/api/order/orders/${lunchDay}`, { headers: bearer(tokens.manager) });
  expect(orders.ok(), await orders.text()).toBe(true);
  const order = ((await orders.json()).orders as { id: number; email: string }[]).find(
    (o) => o.email === email,
  );
  if (!order) throw new Error('the lunch order is not among the day’s orders');

  const staff = await (await browser.newContext({ viewport: { width: 390, height: 900 } })).newPage();
  await staff.addInitScript(() => {
    window.print = () => undefined;
  });
  await useLogin(staff, tokens.manager);
  await staff.goto(`/dashboard/print/${order.id}?what=ticket,slip`);
  const ticket = staff.getByTestId('print-ticket');
  await expect(ticket.getByText(/A menü/).first()).toBeVisible();
  await expect(ticket.getByText(/Leves: Tárkonyos raguleves/).first()).toBeVisible();
  await expect(ticket.getByText(/Kata részére/)).toBeVisible();
  const slip = staff.getByTestId('print-slip');
  await expect(slip.getByText('Kinek mi jár:')).toBeVisible();
  await expect(slip.getByText('Kata: 1 × A menü')).toBeVisible();
  await expect(slip.getByText('Péter: 1 × A menü')).toBeVisible();
});
