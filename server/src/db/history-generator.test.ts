import { isDoorPayment } from '@konyha/domain/orders/payment-methods';
import { priceOrder } from '@konyha/domain/orders/pricing';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultHistory, generateHistory } from '../../../scripts/bench/history/generate.ts';
import { createTestDatabase, type TestDatabase } from '../../test/database.ts';
import {
  addresses,
  couponRedemptions,
  eventLog,
  orderLines,
  orderStatusLinks,
  orders,
  users,
} from './schema/index.ts';

// The bench's history generator (scripts/bench/history/) on a small history: it must make what the bench's figures
// claim to be measured on.
const history = { ...defaultHistory, orders: 500, customers: 40 };

describe('the three-years history generator', () => {
  let database: TestDatabase;
  let all: (typeof orders.$inferSelect)[];
  let lines: (typeof orderLines.$inferSelect)[];
  let events: (typeof eventLog.$inferSelect)[];

  beforeAll(async () => {
    database = await createTestDatabase();
    await generateHistory(database, history);
    all = await database.db.select().from(orders).orderBy(asc(orders.id));
    lines = await database.db.select().from(orderLines);
    events = await database.db.select().from(eventLog);
  }, 60_000);
  afterAll(() => database.close());

  it('places exactly the orders asked for, spread over the three years up to the last day', () => {
    expect(all).toHaveLength(history.orders);
    const years = new Set(all.map((o) => o.orderDate.toISOString().slice(0, 4)));
    expect([...years].sort()).toEqual(['2023', '2024', '2025', '2026']);
    expect(Math.max(...all.map((o) => o.orderDate.getTime()))).toBeLessThan(
      Date.parse('2026-11-02T00:00:00Z'),
    );
  });

  it("prices every order by the checkout's rules: its lines, coupon, delivery fee and deposit add up to its total", () => {
    for (const order of all) {
      const own = lines.filter((l) => l.orderId === order.id);
      expect(own.length).toBeGreaterThanOrEqual(1);
      expect(own.length).toBeLessThanOrEqual(6);
      const prices = priceOrder(
        own.map((l) => ({ price: l.unitPrice, quantity: l.quantity, deposit: l.deposit })),
        order.couponDiscount ?? 0,
        order.shippingCost,
      );
      expect({
        original: order.originalPrice,
        discounted: order.discountedPrice,
        total: order.total,
      }).toEqual({
        original: prices.originalPrice,
        discounted: prices.discountedPrice,
        total: prices.total,
      });
      expect(own.reduce((sum, l) => sum + l.net + l.vat, 0)).toBe(order.discountedPrice);
    }
    expect(lines.some((l) => l.options.length > 0)).toBe(true);
  });

  it('ends orders as a restaurant does: mostly delivered and paid, some rejected or cancelled with a reason', async () => {
    const delivered = all.filter((o) => o.state === 'DELIVERED');
    expect(delivered.length / all.length).toBeGreaterThan(0.85);
    expect(delivered.every((o) => o.payed)).toBe(true);
    const refused = all.filter((o) => o.state === 'REJECTED' || o.state === 'CANCELLED');
    expect(refused.length).toBeGreaterThan(0);
    expect(refused.every((o) => o.rejectionReason !== null)).toBe(true);
    // A refused order gives its coupon back.
    const redeemed = new Set((await database.db.select().from(couponRedemptions)).map((r) => r.orderId));
    expect(refused.some((o) => redeemed.has(o.id))).toBe(false);
    expect(
      all.filter((o) => o.couponCode !== null && o.state === 'DELIVERED').every((o) => redeemed.has(o.id)),
    ).toBe(true);
    expect(new Set(all.map((o) => o.payment)).size).toBe(5);
    expect(all.filter((o) => o.payment === 'CASH').some((o) => o.payWith !== null)).toBe(true);
    expect(all.some((o) => o.preOrderDate !== null)).toBe(true);
  });

  it("logs each order's decisions and state changes in the event log, in order, as the staff screens write them", () => {
    for (const order of all.filter((o) => o.state === 'DELIVERED')) {
      const own = events
        .filter((e) => e.orderId === order.id)
        .sort((a, b) => a.eventDateTime.getTime() - b.eventDateTime.getTime());
      expect(own[0]?.eventType).toBe('ORDER_ACCEPTED');
      expect(own.some((e) => e.orderStateTo === 'DELIVERED')).toBe(true);
      expect(own.some((e) => e.eventType === 'ORDER_PAYMENT')).toBe(isDoorPayment(order.payment));
      expect(own[0]?.eventDateTime.getTime()).toBeGreaterThan(order.orderDate.getTime());
    }
    for (const order of all.filter((o) => o.state === 'REJECTED' || o.state === 'CANCELLED'))
      expect(events.some((e) => e.orderId === order.id && e.orderStateTo === order.state)).toBe(true);
  });

  it('has registered customers with addresses ordering again and again, guests besides, and a status link per order', async () => {
    const customers = await database.db.select().from(users).where(eq(users.role, 'CUSTOMER'));
    expect(customers).toHaveLength(history.customers);
    expect(await database.db.select().from(addresses)).toHaveLength(history.customers);
    const byUser = new Map<number | null, number>();
    for (const o of all) byUser.set(o.userId, (byUser.get(o.userId) ?? 0) + 1);
    expect(byUser.get(null)).toBeGreaterThan(0);
    expect(Math.max(...[...byUser].filter(([id]) => id !== null).map(([, n]) => n))).toBeGreaterThan(10);
    expect(await database.db.select().from(orderStatusLinks)).toHaveLength(history.orders);
  });
});
