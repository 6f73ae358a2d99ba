import { createHash } from 'node:crypto';
import { deliveryVatRate as defaultDeliveryVatRate } from '@konyha/domain/accounting/vat';
import { payWithProblem } from '@konyha/domain/orders/cash';
import type { ParsedCalculateRequest } from '@konyha/domain/orders/checkout.schemas';
import { isOnlinePayment } from '@konyha/domain/orders/payment-methods';
import type { FastifyBaseLogger } from 'fastify';
import type { Database, Queryable } from '../../db/client.ts';
import { AppError, invalidField } from '../../errors.ts';
import type { CouponGuard, RateLimitService } from '../../platform/rate-limits/rate-limits.service.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import type { CatalogueService } from '../catalogue/catalogue.service.ts';
import { type CouponService, customerKey } from '../coupon/coupon.service.ts';
import type { DeliveryService } from '../delivery/delivery.service.ts';
import { type OrderRow, orderBook, type StatusLinks } from '../order/order.service.ts';
import type { PaymentService } from '../payment/payment.service.ts';
import type { PaymentSettingsService } from '../payment-settings/payment-settings.service.ts';
import type { ScheduleService } from '../schedule/schedule.service.ts';
import type { SettingsService } from '../settings/settings.service.ts';
import type { UserService } from '../user/user.service.ts';
import { createOrderAdmission, type OrderRequest } from './admission.ts';
import type { LunchVariants } from './lunch-pricing.ts';
import { createOrderWriter, DuplicateRequest, type NewOrder, type Taker } from './order-writer.ts';
import { createPricing } from './pricing.ts';
import { refuseSoldOut } from './stock.ts';

// What the bench's history (scripts/bench/history) uses of the checkout to write its orders as the shop would.
export type { OrderRequest, SlotClaim } from './admission.ts';
// What a placed order's change (issue 30) prices and checks as placing it does.
export { slotFor } from './admission.ts';
export { type LunchVariants, lunchClaims, type PricedLunchLine } from './lunch-pricing.ts';
export { createOrderWriter, type Taker } from './order-writer.ts';
export { createPricing, orderLinesOf, orderMoneyOf, type PriceCart } from './pricing.ts';
export { portionClaims, refuseSoldOut } from './stock.ts';

export interface OrderAnswer {
  orderId: number;
  statusUrl: string;
  url?: string;
}

/**
 * What the checkout needs of an order it wrote that counts at once (not paid online): the order module's payments
 * side (order-payments.ts confirm), which app.ts passes in: staff hear of it, the guest gets the confirmation mail.
 */
export interface PlacedOrders {
  confirm(tx: Queryable, row: OrderRow): Promise<void>;
}

export interface CheckoutDeps {
  database: Database;
  limits: RateLimitService;
  settings: SettingsService;
  schedule: Pick<ScheduleService, 'rules' | 'claimSlot'>;
  users: UserService;
  coupons: CouponService;
  delivery: DeliveryService;
  catalogue: CatalogueService;
  /** Issue 31: the lunch menu's variants as orders take them. */
  lunchVariants: LunchVariants;
  payments: PaymentService;
  paymentSettings: Pick<PaymentSettingsService, 'requireOffered'>;
  orderPayments: PlacedOrders;
  links: StatusLinks;
  log: FastifyBaseLogger;
  clock: () => Date;
}

/**
 * The steps' answers, the steps run side by side: the first of them that failed (in the order given, not in time)
 * is the error, as if they had run one after another, so a request's first problem is always the one answered.
 */
async function settledInTurn<T extends unknown[]>(...steps: { [K in keyof T]: Promise<T[K]> }): Promise<T> {
  const settled = await Promise.allSettled(steps);
  for (const step of settled) if (step.status === 'rejected') throw step.reason;
  return settled.map((step) => (step as PromiseFulfilledResult<unknown>).value) as T;
}

const hashRequest = (body: unknown) => createHash('sha256').update(JSON.stringify(body)).digest('hex');

/** Who an order is for, as it keeps them; `email` is '' when staff took it by phone without one. */
export type OrderContact = NewOrder['contact'];

/**
 * The checkout module's door: pricing, placing and paying orders (issue 3), every rule checked again on the server.
 * An order once written is the order module's (states, decisions, changes, payments after placing).
 */
export function createCheckoutService(deps: CheckoutDeps) {
  const { database, limits, users, delivery, payments, paymentSettings, links, clock } = deps;
  const db = database.db;
  const admission = createOrderAdmission(deps);
  const priceCart = createPricing(deps);
  const writeOrder = createOrderWriter(deps);

  /**
   * The first answer again. Only the status token's hash is kept, so a replay carries a fresh link to the same
   * order (a replay needs the key and the very same request, so it gives nothing to anyone else).
   */
  async function replay(row: OrderRow, requestHash: string): Promise<OrderAnswer> {
    if (row.requestHash !== requestHash) {
      throw new AppError('IDEMPOTENCY_KEY_REUSED', 'This Idempotency-Key was used for a different order');
    }
    const statusUrl = await links.mintUrl(db, row.id);
    return { orderId: row.id, statusUrl, ...payments.pendingPage(row) };
  }

  /**
   * What the web shop checks of an admitted order before writing it, in its order: the delivery cost for the
   * address, the cart priced with its coupon, the minimum order value, cash paid with, dishes sold out for its time.
   */
  async function priceAdmitted(
    request: OrderRequest,
    { slot, preOrderDate, minOrderValue, deliveryVatRate }: Awaited<ReturnType<typeof admission.admit>>,
    key: string | null,
    guardCoupon: CouponGuard,
    now: Date,
  ) {
    const shippingCost = await delivery.quote(request.address, 'address');
    const priced = await priceCart(request.products, {
      // The windows judge a pre-order by its time, an order for now by now (issue 31).
      at: preOrderDate ?? now,
      couponCode: request.coupon,
      customerKey: key,
      guardCoupon,
      shippingCost: async () => shippingCost,
      shippingVatRate: deliveryVatRate,
    });
    // The items after the coupon only: the bottle deposit is not something bought (issue 17).
    admission.requireMinimum(priced.summary.discountedPrice, minOrderValue);
    // Against the server's own total: the pay form's total may be stale (a coupon refused, a price changed). The
    // note pays the courier's tip as well (issue 34).
    const cash = payWithProblem(request.payment, priced.summary.total + request.tip, request.payWith);
    if (cash) throw invalidField('payWith', cash);
    refuseSoldOut(priced.lines, request.products, slot.slotAt);
    return priced;
  }

  /** Staff are no coupon guessers: their coupon checks are not counted against an address. */
  const unguarded: CouponGuard = (check) => check(db);

  return {
    async calculate(request: ParsedCalculateRequest, auth: AuthUser | null, clientIp: string) {
      const zipCode = request.address?.zipCode;
      const priced = await priceCart(request.products, {
        couponCode: request.coupon,
        customerKey: auth ? customerKey((await users.contact(auth.id))?.email ?? null) : null,
        guardCoupon: limits.couponGuard(clientIp),
        shippingCost: async () => (zipCode ? delivery.shippingCost(zipCode, 'address.zipCode') : null),
        // The price answer shows no VAT, so the settings are not read for it.
        shippingVatRate: defaultDeliveryVatRate,
      });
      return priced.summary;
    },

    async placeOrder(
      request: OrderRequest,
      auth: AuthUser | null,
      idempotencyKey: string | undefined,
      clientIp: string,
    ): Promise<OrderAnswer> {
      const requestHash = hashRequest({ request, user: auth?.id ?? null });
      const earlier = idempotencyKey && (await orderBook.byIdempotencyKey(db, idempotencyKey));
      if (earlier) return replay(earlier, requestHash);
      const now = clock();
      // Before anything is counted or written: a method the restaurant does not take now is bad input (issue 27),
      // then whether the shop takes the order, then who orders; read side by side, refused in that order.
      const [, admitted, contact] = await settledInTurn(
        paymentSettings.requireOffered(request.payment),
        admission.admit(request, now),
        admission.contactOf(request, auth),
      );
      const { preOrderDate, slot } = admitted;
      // Counted before the outcome is known (so parallel orders cannot slip past), refusals from here on included.
      const counted = await limits.countOrder(clientIp, contact.email);
      const key = customerKey(contact.email);
      const priced = await priceAdmitted(request, admitted, key, limits.couponGuard(clientIp), now);
      // The sandbox bank reads the card from the pay form; a real provider's page takes it there (issue 27).
      const needsCard = payments.needsCard(request.payment);
      const encrypted = (needsCard && request.encryptedCardData) || undefined;
      if (needsCard && !encrypted) throw invalidField('encryptedCardData', 'required');
      const card = encrypted && payments.readCard(encrypted, now);

      const order = await writeOrder({
        request,
        contact,
        priced,
        customerKey: key,
        preOrderDate,
        slot,
        now,
        card: encrypted,
        idempotencyKey,
        requestHash,
      }).catch(async (error: unknown) => {
        if (!(error instanceof DuplicateRequest) || !idempotencyKey) throw error;
        await counted.release();
        const winner = await orderBook.byIdempotencyKey(db, idempotencyKey);
        if (!winner) throw error;
        return replay(winner, requestHash);
      });
      if ('orderId' in order) return order; // a concurrent twin of this request won: its answer
      const { row, statusUrl } = order;
      if (!isOnlinePayment(row.payment)) return { orderId: row.id, statusUrl };
      return { orderId: row.id, statusUrl, ...(await payments.pay(row, card)) };
    },

    /**
     * An order staff take by phone for `contact` (issue 30): admitted, priced and written exactly as the web shop's,
     * without the guest's rate limits, taken and accepted by `taker` in its transaction. An online method is paid
     * on the provider's page whose address (`url`) the guest is sent; the order waits for it as a web order does.
     */
    async placeTaken(
      request: OrderRequest,
      contact: OrderContact,
      taker: Taker,
    ): Promise<{ row: OrderRow; statusUrl: string; url?: string }> {
      const now = clock();
      await paymentSettings.requireOffered(request.payment);
      const admitted = await admission.admit(request, now);
      const key = customerKey(contact.email);
      const priced = await priceAdmitted(request, admitted, key, unguarded, now);
      const { row, statusUrl } = await writeOrder({
        request,
        contact,
        priced,
        customerKey: key,
        preOrderDate: admitted.preOrderDate,
        slot: admitted.slot,
        now,
        card: undefined,
        idempotencyKey: undefined,
        requestHash: hashRequest({ request, takenBy: taker.id }),
        taker,
      });
      if (!isOnlinePayment(row.payment)) return { row, statusUrl };
      return { row, statusUrl, ...(await payments.startLink(row)) };
    },
  };
}

export type CheckoutService = ReturnType<typeof createCheckoutService>;
