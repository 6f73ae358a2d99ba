import { instantOf, preOrderDays, timeSlots } from '@konyha/domain/orders/schedule';

/**
 * The JSON body of an order the shop takes at any hour: two of one beef dish, paid in cash, pre-ordered for the last
 * slot of the last day on offer, so a figure does not depend on the kitchen being open.
 */
export async function preOrderBody(origin: string, email: string): Promise<string> {
  const foods = (await (await fetch(`${origin}/api/product/foods`)).json()) as {
    products: { id: number; orderable: boolean; group: string }[];
  };
  const dish = foods.products.find((p) => p.orderable && p.group === 'BEEF');
  const now = new Date();
  const day = preOrderDays(now).at(-1) ?? '';
  return JSON.stringify({
    name: 'Bench Béla',
    email,
    phone: '+36 30 123 4567',
    address: { zipCode: '1137', city: 'Budapest', street: 'Pozsonyi út 24.' },
    products: [{ id: dish?.id, quantity: 2 }],
    payment: 'CASH',
    preOrderDate: instantOf(day, timeSlots(day, now).at(-1) ?? '21:00').toISOString(),
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
