import { orderDayOf } from '@konyha/domain/menu/stock';
import type { Database, Queryable } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import type { MailQueue } from '../../platform/mail/mail.service.ts';
import { announceOrderUpdate } from '../../realtime/order-notifier.ts';
import { orderRefusedMail } from '../../templates/order-decision-mail.ts';
import type { CatalogueService } from '../catalogue/catalogue.service.ts';
import { type CouponService, customerKey } from '../coupon/coupon.service.ts';
import type { EventLogService } from '../event-log/event-log.service.ts';
import type { ScheduleService } from '../schedule/schedule.service.ts';
import * as repo from './order.repository.ts';
import { asOrder } from './order-refusal.ts';
import type { StatusLinks } from './status-links.ts';

export interface LatePaymentDeps {
  database: Database;
  clock: () => Date;
  eventLog: Pick<EventLogService, 'record'>;
  mail: MailQueue;
  coupons: Pick<CouponService, 'usable' | 'redeem'>;
  catalogue: Pick<CatalogueService, 'takePortions'>;
  schedule: Pick<ScheduleService, 'reclaimSlot'>;
  links: StatusLinks;
  /** Makes the revived order count: staff hear it ring, the guest gets the confirmation (order-payments.ts). */
  confirm(tx: Queryable, row: repo.OrderRow): Promise<void>;
}

/**
 * A payment that arrives after its order was given up (issue 27): the order comes back when what it held is still
 * free (its portions, its slot's place, its coupon), else the money goes back. Either way staff see it: a revived
 * order rings as a new one, a refunded one shows in the orders with its refund, and the event log says which.
 */
export function createLatePayments({
  database,
  clock,
  eventLog,
  mail,
  coupons,
  catalogue,
  schedule,
  links,
  confirm,
}: LatePaymentDeps) {
  const db = database.db;
  const logged = (tx: Queryable, orderId: number, note: 'REVIVED' | 'REFUNDED', payed: boolean) =>
    eventLog.record(tx, [
      { eventDateTime: clock(), userId: null, orderId, eventType: 'LATE_PAYMENT', note, payed },
    ]);

  /** Takes back, in the order's transaction, what a given-up order gave back; refuses (AppError) what is gone. */
  async function retake(tx: Queryable, row: repo.OrderRow, now: Date) {
    if (row.slotAt) await schedule.reclaimSlot(tx, row.slotAt, now);
    const lines = await repo.linesOf(tx, [row.id]);
    const claims = lines.flatMap((line, index) =>
      line.productId === null
        ? []
        : [
            {
              productId: line.productId,
              quantity: line.quantity,
              name: line.name,
              field: `products.${index}`,
            },
          ],
    );
    await catalogue.takePortions(
      tx,
      claims,
      orderDayOf({ slotAt: row.slotAt, orderDate: row.orderDate }),
      row.id,
    );
    const key = customerKey(row.email);
    if (row.couponCode && key) {
      const coupon = await coupons.usable(tx, row.couponCode, key);
      await coupons.redeem(tx, {
        couponId: coupon.id,
        orderId: row.id,
        userId: row.userId,
        customerKey: key,
      });
    }
  }

  return {
    /**
     * Revives a given-up order paid late. `taken`: what it held is gone (sold out, the slot full, the coupon used or
     * switched off meanwhile), nothing changed; `moved`: it is no longer given up (a twin notification won).
     */
    async revive(orderId: number, reference: string): Promise<'revived' | 'taken' | 'moved'> {
      try {
        return await db.transaction(async (tx) => {
          const current = await repo.lockOrder(tx, orderId);
          if (current?.paymentStatus !== 'ABANDONED') return 'moved';
          // An order staff took by phone (issue 30) comes back as its taker accepted it, any other as new.
          const state = current.acceptedAt && !current.preOrderDate ? 'PREPARING' : 'NEW';
          await repo.updateOrder(tx, orderId, { state, rejectionReason: null, rejectionNote: null });
          const row = await repo.updatePayment(tx, orderId, {
            payed: true,
            paymentStatus: 'PAID',
            paymentReference: reference,
            paymentCheckedAt: clock(),
          });
          if (!row) return 'moved';
          await retake(tx, row, clock());
          await logged(tx, orderId, 'REVIVED', true);
          await confirm(tx, row);
          return 'revived';
        });
      } catch (error) {
        if (error instanceof AppError) return 'taken';
        throw error;
      }
    },

    /**
     * The late payment went back through the provider: the order stays cancelled, marked refunded; the guest told.
     * Answers whether it was still given up (a twin notification may have recorded it first).
     */
    refunded: (orderId: number, refundReference: string): Promise<boolean> =>
      db.transaction(async (tx) => {
        const row = await repo.updatePayment(
          tx,
          orderId,
          { payed: false, paymentStatus: 'REFUNDED', refundReference, paymentCheckedAt: clock() },
          'ABANDONED',
        );
        if (!row) return false;
        await logged(tx, orderId, 'REFUNDED', false);
        await mail.queue(
          tx,
          'order-refused',
          orderRefusedMail(await asOrder(tx, row), true, await links.mintUrl(tx, orderId)),
        );
        await announceOrderUpdate(tx, orderId);
        return true;
      }),
  };
}

export type LatePayments = ReturnType<typeof createLatePayments>;
