import { instantOf } from '@konyha/domain/restaurant/local-time';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-app.ts';
import { guestOrderBody, loggedInUser } from '../../../test/factories.ts';
import { orderLines } from '../../db/schema/index.ts';

// Friday 20 November 2026, noon: inside the lunch window, "as soon as possible" orders are taken.
const friday = '2026-11-20';
const clock = () => instantOf(friday, '12:00');
const env = { ORDER_RATE_LIMIT: '1000' };
let first: TestApp;
let second: TestApp;
let variantId: number;

beforeAll(async () => {
  first = await buildTestApp({ env, clock });
  // A second server on the same database: on PostgreSQL with a pool and a LISTEN connection of its own.
  second = await buildTestApp({ env, clock, database: first.database });
  const { headers } = await loggedInUser(first.app, first.database.db, { role: 'MANAGER' });
  const dish = (name: string) => ({ productId: null, name, nameEnglish: name });
  const saved = await first.app.inject({
    method: 'PUT',
    url: '/api/lunch-menu/2026-W47',
    headers,
    payload: {
      days: [
        {
          date: friday,
          variants: [{ code: 'A', price: 2490, soup: dish('Gulyásleves'), main: dish('Lecsó'), portions: 6 }],
        },
      ],
    },
  });
  variantId = saved.json().days[0].variants[0].id;
});
afterAll(async () => {
  await second?.close();
  await first?.close();
});

const portionsLeft = async (t: TestApp) =>
  (await t.app.inject({ url: '/api/lunch-menu?week=2026-W47' })).json().days[0].variants[0].portionsLeft;

describe('lunch menu portions under concurrency', () => {
  it('places exactly 3 of 50 parallel orders of two menus each when 6 are left, across two instances', async () => {
    expect([await portionsLeft(first), await portionsLeft(second)]).toEqual([6, 6]);
    const line = { lunchVariantId: variantId, date: friday, quantity: 2 };
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        (i % 2 === 0 ? first : second).app.inject({
          method: 'POST',
          url: '/api/order/add',
          remoteAddress: `10.57.${Math.floor(i / 10)}.${i % 10}`,
          payload: guestOrderBody(0, 1, { products: [line] }),
        }),
      ),
    );
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(3);
    expect(statuses.filter((status) => status === 409)).toHaveLength(47);
    for (const refused of answers.filter((answer) => answer.statusCode === 409))
      expect(refused.json()).toMatchObject({ errorType: 'SOLD_OUT', field: 'products.0' });
    const lines = await first.database.db
      .select()
      .from(orderLines)
      .where(eq(orderLines.lunchVariantId, variantId));
    expect(lines.reduce((sum, l) => sum + l.quantity, 0)).toBe(6);
    expect([await portionsLeft(first), await portionsLeft(second)]).toEqual([0, 0]);
  }, 60_000);
});
