import type { LunchWeek } from '@konyha/domain/lunch/lunch-menu.schemas';
import { weekOfDay } from '@konyha/domain/lunch/lunch-week';
import { defaultChoice } from '@konyha/domain/menu/options';
import type { Product } from '@konyha/domain/menu/products';
import { preOrderDays, slotsOf } from '@konyha/domain/restaurant/opening-hours';
import type { OpeningHours, ScheduleSettings } from '@konyha/domain/restaurant/opening-hours.schemas';

const getJson = async <T>(url: string): Promise<T> => (await (await fetch(url)).json()) as T;

/** The days on offer with their slots, by the server's own hours and slot rules. */
async function offeredSlots(origin: string, now = new Date()) {
  const hours = await getJson<OpeningHours>(`${origin}/api/opening-hours`);
  const settings = await getJson<ScheduleSettings>(`${origin}/api/settings/schedule`);
  return preOrderDays(hours, settings, now).map((day) => ({
    day,
    slots: slotsOf(day, hours, settings, now),
  }));
}

/** The last slot of the last day on offer, by the server's own hours and slot rules. */
async function lastSlot(origin: string): Promise<string> {
  const slot = (await offeredSlots(origin)).at(-1)?.slots.at(-1);
  if (!slot) throw new Error('the server offers no pre-order slot');
  return slot.toISOString();
}

/**
 * The body of an office's lunch (issue 31) the shop takes at any hour: two A menus of the first later weekday on offer
 * with a lunch menu (bench/lunch-week.ts serves them), one for a name, and the beef dish, pre-ordered for 12:00.
 */
export async function lunchPreOrderBody(origin: string, email: string): Promise<string> {
  const body = JSON.parse(await preOrderBody(origin, email)) as { products: object[]; preOrderDate: string };
  const noon = new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Europe/Budapest',
    hour: '2-digit',
    minute: '2-digit',
  });
  for (const { day, slots } of (await offeredSlots(origin)).slice(1)) {
    const slot = slots.find((at) => noon.format(at) === '12:00');
    const week = await getJson<LunchWeek>(`${origin}/api/lunch-menu?week=${weekOfDay(day)}`);
    const variant = week.days.find((d) => d.date === day)?.variants[0];
    if (!slot || !variant) continue;
    const lunch = { lunchVariantId: variant.id, date: day, quantity: 2, forName: 'Kata' };
    return JSON.stringify({ ...body, products: [lunch, ...body.products], preOrderDate: slot.toISOString() });
  }
  throw new Error('no later day on offer has a lunch menu and a 12:00 slot');
}

/**
 * The JSON body of an order the shop takes at any hour: two of one beef dish, paid in cash, pre-ordered for the last
 * slot of the last day on offer, so a figure does not depend on the kitchen being open.
 */
export async function preOrderBody(origin: string, email: string): Promise<string> {
  const foods = (await (await fetch(`${origin}/api/product/foods`)).json()) as { products: Product[] };
  const dish = foods.products.find((p) => p.orderable && p.group === 'BEEF');
  const preOrderDate = await lastSlot(origin);
  return JSON.stringify({
    name: 'Bench Béla',
    email,
    phone: '+36 30 123 4567',
    address: { zipCode: '1137', city: 'Budapest', street: 'Pozsonyi út 24.' },
    // A dressed menu (dressed-menu.ts) has a side to choose: its defaults are taken.
    products: [{ id: dish?.id, quantity: 2, options: defaultChoice(dish?.optionGroups ?? []) }],
    payment: 'CASH',
    preOrderDate,
  });
}

/** Logs `staff` in and answers the login token. */
export async function staffToken(
  origin: string,
  staff: { email: string; password: string },
): Promise<string> {
  const login = await fetch(`${origin}/api/user/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(staff),
  });
  return ((await login.json()) as { token: string }).token;
}

/** The status page of a fresh guest order, `/order-status/{token}` (its only key), for Lighthouse. */
export async function statusPagePath(origin: string): Promise<string> {
  const placed = await fetch(`${origin}/api/order/add`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: await preOrderBody(origin, 'lighthouse@example.com'),
  });
  return new URL(((await placed.json()) as { statusUrl: string }).statusUrl).pathname;
}
