import type { OrderLineOption } from '@konyha/domain/menu/options.schemas';
import type { OrderState, PaymentMethod } from '@konyha/domain/orders/order-states';
import { paymentMethods } from '@konyha/domain/orders/order-states';
import type { Db } from '../src/db/client.ts';
import { eventLog, orderLines, orders } from '../src/db/schema/index.ts';

/**
 * A month of orders for the reports' tests (issue 33), made up in memory from a seeded random source and written
 * straight into the tables: states, payments, coupons, pre-orders, options, refusals, promises and deliveries vary,
 * so each report has something to add up. The tests compute what each report should say from these values.
 */
export interface MonthLine {
  productId: number | null;
  name: string;
  nameEnglish: string;
  unitPrice: number;
  quantity: number;
  options: OrderLineOption[];
}

export interface MonthOrder {
  id: number;
  orderDate: Date;
  preOrderDate: Date | null;
  state: OrderState;
  payment: PaymentMethod;
  paymentStatus: string;
  couponCode: string | null;
  originalPrice: number;
  discountedPrice: number;
  total: number;
  promisedAt: Date | null;
  deliveredAt: Date | null;
  rejectionReason: string | null;
  lines: MonthLine[];
}

const minute = 60_000;

/** A small deterministic generator (mulberry32): the same seed, the same month. */
function seeded(seed: number) {
  let state = seed;
  const next = () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  return { next, pick: <T>(items: readonly T[]) => items[Math.floor(next() * items.length)] as T };
}

const dishesOf = ([soup, chicken]: readonly [number, number]) => [
  { productId: soup, name: 'Gulyásleves', nameEnglish: 'Goulash soup', unitPrice: 2200 },
  { productId: chicken, name: 'Rántott csirke', nameEnglish: 'Fried chicken', unitPrice: 3400 },
  { productId: null, name: 'Heti menü A', nameEnglish: 'Weekly menu A', unitPrice: 2900 },
  { productId: null, name: 'Régi étel', nameEnglish: 'Old dish', unitPrice: 1500 },
];
const choices: OrderLineOption[] = [
  {
    optionId: 7,
    groupName: 'Köret',
    groupNameEnglish: 'Side',
    name: 'Hasábburgonya',
    nameEnglish: 'Fries',
    price: 400,
  },
  { optionId: 8, groupName: 'Köret', groupNameEnglish: 'Side', name: 'Rizs', nameEnglish: 'Rice', price: 0 },
  {
    optionId: null,
    groupName: 'Szósz',
    groupNameEnglish: 'Sauce',
    name: 'Tartár',
    nameEnglish: 'Tartar',
    price: 250,
  },
];

/**
 * `count` orders placed over the 31 days from `first` (an instant), every hour of the day possible; `products` are
 * two products of the menu (the lines' foreign keys), the second one ordered with options.
 */
export function makeMonth(
  first: Date,
  count: number,
  products: readonly [number, number],
  seed = 33,
): Omit<MonthOrder, 'id'>[] {
  const random = seeded(seed);
  const dishes = dishesOf(products);
  return Array.from({ length: count }, () => {
    const orderDate = new Date(first.getTime() + Math.floor(random.next() * 31 * 24 * 60) * minute);
    const preOrderDate =
      random.next() < 0.2
        ? new Date(orderDate.getTime() + Math.floor(random.next() * 3 * 24 * 60) * minute)
        : null;
    const lines = Array.from({ length: 1 + Math.floor(random.next() * 3) }, () => {
      const dish = random.pick(dishes);
      const options = dish.productId === products[1] ? [random.pick(choices)] : [];
      const unitPrice = dish.unitPrice + options.reduce((sum, option) => sum + option.price, 0);
      return { ...dish, unitPrice, quantity: 1 + Math.floor(random.next() * 3), options };
    });
    const originalPrice = lines.reduce((sum, line) => sum + line.unitPrice * line.quantity, 0);
    const couponCode = random.next() < 0.25 ? 'KONYHA10' : null;
    const discountedPrice = couponCode ? Math.round(originalPrice * 0.9) : originalPrice;
    const payment = random.pick(paymentMethods);
    const online = payment.endsWith('_ONLINE');
    const fate = random.next();
    const state: OrderState =
      fate < 0.08
        ? 'REJECTED'
        : fate < 0.13
          ? 'CANCELLED'
          : fate < 0.2
            ? random.pick(['NEW', 'READY'] as const)
            : 'DELIVERED';
    // Some online payments never went through: such an order is no sale, refused or not.
    const paymentStatus = online
      ? random.next() < 0.15
        ? random.pick(['PENDING', 'ABANDONED'])
        : 'PAID'
      : 'NONE';
    const forInstant = preOrderDate ?? orderDate;
    const promisedAt =
      state === 'DELIVERED' && random.next() < 0.95 ? new Date(forInstant.getTime() + 45 * minute) : null;
    const deliveredAt =
      state === 'DELIVERED' && promisedAt
        ? new Date(promisedAt.getTime() + Math.round((random.next() * 70 - 30) * 60) * 1000)
        : null;
    return {
      orderDate,
      preOrderDate,
      state,
      payment,
      paymentStatus,
      couponCode,
      originalPrice,
      discountedPrice,
      total: discountedPrice + 490,
      promisedAt,
      deliveredAt,
      rejectionReason:
        state === 'REJECTED'
          ? random.pick(['TOO_BUSY', 'ITEM_UNAVAILABLE', 'NOT_CONFIRMED', 'A_REASON_OF_OLD'])
          : state === 'CANCELLED'
            ? random.pick(['GUEST_REQUEST', 'GUEST_CANCELLED'])
            : null,
      lines,
    };
  });
}

/** Writes the month: each order, its lines, and the log entry of its delivery. */
export async function insertMonth(db: Db, month: Omit<MonthOrder, 'id'>[]): Promise<MonthOrder[]> {
  const written: MonthOrder[] = [];
  for (const order of month) {
    const { lines, deliveredAt, ...values } = order;
    const [row] = await db
      .insert(orders)
      .values({
        ...values,
        name: 'Vendég Vera',
        email: 'vera@example.com',
        phone: '+36 30 765 4321',
        zipCode: '1137',
        city: 'Budapest',
        street: 'Pozsonyi út 24.',
        couponDiscount: values.couponCode ? 10 : null,
        shippingCost: 490,
      })
      .returning({ id: orders.id });
    if (!row) throw new Error('order not written');
    await db.insert(orderLines).values(lines.map((line) => ({ ...line, orderId: row.id })));
    if (deliveredAt)
      await db.insert(eventLog).values({
        orderId: row.id,
        eventDateTime: deliveredAt,
        eventType: 'ORDER_STATE',
        orderStateFrom: 'DELIVERING',
        orderStateTo: 'DELIVERED',
      });
    written.push({ ...order, id: row.id });
  }
  return written;
}
