// Three years of a busy restaurant, written through the server's own code: each order is priced by the checkout's
// pricing (options, coupon checked for the customer, VAT split), written by the order writer with its own `now`,
// and then lived through (accepted, prepared, delivered and paid, or refused) with the order module's
// recordPastOutcome and the event log's writer. One transaction per day: fast enough for a bench, and what one day's work would have committed.
import { localDay } from '@konyha/domain/restaurant/local-time';
import { wallInstant } from '@konyha/domain/restaurant/opening-hours';
import { capacityOn, slotOfInstant } from '@konyha/domain/restaurant/slot-capacity';
import { sql } from 'drizzle-orm';
import type { Database, Db, Tx } from '../../../server/src/db/client.ts';
import { seedZipCodes } from '../../../server/src/db/seed/delivery.seed.ts';
import {
  createCatalogueService,
  storedProductsOfType,
} from '../../../server/src/modules/catalogue/catalogue.service.ts';
import { createPricing } from '../../../server/src/modules/checkout/checkout.service.ts';
import { createCouponService } from '../../../server/src/modules/coupon/coupon.service.ts';
import { createDeliveryService } from '../../../server/src/modules/delivery/delivery.service.ts';
import {
  createEventLogService,
  type EventInsert,
} from '../../../server/src/modules/event-log/event-log.service.ts';
import { createLunchMenuService } from '../../../server/src/modules/lunch-menu/lunch-menu.service.ts';
import { createMenuOptionsService } from '../../../server/src/modules/menu-options/menu-options.service.ts';
import {
  createOrderReads,
  createStatusLinks,
  recordPastOutcome,
} from '../../../server/src/modules/order/order.service.ts';
import { createScheduleService } from '../../../server/src/modules/schedule/schedule.service.ts';
import { createSettingsService } from '../../../server/src/modules/settings/settings.service.ts';
import { historyDays, ordersPerDay, planDay } from './calendar.ts';
import { aftermath, drawFate } from './lifecycle.ts';
import { type PlacedOrder, placeOrder, type Shopper } from './place-order.ts';
import { seededRandom } from './random.ts';
import { openShop } from './shop.ts';

export interface HistoryOptions {
  orders: number;
  years: number;
  /** The history's last local day (yyyy-MM-dd): fixed, so the same options give the same database. */
  until: string;
  seed: number;
  customers: number;
}

export const defaultHistory: HistoryOptions = {
  orders: 150_000,
  years: 3,
  until: '2026-11-01',
  seed: 18,
  customers: 600,
};

const day = 86_400_000;

/** Fills a migrated, empty database with the history `options` describe; `progress` hears each finished month. */
export async function generateHistory(
  database: Database,
  options: HistoryOptions,
  progress: (line: string) => void = () => undefined,
) {
  const random = seededRandom(options.seed);
  const days = historyDays(options.until, options.years);
  const since = new Date(wallInstant(days[0] as string, '00:00') - 30 * day);
  let now = since;
  const clock = () => now;
  const { staff, customers } = await openShop(database, options.customers, random, since);

  const eventLog = createEventLogService({ database });
  const orderReads = createOrderReads(database);
  const schedule = createScheduleService({ database, clock, eventLog, orders: orderReads });
  const optionGroups = createMenuOptionsService({ database });
  const catalogue = createCatalogueService({
    database,
    clock,
    schedule,
    options: optionGroups,
    orders: orderReads,
  });
  const coupons = createCouponService({ database });
  const lunch = createLunchMenuService({ database, catalogue, orders: orderReads });
  const settings = await createSettingsService({ database, eventLog, clock }).read();
  const rules = await schedule.rules();
  // The status links the order writer mints for each order's answer.
  const links = createStatusLinks({ database, clock, publicUrl: 'http://localhost:8080' });
  // PGlite runs one transaction at a time: whatever the day's transaction needs is read before it begins.
  const delivery = createDeliveryService({ database });
  const shipping = new Map<string, number>();
  for (const { zipCode } of seedZipCodes)
    shipping.set(zipCode, await delivery.shippingCost(zipCode, 'address.zipCode'));
  const menu = [
    ...(await storedProductsOfType(database.db, 'FOOD')),
    ...(await storedProductsOfType(database.db, 'DRINK')),
  ];
  const products = await catalogue.byIds(menu.filter((p) => p.orderable).map((p) => p.id));
  const pricing = createPricing({
    // The menu does not change during the history: the products are read once, priced by the checkout's rules.
    catalogue: { ...catalogue, byIds: async (ids) => products.filter((p) => ids.includes(p.id)) },
    coupons,
    // The history has no lunch menu: no line names a variant.
    lunchVariants: lunch,
  });
  const shippingOf = (zipCode: string) => shipping.get(zipCode) ?? 0;

  const shares = customers.map((c) => c.share);
  const counts = ordersPerDay(days, options.orders, rules.hours, random);
  const started = performance.now();
  let written = 0;
  for (const [index, today] of days.entries()) {
    const count = counts[index] ?? 0;
    const planned = planDay(rules, today, count, random);

    await database.db.transaction(async (tx) => {
      // The day's transaction is each order's transaction too (no savepoint per order: PGlite pays ~0.3 ms for
      // each statement, and an order of the history cannot fail halfway).
      const inDay = new Proxy(tx, {
        get: (target, name, receiver) =>
          name === 'transaction'
            ? (work: (t: Tx) => Promise<unknown>) => work(target)
            : Reflect.get(target, name, receiver),
      });
      const dayDb: Database = { ...database, db: inDay as unknown as Db };
      const logged: EventInsert[] = [];
      for (const { at, preOrderDate } of planned) {
        now = at;
        const shopper: Shopper = random.chance(0.72) ? random.weighted(customers, shares) : null;
        const slotAt =
          preOrderDate ??
          slotOfInstant(
            new Date(at.getTime() + settings.deliveryMinutes * 60_000),
            rules.hours,
            rules.settings,
          );
        const placed: PlacedOrder = await placeOrder(
          { database: dayDb, tx, pricing, catalogue, lunch, schedule, coupons, links, settings, shippingOf },
          {
            now: at,
            preOrderDate,
            slot: { slotAt, capacity: capacityOn(rules.settings, localDay(slotAt)) },
            shopper,
            products,
          },
          random,
        );
        const fate = drawFate(random);
        const after = aftermath(placed.row, fate, random.pick(staff), random);
        await recordPastOutcome(tx, placed.row.id, after);
        if (after.change.rejectionReason) await coupons.release(tx, placed.row.id);
        logged.push(...after.events);
      }
      await eventLog.record(tx, logged);
    });
    written += planned.length;
    if (today.endsWith('-01') || index === days.length - 1)
      progress(`${today}: ${written} orders in ${((performance.now() - started) / 1000).toFixed(0)} s`);
  }
  // A database that lived three years has had its statistics gathered many times (autovacuum on PostgreSQL); PGlite
  // has no autovacuum, so the generated one gets them once.
  await database.db.execute(sql`vacuum analyze`);
  return { orders: written, customers: customers.length, staff: staff.length };
}
