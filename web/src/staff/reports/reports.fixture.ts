import { weekdays } from '@konyha/domain/restaurant/weekdays';
import type { Report } from './api.ts';

/** Answers of the six reports for a range of three days (and the three before), as the server would give them. */
export function reportAnswers(range = { from: '2026-11-23', to: '2026-11-25' }) {
  const previousRange = { from: '2026-11-20', to: '2026-11-22' };
  const sales: Report<'sales'> = {
    range,
    days: [
      { date: range.from, orders: 2, revenue: 12_990 },
      { date: '2026-11-24', orders: 0, revenue: 0 },
      { date: range.to, orders: 1, revenue: 4_500 },
    ],
    totals: { orders: 3, revenue: 17_490, averageBasket: 5_830, couponsUsed: 1, couponDiscount: 1_299 },
    previous: {
      range: previousRange,
      days: [
        { date: '2026-11-20', orders: 1, revenue: 3_000 },
        { date: '2026-11-21', orders: 1, revenue: 5_000 },
        { date: '2026-11-22', orders: 0, revenue: 0 },
      ],
      totals: { orders: 2, revenue: 8_000, averageBasket: 4_000, couponsUsed: 0, couponDiscount: 0 },
    },
  };
  // Two dinners on Monday at 18 and a lunch on Wednesday at 12; the previous period had four Monday dinners.
  const cells = (mondayDinners: number, wednesdayLunches: number) =>
    weekdays.flatMap((weekday) =>
      Array.from({ length: 24 }, (_, hour) => {
        const orders =
          weekday === 'MONDAY' && hour === 18
            ? mondayDinners
            : weekday === 'WEDNESDAY' && hour === 12
              ? wednesdayLunches
              : 0;
        return { weekday, hour, orders, revenue: orders * 5_000 };
      }),
    );
  const hours: Report<'hours'> = {
    range,
    cells: cells(2, 1),
    totals: { orders: 3, revenue: 15_000 },
    previous: { range: previousRange, cells: cells(4, 0), totals: { orders: 4, revenue: 20_000 } },
  };
  const dish = (id: number, name: string, nameEnglish: string, quantity: number, revenue: number) => ({
    key: `product:${id}`,
    productId: id,
    name,
    nameEnglish,
    quantity,
    revenue,
    options: [] as Report<'products'>['products'][number]['options'],
  });
  const products: Report<'products'> = {
    range,
    products: [
      {
        ...dish(1, 'Gulyásleves', 'Goulash soup', 4, 9_960),
        options: [
          {
            groupName: 'Kenyér',
            groupNameEnglish: 'Bread',
            name: 'Rozskenyér',
            nameEnglish: 'Rye bread',
            quantity: 3,
            revenue: 600,
          },
        ],
      },
      dish(2, 'Rántott sajt', 'Fried cheese', 2, 5_980),
      dish(3, 'Somlói galuska', 'Somlói sponge cake', 1, 1_550),
    ],
    totals: { quantity: 7, revenue: 17_490 },
  };
  const payments: Report<'payments'> = {
    range,
    methods: [
      { method: 'CASH', orders: 2, revenue: 12_990 },
      { method: 'CREDIT_CARD_ONLINE', orders: 1, revenue: 4_500 },
    ],
    totals: { orders: 3, revenue: 17_490 },
  };
  const decisions: Report<'decisions'> = {
    range,
    reasons: [{ kind: 'REJECTED', reason: 'TOO_BUSY', orders: 1, revenue: 3_490 }],
    totals: { placed: 4, rejected: 1, cancelled: 0 },
  };
  const promises: Report<'promises'> = {
    range,
    totals: { delivered: 3, kept: 2, late: 1, keptShare: 2 / 3, medianMinutesLate: 12, medianMinutes: -3 },
    buckets: [
      { bucket: 'kept', orders: 2 },
      { bucket: 'upTo5', orders: 0 },
      { bucket: 'upTo15', orders: 1 },
      { bucket: 'upTo30', orders: 0 },
      { bucket: 'over30', orders: 0 },
    ],
  };
  return { sales, hours, products, payments, decisions, promises };
}
