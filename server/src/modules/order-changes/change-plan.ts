import {
  changeRefusal,
  contentChanges,
  forbiddenForRole,
  grownKeys,
} from '@konyha/domain/orders/order-changes';
import type { orderContentRequestSchema } from '@konyha/domain/orders/order-changes.schemas';
import type { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { AppError, invalidField, notFound } from '../../errors.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import type { CatalogueService } from '../catalogue/catalogue.service.ts';
import { createPricing, type LunchVariants, refuseSoldOut, slotFor } from '../checkout/checkout.service.ts';
import type { CouponService } from '../coupon/coupon.service.ts';
import type { DeliveryService } from '../delivery/delivery.service.ts';
import { addressOf, type OrderRow, orderContent } from '../order/order.service.ts';
import type { ScheduleService } from '../schedule/schedule.service.ts';
import type { SettingsService } from '../settings/settings.service.ts';
import {
  choicesOf,
  contentOf,
  keptLunchOf,
  keyOf,
  pricedContentLines,
  requestedAddress,
} from './order-content.ts';

export type ContentRequest = z.output<typeof orderContentRequestSchema>;

/** Thrown when the version a change was made against is not the order's; answered with the order as it stands. */
export class StaleVersion extends Error {}

/** Refuses an order that may not change now (409, or 409 PAYMENT_PENDING), as the other staff actions do. */
export function refuseUnchangeable(row: OrderRow) {
  const refusal = changeRefusal(row);
  if (refusal === 'PAYMENT_PENDING')
    throw new AppError('PAYMENT_PENDING', `Order ${row.id} waits for its online payment`, 'payment');
  if (refusal) throw new AppError('CONFLICT', `Order ${row.id} is ${row.state}`, 'state');
}

export interface PlanDeps {
  database: Database;
  catalogue: CatalogueService;
  coupons: CouponService;
  lunchVariants: LunchVariants;
  delivery: Pick<DeliveryService, 'quote'>;
  schedule: Pick<ScheduleService, 'rules'>;
  settings: Pick<SettingsService, 'read'>;
}

/**
 * What a change will write, worked out from the order as read before its transaction (the menu, the delivery fee and
 * the schedule are read as the checkout reads them, outside any transaction): who may, the new address, slot, lines
 * and money, and the parts that differ. The transaction then holds it only if the order is still that version.
 */
export function createChangePlanner(deps: PlanDeps) {
  const { database, delivery, schedule } = deps;
  const db = database.db;
  const priceCart = createPricing(deps);

  /** The slot part of the row: unchanged, or the new pre-order time (null: as soon as possible) and its slot. */
  async function slotOf(before: OrderRow, request: ContentRequest, now: Date) {
    const unchanged = {
      preOrderDate: before.preOrderDate,
      slotAt: before.slotAt,
      promisedAt: before.promisedAt,
    };
    if (request.preOrderDate === undefined) return unchanged;
    const preOrderDate = request.preOrderDate === null ? null : new Date(request.preOrderDate);
    if (preOrderDate?.getTime() === before.preOrderDate?.getTime()) return unchanged;
    const [rules, { deliveryMinutes }] = await Promise.all([schedule.rules(), deps.settings.read()]);
    const slotAt = slotFor(preOrderDate, rules, deliveryMinutes, now);
    // An accepted order's promise moves with its slot (as soon as possible: the slot's time).
    const promisedAt = before.acceptedAt ? (preOrderDate ?? slotAt) : before.promisedAt;
    return { preOrderDate, slotAt, promisedAt };
  }

  return async function plan(auth: AuthUser, id: number, request: ContentRequest, now: Date) {
    const before = await orderContent.find(db, id);
    if (!before) throw notFound('Order');
    refuseUnchangeable(before);
    if (request.version !== before.version) throw new StaleVersion();

    const lines = await orderContent.linesOf(db, [id]);
    const had = choicesOf(lines);
    const beforeContent = contentOf(before, addressOf(before), lines);
    const forbidden = forbiddenForRole(
      auth.role,
      { ...beforeContent, lines: had },
      { ...request, lines: request.products },
    );
    if (forbidden) throw new AppError('FORBIDDEN', `Your role may not change ${forbidden}`, forbidden);

    const address = requestedAddress(before, request.address);
    const { courierNote: _note, ...where } = address;
    const moved = Object.entries(where).some(
      ([field, value]) => before[field as keyof typeof where] !== value,
    );
    // A new address is quoted again (zip, city, street); the same one keeps the fee it was ordered with.
    const shippingCost = moved ? await delivery.quote(address, 'address') : before.shippingCost;
    const slot = await slotOf(before, request, now);
    const keptLunch = keptLunchOf(lines);
    if (request.products.length === 0 && keptLunch.length === 0) throw invalidField('products', 'emptyCart');
    const grown = grownKeys(had, request.products);
    const priced = await priceCart(request.products, {
      // A dish that comes in or grows must be available when the order is for: its pre-order time, else now.
      at: slot.preOrderDate ?? now,
      couponCode: null,
      customerKey: null,
      guardCoupon: (check) => check(db),
      shippingCost: async () => shippingCost,
      shippingVatRate: before.shippingVatRate,
      // The order's coupon is its own use already: kept as it was, not refused as used.
      placed: {
        coupon: before.couponCode ? { code: before.couponCode, discount: before.couponDiscount ?? 0 } : null,
        grown,
        lunch: keptLunch,
      },
    });
    // A dish marked sold out may stay in the order; it may not come in or grow.
    refuseSoldOut(
      priced.lines.filter((line) => grown.has(keyOf(line))),
      request.products,
      slot.slotAt ?? now,
    );
    const after = contentOf(
      { preOrderDate: slot.preOrderDate, note: request.note ?? before.note, total: priced.money.total },
      address,
      pricedContentLines(priced),
    );
    const changes = contentChanges(beforeContent, after, before.language === 'en' ? 'en' : 'hu');
    return { before, lines, address, slot, priced, changes };
  };
}

export type ChangePlan = Awaited<ReturnType<ReturnType<typeof createChangePlanner>>>;
