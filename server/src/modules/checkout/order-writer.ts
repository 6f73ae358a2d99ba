import { orderDayOf } from '@konyha/domain/menu/stock';
import type { EncryptedCard } from '@konyha/domain/orders/checkout.schemas';
import { isOnlinePayment } from '@konyha/domain/orders/payment-methods';
import type { Database, Queryable } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import type { CatalogueService } from '../catalogue/catalogue.service.ts';
import type { CouponService } from '../coupon/coupon.service.ts';
import { type OrderRow, orderBook, type StatusLinks } from '../order/order.service.ts';
import type { PaymentService } from '../payment/payment.service.ts';
import type { ScheduleService } from '../schedule/schedule.service.ts';
import type { OrderRequest, SlotClaim } from './admission.ts';
import type { PlacedOrders } from './checkout.service.ts';
import { type LunchVariants, lunchClaims } from './lunch-pricing.ts';
import { orderLinesOf, orderMoneyOf, type PricedCart } from './pricing.ts';
import { portionClaims } from './stock.ts';

/** Signals that a concurrent request with the same idempotency key won; its order is the answer. */
export class DuplicateRequest extends Error {}

/** The staff member who takes an order by phone (issue 30), and what taking it does in its transaction. */
export interface Taker {
  id: number;
  name: string;
  /** Why a full slot is taken anyway; without it a full slot is refused as the web shop refuses it. */
  slotOverrideReason: string | null;
  /**
   * Accepts the written order before it counts (the order module's acceptTaken); `slotOverridden`: the reason, when
   * the slot was full. Answers the order as it then stands.
   */
  accept(tx: Queryable, row: OrderRow, slotOverridden: string | null): Promise<OrderRow>;
}

export interface NewOrder {
  request: OrderRequest;
  contact: { userId: number | null; name: string; email: string; phone: string };
  /** Priced with the delivery fee quoted for its address: the order keeps these figures as they are. */
  priced: PricedCart;
  customerKey: string | null;
  preOrderDate: Date | null;
  slot: SlotClaim;
  now: Date;
  /** The card payload that pays for it, when paid online with a card now. */
  card: EncryptedCard | undefined;
  idempotencyKey: string | undefined;
  requestHash: string;
  /** Staff took it by phone: it is theirs, and accepted by them (absent: the guest placed it on the web). */
  taker?: Taker;
}

/**
 * Writes a new order in one transaction: the order, its place in its slot, its lines, the coupon's use, the card
 * session spent, and the status link the order's answer gives the guest.
 */
export function createOrderWriter({
  database,
  schedule,
  catalogue,
  lunchVariants,
  coupons,
  payments,
  orderPayments,
  links,
}: {
  database: Database;
  schedule: Pick<ScheduleService, 'claimSlot'>;
  catalogue: Pick<CatalogueService, 'takePortions'>;
  lunchVariants: Pick<LunchVariants, 'takePortions'>;
  coupons: CouponService;
  payments: PaymentService;
  orderPayments: PlacedOrders;
  links: StatusLinks;
}) {
  /**
   * Counts the order against its slot (409 SLOT_FULL, rolling the order back, when that fills it over capacity);
   * staff taking a full slot with a reason keep it. Answers that reason when the slot was full.
   */
  async function claimPlace(tx: Queryable, { slot, now, taker }: NewOrder): Promise<string | null> {
    if (slot.capacity === null) return null;
    try {
      await schedule.claimSlot(tx, slot.slotAt, slot.capacity, now);
      return null;
    } catch (error) {
      const reason = taker?.slotOverrideReason;
      if (!reason || !(error instanceof AppError && error.errorType === 'SLOT_FULL')) throw error;
      return reason;
    }
  }

  return async function writeOrder(order: NewOrder): Promise<{ row: OrderRow; statusUrl: string }> {
    const { request, contact, priced, now } = order;
    const online = isOnlinePayment(request.payment);
    return database.db.transaction(async (tx) => {
      const row = await orderBook.insert(tx, {
        userId: contact.userId,
        name: contact.name,
        email: contact.email,
        phone: contact.phone,
        ...request.address,
        note: request.note,
        payment: request.payment,
        payWith: request.payWith ?? null,
        tip: request.tip,
        invoice: request.invoice ?? null,
        payed: false,
        orderDate: now,
        preOrderDate: order.preOrderDate,
        slotAt: order.slot.slotAt,
        couponCode: priced.coupon?.code ?? null,
        couponDiscount: priced.coupon?.discount ?? null,
        ...orderMoneyOf(priced),
        language: request.language,
        paymentStatus: online ? 'PENDING' : 'NONE',
        idempotencyKey: order.idempotencyKey ?? null,
        requestHash: order.requestHash,
        ...(order.taker && { source: 'PHONE', takenBy: order.taker.id, takenByName: order.taker.name }),
      });
      if (!row) throw new DuplicateRequest();
      // Counted after the insert, so a concurrent twin of this request replays the first order instead of being
      // refused for the place that order took.
      const slotOverridden = await claimPlace(tx, order);
      const day = orderDayOf({ slotAt: order.slot.slotAt, orderDate: now });
      await catalogue.takePortions(tx, portionClaims(priced.lines, request.products), day, row.id);
      await lunchVariants.takePortions(tx, lunchClaims(priced.lunchLines), row.id);
      // The payload pays for this order only; a replay of this very request was answered before.
      if (order.card) await payments.spendCardSession(tx, order.card, now);
      await orderBook.insertLines(
        tx,
        orderLinesOf(priced).map((line) => ({ ...line, orderId: row.id })),
      );
      if (priced.coupon && order.customerKey) {
        await coupons.redeem(tx, {
          couponId: priced.coupon.id,
          orderId: row.id,
          userId: contact.userId,
          customerKey: order.customerKey,
        });
      }
      const placed = order.taker ? await order.taker.accept(tx, row, slotOverridden) : row;
      // Staff hear of an online order, and the guest gets its mail, only once it is paid.
      if (!online) await orderPayments.confirm(tx, placed);
      return { row: placed, statusUrl: await links.mintUrl(tx, row.id) };
    });
  };
}
