import { RefusalReason } from '@konyha/domain/orders/order-decisions.schemas';
import { isRefused } from '@konyha/domain/orders/order-states';
import type {
  DecisionsReport,
  HoursReport,
  PaymentsReport,
  ProductsReport,
  PromisesReport,
  SalesPeriod,
  SalesReport,
} from '@konyha/domain/reports/reports.schemas';
import { localDay, localTime } from '@konyha/domain/restaurant/local-time';
import { wallInstant } from '@konyha/domain/restaurant/opening-hours';
import { weekdayOf } from '@konyha/domain/restaurant/weekdays';
import { asc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { loggedInUser } from '../../../test/factories.ts';
import { insertMonth, type MonthOrder, makeMonth } from '../../../test/report-month.ts';
import { useTestApp } from '../../../test/use-test-app.ts';
import { eventLog, orderLines, orders, products } from '../../db/schema/index.ts';

// The clock stands after the months the reports read: at night, when nothing is placed.
const t = useTestApp({ clock: () => new Date('2026-11-02T02:30:00Z') });
const october = { from: '2026-10-01', to: '2026-10-31' };
const september = { from: '2026-08-31', to: '2026-09-30' };
let written: MonthOrder[] = [];
let headers: Record<string, string> = {};

beforeAll(async () => {
  headers = (await loggedInUser(t.app, t.db, { role: 'MANAGER' })).headers;
  const [soup, chicken] = await t.db
    .select({ id: products.id })
    .from(products)
    .orderBy(asc(products.id))
    .limit(2);
  if (!soup || !chicken) throw new Error('the seed menu has too few products');
  const ids = [soup.id, chicken.id] as const;
  // September and October (the month the clocks go back), with pre-orders spilling past each month's end.
  const months = [
    ...makeMonth(new Date(wallInstant(september.from, '00:00')), 90, ids, 7),
    ...makeMonth(new Date(wallInstant(october.from, '00:00')), 150, ids, 33),
  ];
  written = await insertMonth(t.db, months);
});

const unsettled = ['PENDING', 'CHALLENGE', 'REDIRECTED', 'ABANDONED'];
const forInstant = (order: MonthOrder) => order.preOrderDate ?? order.orderDate;
const within = (range: { from: string; to: string }) => (order: MonthOrder) => {
  const day = localDay(forInstant(order));
  return day >= range.from && day <= range.to;
};
const salesOf = (range: { from: string; to: string }) =>
  written.filter(within(range)).filter((o) => !isRefused(o.state) && !unsettled.includes(o.paymentStatus));
const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);

async function report<T>(kind: string, query: string, as = headers): Promise<T> {
  const response = await t.app.inject({ url: `/api/reports/${kind}?${query}`, headers: as });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as T;
}
const octoberQuery = `from=${october.from}&to=${october.to}`;

function expectSales(period: SalesPeriod, range: { from: string; to: string }) {
  const sales = salesOf(range);
  expect(period.range).toEqual(range);
  expect(period.days).toHaveLength(31);
  for (const day of period.days) {
    const ofDay = sales.filter((o) => localDay(forInstant(o)) === day.date);
    expect(day, day.date).toEqual({
      date: day.date,
      orders: ofDay.length,
      revenue: sum(ofDay.map((o) => o.total)),
    });
  }
  const withCoupon = sales.filter((o) => o.couponCode);
  const revenue = sum(sales.map((o) => o.total));
  expect(period.totals).toEqual({
    orders: sales.length,
    revenue,
    averageBasket: Math.round(revenue / sales.length),
    couponsUsed: withCoupon.length,
    couponDiscount: sum(withCoupon.map((o) => o.originalPrice - o.discountedPrice)),
  });
}

describe('GET /api/reports/sales', () => {
  it("adds up each Budapest day's orders that count as sales, refused and unpaid online ones left out", async () => {
    const sales = await report<SalesReport>('sales', octoberQuery);
    expectSales(sales, october);
    expect(sales.previous).toBeUndefined();
    // The month holds refused orders and online payments that never went through, which the sums leave out.
    expect(written.filter(within(october)).length).toBeGreaterThan(sales.totals.orders);
  });

  it('with compare=previous, gives the same numbers of the equally long period just before', async () => {
    const sales = await report<SalesReport>('sales', `${octoberQuery}&compare=previous`);
    expectSales(sales, october);
    if (!sales.previous) throw new Error('no previous period');
    expectSales(sales.previous, september);
  });
});

describe('a range reaching today and the days after', () => {
  it("adds the kept past days to today's and the pre-orders of later days, grouped live", async () => {
    const range = { from: '2026-10-15', to: '2026-11-05' };
    const sales = await report<SalesReport>('sales', `from=${range.from}&to=${range.to}`);
    const expected = salesOf(range);
    expect(expected.some((o) => localDay(forInstant(o)) >= '2026-11-02')).toBe(true);
    expect(sales.days).toHaveLength(22);
    expect(sales.totals.orders).toBe(expected.length);
    expect(sales.totals.revenue).toBe(sum(expected.map((o) => o.total)));
    const payments = await report<PaymentsReport>('payments', `from=${range.from}&to=${range.to}`);
    expect(payments.totals).toEqual({ orders: expected.length, revenue: sum(expected.map((o) => o.total)) });
  });
});

describe('past days kept between reports', () => {
  it('follow a change to an order of that day: its state, its lines, its delivery', async () => {
    await report<SalesReport>('sales', octoberQuery);
    await report<ProductsReport>('products', octoberQuery);
    const before = await report<PromisesReport>('promises', octoberQuery);
    const kept = salesOf(october).find(
      (o) => o.state === 'DELIVERED' && o.deliveredAt && o.promisedAt && o.deliveredAt <= o.promisedAt,
    );
    if (!kept?.promisedAt) throw new Error('October has no promise kept');
    // Marked delivered again, an hour and a half late: the last entry tells when it arrived.
    kept.deliveredAt = new Date(kept.promisedAt.getTime() + 90 * 60_000);
    await t.db.insert(eventLog).values({
      orderId: kept.id,
      eventDateTime: kept.deliveredAt,
      eventType: 'ORDER_STATE',
      orderStateFrom: 'DELIVERING',
      orderStateTo: 'DELIVERED',
    });
    const after = await report<PromisesReport>('promises', octoberQuery);
    expect(after.totals.late).toBe(before.totals.late + 1);
    expect(after.buckets.at(-1)?.orders).toBe((before.buckets.at(-1)?.orders ?? 0) + 1);
    const sale = salesOf(october).find((o) => o.state === 'DELIVERED' && o.lines.length > 0);
    if (!sale) throw new Error('October has no delivered order');
    await t.db
      .update(orders)
      .set({ state: 'CANCELLED', rejectionReason: 'GUEST_REQUEST' })
      .where(eq(orders.id, sale.id));
    sale.state = 'CANCELLED';
    sale.rejectionReason = 'GUEST_REQUEST';
    const other = salesOf(october).find((o) => o.lines.length > 0);
    if (!other) throw new Error('October has no other order');
    const line = { ...(other.lines[0] as MonthOrder['lines'][number]), quantity: 5 };
    await t.db.insert(orderLines).values({ ...line, orderId: other.id });
    other.lines.push(line);
    expectSales(await report<SalesReport>('sales', octoberQuery), october);
    const { products: dishes } = await report<ProductsReport>('products', octoberQuery);
    const key = line.productId === null ? `name:${line.name}` : `product:${line.productId}`;
    const ofDish = salesOf(october)
      .flatMap((o) => o.lines)
      .filter((l) => (l.productId === null ? `name:${l.name}` : `product:${l.productId}`) === key);
    expect(dishes.find((d) => d.key === key)?.quantity).toBe(sum(ofDish.map((l) => l.quantity)));
  });
});

describe('GET /api/reports/hours', () => {
  it('gives all 168 weekday × hour cells by the Budapest clock, summing to the sales', async () => {
    const hours = await report<HoursReport>('hours', `${octoberQuery}&compare=previous`);
    expect(hours.cells).toHaveLength(168);
    expect(hours.cells[0]).toMatchObject({ weekday: 'MONDAY', hour: 0 });
    const sales = salesOf(october);
    for (const cell of hours.cells) {
      const inCell = sales.filter((o) => {
        const instant = forInstant(o);
        return (
          weekdayOf(localDay(instant)) === cell.weekday &&
          Number(localTime(instant).slice(0, 2)) === cell.hour
        );
      });
      expect(cell, `${cell.weekday} ${cell.hour}`).toMatchObject({
        orders: inCell.length,
        revenue: sum(inCell.map((o) => o.total)),
      });
    }
    expect(hours.totals.orders).toBe(sales.length);
    expect(hours.previous?.totals.orders).toBe(salesOf(september).length);
  });
});

describe('GET /api/reports/products', () => {
  it('gives each dish and option choice sold with its portions and revenue, best seller first', async () => {
    const { products: dishes, totals } = await report<ProductsReport>('products', octoberQuery);
    const lines = salesOf(october).flatMap((o) => o.lines);
    const keyOf = (line: MonthOrder['lines'][number]) =>
      line.productId === null ? `name:${line.name}` : `product:${line.productId}`;
    const keys = [...new Set(lines.map(keyOf))];
    expect(dishes.map((d) => d.key).toSorted()).toEqual(keys.toSorted());
    for (const dish of dishes) {
      const ofDish = lines.filter((line) => keyOf(line) === dish.key);
      expect(dish.quantity, dish.key).toBe(sum(ofDish.map((l) => l.quantity)));
      expect(dish.revenue, dish.key).toBe(sum(ofDish.map((l) => l.unitPrice * l.quantity)));
      const choices = [...new Set(ofDish.flatMap((l) => l.options.map((o) => o.name)))];
      expect(dish.options.map((o) => o.name).toSorted()).toEqual(choices.toSorted());
      for (const option of dish.options) {
        const withIt = ofDish.filter((l) => l.options.some((o) => o.name === option.name));
        const price = withIt[0]?.options.find((o) => o.name === option.name)?.price ?? 0;
        expect(option, option.name).toMatchObject({
          quantity: sum(withIt.map((l) => l.quantity)),
          revenue: price * sum(withIt.map((l) => l.quantity)),
        });
      }
    }
    const quantities = dishes.map((d) => d.quantity);
    expect(quantities).toEqual(quantities.toSorted((a, b) => b - a));
    expect(totals.revenue).toBe(sum(lines.map((l) => l.unitPrice * l.quantity)));
  });
});

describe('GET /api/reports/payments', () => {
  it('gives every payment method with its orders and revenue', async () => {
    const { methods, totals } = await report<PaymentsReport>('payments', octoberQuery);
    const sales = salesOf(october);
    expect(methods.map((m) => m.method)).toEqual([
      'CASH',
      'CREDIT_CARD',
      'CREDIT_CARD_ONLINE',
      'SZEP_CARD',
      'SZEP_CARD_ONLINE',
    ]);
    for (const method of methods) {
      const paid = sales.filter((o) => o.payment === method.method);
      expect(method).toEqual({
        method: method.method,
        orders: paid.length,
        revenue: sum(paid.map((o) => o.total)),
      });
    }
    expect(totals).toEqual({ orders: sales.length, revenue: sum(sales.map((o) => o.total)) });
  });
});

describe('GET /api/reports/decisions', () => {
  it('counts the rejections and cancellations per reason, a reason no longer known as none', async () => {
    const decisions = await report<DecisionsReport>('decisions', octoberQuery);
    const refused = written.filter(within(october)).filter((o) => isRefused(o.state));
    const reasonOf = (o: MonthOrder) => RefusalReason.safeParse(o.rejectionReason).data ?? null;
    const groups = new Set(refused.map((o) => `${o.state}/${reasonOf(o)}`));
    expect(decisions.reasons).toHaveLength(groups.size);
    for (const row of decisions.reasons) {
      const ofRow = refused.filter((o) => o.state === row.kind && reasonOf(o) === row.reason);
      expect(row).toEqual({ ...row, orders: ofRow.length, revenue: sum(ofRow.map((o) => o.total)) });
    }
    expect(decisions.reasons.some((row) => row.reason === null)).toBe(true);
    expect(decisions.totals).toEqual({
      placed: salesOf(october).length + refused.length,
      rejected: refused.filter((o) => o.state === 'REJECTED').length,
      cancelled: refused.filter((o) => o.state === 'CANCELLED').length,
    });
  });
});

describe('GET /api/reports/promises', () => {
  it('judges the delivered orders against their promised time: the share kept, median minutes late, buckets', async () => {
    const { totals, buckets } = await report<PromisesReport>('promises', octoberQuery);
    const minutesLate = salesOf(october)
      .filter((o) => o.state === 'DELIVERED' && o.promisedAt && o.deliveredAt)
      .map((o) => Math.ceil(((o.deliveredAt?.getTime() ?? 0) - (o.promisedAt?.getTime() ?? 0)) / 60_000));
    const late = minutesLate.filter((m) => m > 0).sort((a, b) => a - b);
    const middle = (values: number[]) =>
      values.length % 2
        ? values[(values.length - 1) / 2]
        : ((values[values.length / 2 - 1] ?? 0) + (values[values.length / 2] ?? 0)) / 2;
    expect(totals).toEqual({
      delivered: minutesLate.length,
      kept: minutesLate.length - late.length,
      late: late.length,
      keptShare: (minutesLate.length - late.length) / minutesLate.length,
      medianMinutesLate: middle(late),
      medianMinutes: middle(minutesLate.toSorted((a, b) => a - b)),
    });
    expect(buckets.map((b) => b.bucket)).toEqual(['kept', 'upTo5', 'upTo15', 'upTo30', 'over30']);
    expect(buckets[0]?.orders).toBe(totals.kept);
    expect(buckets.find((b) => b.bucket === 'upTo15')?.orders).toBe(
      late.filter((m) => m > 5 && m <= 15).length,
    );
    expect(sum(buckets.map((b) => b.orders))).toBe(totals.delivered);
  });
});

describe('report requests refused', () => {
  it.each([
    ['reversed', 'from=2026-10-20&to=2026-10-19', 'to'],
    ['over three years', 'from=2023-10-01&to=2026-10-01', 'to'],
    ['not a day', 'from=2026-02-30&to=2026-03-01', 'from'],
    ['without a start', 'to=2026-03-01', 'from'],
    ['without an end', 'from=2026-10-20', 'to'],
    ['compared with something unknown', `${octoberQuery}&compare=next`, 'compare'],
  ])('a range %s is a 400 naming the field', async (_, query, field) => {
    const response = await t.app.inject({ url: `/api/reports/sales?${query}`, headers });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ errorType: 'VALIDATION_ERROR', field });
  });

  it('answers a range of exactly three years (1096 days)', async () => {
    await report<SalesReport>('payments', 'from=2023-10-02&to=2026-10-01');
  });

  it('is for managers and admins: a shop assistant gets 403, a guest 401', async () => {
    const assistant = (await loggedInUser(t.app, t.db, { role: 'SHOP_ASSISTANT' })).headers;
    const admin = (await loggedInUser(t.app, t.db, { role: 'ADMIN' })).headers;
    for (const kind of ['sales', 'hours', 'products', 'payments', 'decisions', 'promises']) {
      const url = `/api/reports/${kind}?${octoberQuery}`;
      expect((await t.app.inject({ url, headers: assistant })).statusCode, kind).toBe(403);
      expect((await t.app.inject({ url })).statusCode, kind).toBe(401);
      expect((await t.app.inject({ url, headers: admin })).statusCode, kind).toBe(200);
    }
  });
});
