import { awaitsPayment } from '@konyha/domain/orders/hosted-payment';
import {
  type DecisionAction,
  isUnacknowledged,
  mayDecide,
  promiseFor,
} from '@konyha/domain/orders/order-alerts';
import type {
  AcceptRequest,
  CancelRequest,
  RejectRequest,
} from '@konyha/domain/orders/order-decisions.schemas';
import type { Database, Queryable } from '../../db/client.ts';
import { AppError, invalidField, notFound } from '../../errors.ts';
import type { MailQueue } from '../../platform/mail/mail.service.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import { announceOrderUpdate } from '../../realtime/order-notifier.ts';
import type { CouponService } from '../coupon/coupon.service.ts';
import type { EventLogService } from '../event-log/event-log.service.ts';
import type { Refund } from '../payment/payment.service.ts';
import * as repo from './order.repository.ts';
import { createAcceptance } from './order-acceptance.ts';
import type { DecisionOutcome, OrderEvents } from './order-events.ts';
import { asOrder, createRefusal, type Refusal } from './order-refusal.ts';
import type { StatusLinks } from './status-links.ts';

export interface OrderDecisionDeps {
  database: Database;
  clock: () => Date;
  eventLog: EventLogService;
  mail: MailQueue;
  coupons: CouponService;
  /** The payment module's refunds: a refused order's online payment goes back in the refusal's transaction. */
  refund: Refund;
  links: StatusLinks;
  /** Where an accepted order is announced (the printing module queues its paper there). */
  events: Pick<OrderEvents, 'announce'>;
}

/**
 * Staff decide by the rules of issue 12; the guest may cancel only while nobody has acknowledged the order, and not
 * while the payment provider's answer is awaited (they cancel on its page; a payment could still arrive).
 */
type Action = DecisionAction | 'guest-cancel';
const allowed = (row: repo.OrderRow, action: Action) =>
  action === 'guest-cancel' ? isUnacknowledged(row) && !awaitsPayment(row) : mayDecide(row, action);
/** What each action announces as decided; "ready" decides nothing anyone is alerted about (no push to withdraw). */
const outcomes: Record<Action, DecisionOutcome | null> = {
  accept: 'accepted',
  reject: 'rejected',
  cancel: 'cancelled',
  'guest-cancel': 'cancelled',
  start: 'started',
  ready: null,
};

/** Staff never move an order whose online payment is not settled (issue 27): its money may still come, or not. */
export function refusePending(row: repo.OrderRow) {
  if (awaitsPayment(row)) {
    throw new AppError('PAYMENT_PENDING', `Order ${row.id} waits for its online payment`, 'payment');
  }
}

/** 409 naming the state the order is in (and that it was accepted, for a pre-order still NEW). */
function conflict(row: repo.OrderRow) {
  const accepted = row.state === 'NEW' && row.acceptedAt !== null ? ' (accepted)' : '';
  return new AppError('CONFLICT', `Order ${row.id} is ${row.state}${accepted}`, 'state');
}

/**
 * Staff decisions on an order (issue 12): accept with a ready time, reject or cancel with a reason, start a
 * pre-order. Each locks the order row, so of two tablets pressing at once the first wins and the second gets 409;
 * each writes its event, the guest's mail and the staff screens' NOTIFY in the same transaction.
 */
export function createOrderDecisions({
  database,
  clock,
  eventLog,
  mail,
  coupons,
  refund,
  links,
  events,
}: OrderDecisionDeps) {
  const db = database.db;
  const refuse = createRefusal({ eventLog, mail, coupons, refund, links });
  const { acceptIn, acceptTaken, announceAccepted } = createAcceptance({
    clock,
    eventLog,
    mail,
    links,
    events,
  });

  /** Moves an accepted order one kitchen step on, logged as the state dropdown's change is. */
  async function moveOn(
    tx: Queryable,
    auth: AuthUser,
    current: repo.OrderRow,
    now: Date,
    state: 'PREPARING' | 'READY',
  ) {
    const row = await repo.updateOrder(tx, current.id, {
      state,
      acknowledgedAt: current.acknowledgedAt ?? now,
    });
    await eventLog.record(tx, [
      {
        eventDateTime: now,
        userId: auth.id,
        orderId: current.id,
        eventType: 'ORDER_STATE',
        orderStateFrom: current.state,
        orderStateTo: state,
      },
    ]);
    return row;
  }

  async function decide(
    id: number,
    action: Action,
    work: (tx: Queryable, current: repo.OrderRow, now: Date) => Promise<repo.OrderRow | undefined>,
  ) {
    return db.transaction(async (tx) => {
      const current = await repo.lockOrder(tx, id);
      if (!current) throw notFound('Order');
      if (action !== 'guest-cancel') refusePending(current);
      if (!allowed(current, action)) throw conflict(current);
      const row = (await work(tx, current, clock())) ?? current;
      const outcome = outcomes[action];
      if (outcome) await events.announce(tx, 'decided', { orderId: id, outcome });
      await announceOrderUpdate(tx, id);
      return asOrder(tx, row);
    });
  }

  /**
   * A refusal by the system (a timer, or the payment provider's word; in the caller's transaction) of an order it
   * still `applies` to once locked; answers whether it refused.
   */
  async function refuseBySystem(
    tx: Queryable,
    id: number,
    now: Date,
    applies: (row: repo.OrderRow) => boolean,
    decision: Omit<Refusal, 'userId'>,
  ): Promise<boolean> {
    const current = await repo.lockOrder(tx, id);
    if (!current || !applies(current)) return false;
    await refuse(tx, current, now, { userId: null, ...decision });
    const outcome = decision.state === 'REJECTED' ? 'rejected' : 'cancelled';
    await events.announce(tx, 'decided', { orderId: id, outcome });
    await announceOrderUpdate(tx, id);
    return true;
  }

  return {
    acceptTaken,
    announceAccepted,

    /** An ASAP order goes to PREPARING; a pre-order stays NEW (it rings again before its slot until started). */
    accept: (auth: AuthUser, id: number, request: AcceptRequest) =>
      decide(id, 'accept', async (tx, current, now) => {
        const promise = promiseFor(current, request, now);
        if ('field' in promise) throw invalidField(promise.field, promise.message);
        const state = current.preOrderDate ? 'NEW' : 'PREPARING';
        return acceptIn(tx, current, now, { userId: auth.id, promisedAt: promise.promisedAt, state });
      }),

    reject: (auth: AuthUser, id: number, { reason, note }: RejectRequest) =>
      decide(id, 'reject', (tx, current, now) =>
        refuse(tx, current, now, { userId: auth.id, state: 'REJECTED', reason, ...(note && { note }) }),
      ),

    cancel: (auth: AuthUser, id: number, { reason, note }: CancelRequest) =>
      decide(id, 'cancel', (tx, current, now) =>
        refuse(tx, current, now, { userId: auth.id, state: 'CANCELLED', reason, ...(note && { note }) }),
      ),

    /**
     * The guest cancels on the status page while the order is NEW and nobody has acknowledged it: the same refusal
     * as staff's (coupon freed, online payment refunded, mail), so a staff accept at the same moment wins or loses
     * on the row lock and the money goes back once at most.
     */
    cancelByGuest: (id: number) =>
      decide(id, 'guest-cancel', (tx, current, now) =>
        refuse(tx, current, now, { userId: null, state: 'CANCELLED', reason: 'GUEST_CANCELLED' }),
      ),

    /** A pre-order's "start preparing": to PREPARING, which ends its second ringing. */
    start: (auth: AuthUser, id: number) =>
      decide(id, 'start', async (tx, current, now) => {
        if (!current.acceptedAt) {
          const promisedAt = current.preOrderDate ?? now;
          return acceptIn(tx, current, now, { userId: auth.id, promisedAt, state: 'PREPARING' });
        }
        return moveOn(tx, auth, current, now, 'PREPARING');
      }),

    /**
     * The kitchen's "Ready" (issue 33): a PREPARING order waits for the courier. No mail: the guest's status page
     * shows the step live, and the next mail is "on the way" when the courier takes it.
     */
    ready: (auth: AuthUser, id: number) =>
      decide(id, 'ready', (tx, current, now) => moveOn(tx, auth, current, now, 'READY')),

    /**
     * Nobody confirmed the order in time (a timer): rejected as NOT_CONFIRMED. Does nothing when someone
     * acknowledged or decided it meanwhile.
     */
    rejectUnconfirmed: (tx: Queryable, id: number, now: Date) =>
      refuseBySystem(tx, id, now, (row) => isUnacknowledged(row) && mayDecide(row, 'reject'), {
        state: 'REJECTED',
        reason: 'NOT_CONFIRMED',
      }),

    /**
     * The online payment never went through (cancelled or refused at the provider's or the bank's page, or not
     * finished in time: the payment settings' minutes): cancelled as PAYMENT_NOT_COMPLETED, the coupon, portions and slot freed, the guest told (staff never
     * saw the order, and their screens leave it out). Does nothing unless the order still waits for its payment.
     */
    abandonPayment: (tx: Queryable, id: number, now: Date) =>
      refuseBySystem(tx, id, now, awaitsPayment, {
        state: 'CANCELLED',
        reason: 'PAYMENT_NOT_COMPLETED',
        paymentStatus: 'ABANDONED',
      }),
  };
}

export type OrderDecisions = ReturnType<typeof createOrderDecisions>;
