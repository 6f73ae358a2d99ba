import { instantOf } from '@konyha/domain/restaurant/local-time';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-app.ts';
import { guestOrderBody } from '../../../test/factories.ts';
import { orders, products, settings } from '../../db/schema/index.ts';

// Friday 20 November 2026, noon: "as soon as possible" (60 minutes) is promised for 13:00, the 13:00 slot's time.
const clock = () => instantOf('2026-11-20', '12:00');
const slot = instantOf('2026-11-20', '13:00');
const env = { ORDER_RATE_LIMIT: '1000' };
let first: TestApp;
let second: TestApp;
let soupId: number;

beforeAll(async () => {
  first = await buildTestApp({ env, clock });
  // A second server on the same database: on PostgreSQL with a pool and a LISTEN connection of its own.
  second = await buildTestApp({ env, clock, database: first.database });
  const [soup] = await first.database.db.select().from(products).where(eq(products.group, 'SOUP')).limit(1);
  soupId = soup?.id ?? 0;
  // The pre-orders may take the 13:00 slot too, an hour ahead.
  await first.database.db.update(settings).set({ capacityPerSlot: 5, leadMinutes: 60 });
});
afterAll(async () => {
  await second?.close();
  await first?.close();
});

describe('slot capacity under concurrency', () => {
  it('places exactly 5 of 50 parallel orders for a slot with 5 places, across two instances', async () => {
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        (i % 2 === 0 ? first : second).app.inject({
          method: 'POST',
          url: '/api/order/add',
          remoteAddress: `10.55.${Math.floor(i / 10)}.${i % 10}`,
          // Half "as soon as possible", half pre-orders for the very same slot.
          payload: guestOrderBody(soupId, 1, i % 4 < 2 ? {} : { preOrderDate: slot.toISOString() }),
        }),
      ),
    );
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(5);
    expect(statuses.filter((status) => status === 409)).toHaveLength(45);
    for (const refused of answers.filter((answer) => answer.statusCode === 409))
      expect(refused.json().errorType).toBe('SLOT_FULL');
    const stored = await first.database.db.select().from(orders).where(eq(orders.slotAt, slot));
    expect(stored).toHaveLength(5);
  }, 60_000);
});
