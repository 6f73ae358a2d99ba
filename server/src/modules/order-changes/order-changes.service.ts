import { orderDayOf } from '@konyha/domain/menu/stock';
import { payWithProblem } from '@konyha/domain/orders/cash';
import type { Order } from '@konyha/domain/orders/order.schemas';
import type { OrderChange } from '@konyha/domain/orders/order-changes.schemas';
import type { Queryable } from '../../db/client.ts';
import { ConflictWith, notFound } from '../../errors.ts';
import type { MailQueue } from '../../platform/mail/mail.service.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import { announceOrderUpdate } from '../../realtime/order-notifier.ts';
import { orderChangedMail } from '../../templates/order-changed-mail.ts';
import { orderLinesOf, orderMoneyOf } from '../checkout/checkout.service.ts';
import type { EventLogService } from '../event-log/event-log.service.ts';
import {
  type OrderEvents,
  type OrderRow,
  type OrderService,
  orderContent,
  type StatusLinks,
} from '../order/order.service.ts';
import type { ScheduleService } from '../schedule/schedule.service.ts';
import type { UserService } from '../user/user.service.ts';
import type { ChangeMoney, MoneyOfChange } from './change-money.ts';
import {
  type ChangePlan,
  type ContentRequest,
  createChangePlanner,
  type PlanDeps,
  refuseUnchangeable,
  StaleVersion,
} from './change-plan.ts';
import { changedPortions } from './order-content.ts';

export interface OrderChangesDeps extends PlanDeps {
  clock: () => Date;
  orders: Pick<OrderService, 'load'>;
  /** Where the change is announced: the printing module queues the reprint in the same transaction. */
  events: Pick<OrderEvents, 'announce'>;
  eventLog: Pick<EventLogService, 'record'>;
  mail: MailQueue;
  links: StatusLinks;
  schedule: Pick<ScheduleService, 'rules' | 'reclaimSlot'>;
  /** Who changed it, by name, for the announced change (the event log joins the name itself). */
  users: Pick<UserService, 'contact'>;
  /** The online payment's side of a change (refund, payment link), in the change's transaction. */
  money: ChangeMoney;
}

/**
 * Staff change a placed order (issue 30): its lines, address, slot and notes, priced again by the web shop's
 * pricing. The change is worked out from the version the staff member saw; its transaction locks the order and
 * writes it only if it is still that version, so of two staff changing one order the first wins and the second gets
 * 409 with the order as the first left it. The portions, the slot place, the money, the event log, the reprint, the
 * guest's mail and the live page follow in that transaction.
 */
export function createOrderChanges(deps: OrderChangesDeps) {
  const { database, clock, orders, events, eventLog, mail, links, catalogue, schedule } = deps;
  const plan = createChangePlanner(deps);

  async function write(tx: Queryable, planned: ChangePlan, request: ContentRequest, now: Date) {
    const { before, lines, address, slot, priced } = planned;
    const row = (await orderContent.update(tx, before.id, {
      ...address,
      note: request.note ?? before.note,
      ...slot,
      ...orderMoneyOf(priced),
      // The note the guest pays with stays while it still covers the total; else the courier asks again.
      payWith: payWithProblem(before.payment, priced.money.total, before.payWith) ? null : before.payWith,
      changedAt: now,
    })) as OrderRow;
    await orderContent.replaceLines(tx, before.id, orderLinesOf(priced));
    const day = orderDayOf(row);
    const claims = changedPortions(priced, request.products, lines, day === orderDayOf(before));
    await catalogue.takePortions(tx, claims, day, before.id);
    // The old place is free as the row left its slot; the new one counts the row, under the slot's lock.
    if (row.slotAt && row.slotAt.getTime() !== before.slotAt?.getTime())
      await schedule.reclaimSlot(tx, row.slotAt, now);
    return row;
  }

  /** What every instance carries out once, written in the change's transaction. */
  async function effects(tx: Queryable, row: OrderRow, changes: OrderChange[], reason: string) {
    await eventLog.record(
      tx,
      changes.map(({ at, by, what, from, to }) => ({
        eventDateTime: new Date(at),
        userId: by?.id ?? null,
        orderId: row.id,
        eventType: 'ORDER_CHANGED' as const,
        what,
        change: { from, to },
        note: reason,
      })),
    );
    await events.announce(tx, 'changed', { orderId: row.id, changes });
    const order = await orderContent.asOrder(tx, row);
    await mail.queue(tx, 'order-changed', orderChangedMail(order, changes, await links.mintUrl(tx, row.id)));
    await announceOrderUpdate(tx, row.id);
  }

  async function change(auth: AuthUser, id: number, request: ContentRequest, now: Date) {
    const planned = await plan(auth, id, request, now);
    if (planned.changes.length === 0) return {};
    const by = { id: auth.id, name: (await deps.users.contact(auth.id))?.name ?? '' };
    const changes = planned.changes.map((part) => ({ at: now.toISOString(), by, ...part }));
    return database.db.transaction(async (tx) => {
      const locked = await orderContent.lock(tx, id);
      if (!locked) throw notFound('Order');
      if (locked.version !== request.version) throw new StaleVersion();
      refuseUnchangeable(locked);
      const row = await write(tx, planned, request, now);
      const money = await deps.money.settle(tx, {
        before: locked,
        after: row,
        collectAtDoor: request.collectAtDoor ?? false,
        now,
      });
      await effects(tx, row, changes, request.reason);
      return money;
    });
  }

  const current = async (id: number) => {
    const order = await orders.load(id);
    if (!order) throw notFound('Order');
    return order;
  };

  return {
    /** PUT /order/{id}/content: the order as it now stands, with what its online payment did. */
    async change(
      auth: AuthUser,
      id: number,
      request: ContentRequest,
    ): Promise<{ orders: Order[] } & MoneyOfChange> {
      try {
        const money = await change(auth, id, request, clock());
        return { orders: [await current(id)], ...money };
      } catch (error) {
        if (!(error instanceof StaleVersion)) throw error;
        throw new ConflictWith(`Order ${id} changed meanwhile; look at it again`, 'version', {
          orders: [await current(id)],
        });
      }
    },
  };
}

export type OrderChanges = ReturnType<typeof createOrderChanges>;
