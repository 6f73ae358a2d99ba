import type { Queryable } from '../../db/client.ts';
import { notFound } from '../../errors.ts';
import type { MailQueue } from '../../platform/mail/mail.service.ts';
import { orderAcceptedMail } from '../../templates/order-decision-mail.ts';
import type { EventLogService } from '../event-log/event-log.service.ts';
import * as repo from './order.repository.ts';
import type { OrderEvents } from './order-events.ts';
import { asOrder } from './order-refusal.ts';
import type { StatusLinks } from './status-links.ts';

export interface AcceptanceDeps {
  clock: () => Date;
  eventLog: EventLogService;
  mail: MailQueue;
  links: StatusLinks;
  /** Where an accepted order is announced (the printing module queues its paper there). */
  events: Pick<OrderEvents, 'announce'>;
}

/**
 * What accepting an order writes, in the caller's transaction with the order locked: staff's accept and a
 * pre-order's start (order-decisions.service.ts), and an order taken by phone, accepted as it is written (issue 30).
 */
export function createAcceptance({ clock, eventLog, mail, links, events }: AcceptanceDeps) {
  /** Marks the order accepted with `promisedAt` and logs who accepted it; nothing is announced yet. */
  async function markAccepted(
    tx: Queryable,
    current: repo.OrderRow,
    now: Date,
    decision: { userId: number; promisedAt: Date; state: 'NEW' | 'PREPARING' },
  ) {
    const { userId, promisedAt, state } = decision;
    const row = await repo.updateOrder(tx, current.id, {
      state,
      acknowledgedAt: current.acknowledgedAt ?? now,
      acceptedAt: now,
      promisedAt,
    });
    await eventLog.record(tx, [
      {
        eventDateTime: now,
        userId,
        orderId: current.id,
        eventType: 'ORDER_ACCEPTED',
        orderStateFrom: current.state,
        orderStateTo: state,
        promisedAt,
      },
    ]);
    return row;
  }

  /** What follows an accepted order that counts: the printing module's paper, the guest's mail with the ready time. */
  async function announceAccepted(tx: Queryable, row: repo.OrderRow, now: Date) {
    await events.announce(tx, 'accepted', { orderId: row.id });
    const statusUrl = await links.mintUrl(tx, row.id);
    const promisedAt = row.promisedAt ?? now;
    await mail.queue(
      tx,
      'order-accepted',
      orderAcceptedMail(await asOrder(tx, row), promisedAt, now, statusUrl),
    );
  }

  /** Accepts with `promisedAt` (a started pre-order that nobody accepted is accepted by starting it). */
  async function acceptIn(
    tx: Queryable,
    current: repo.OrderRow,
    now: Date,
    decision: { userId: number; promisedAt: Date; state: 'NEW' | 'PREPARING' },
  ) {
    const row = await markAccepted(tx, current, now, decision);
    if (row) await announceAccepted(tx, row, now);
    return row;
  }

  /**
   * An order staff took by phone (issue 30), in the transaction that writes it: logged as taken by them (`note`:
   * why a full slot was taken anyway) and accepted by them with `promisedAt`, so it never rings. Its paper and the
   * guest's mail follow when it counts (order-payments.ts confirm): at once, or once its payment link is paid.
   */
  async function acceptTaken(
    tx: Queryable,
    row: repo.OrderRow,
    taken: { userId: number; promisedAt: Date; slotOverrideReason: string | null },
  ): Promise<repo.OrderRow> {
    const now = clock();
    await eventLog.record(tx, [
      {
        eventDateTime: now,
        userId: taken.userId,
        orderId: row.id,
        eventType: 'ORDER_TAKEN',
        note: taken.slotOverrideReason,
      },
    ]);
    const state = row.preOrderDate ? 'NEW' : 'PREPARING';
    const accepted = await markAccepted(tx, row, now, { ...taken, state });
    if (!accepted) throw notFound('Order');
    return accepted;
  }

  return { acceptIn, acceptTaken, announceAccepted };
}
