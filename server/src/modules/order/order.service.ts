import type { InvoiceDocumentStatus } from '@konyha/domain/invoicing/invoice-status.schemas';
import type { OrderPrint, OrderSortKey, OrderStatusChange } from '@konyha/domain/orders/order.schemas';
import { isRefused } from '@konyha/domain/orders/order-states';
import { isOnlinePayment } from '@konyha/domain/orders/payment-methods';
import { localDay } from '@konyha/domain/restaurant/local-time';
import { can } from '@konyha/domain/users/capabilities';
import type { Database, Queryable } from '../../db/client.ts';
import type { PageRequest } from '../../db/paging.ts';
import { AppError, notFound } from '../../errors.ts';
import type { MailQueue } from '../../platform/mail/mail.service.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import { announceOrderUpdate } from '../../realtime/order-notifier.ts';
import { orderOnTheWayMail } from '../../templates/order-decision-mail.ts';
import type { EventInsert, EventLogService } from '../event-log/event-log.service.ts';
import { toOrders } from './order.mapper.ts';
import * as repo from './order.repository.ts';
import { refusePending } from './order-decisions.service.ts';
import type { OrderEvents } from './order-events.ts';
import type { StatusLinks } from './status-links.ts';

// What other modules may use of the order module besides its services: the order as every answer shows it (the
// guest's status page starts from it), its row, the events it announces, its status links (which order-status
// opens: a token's hash), and the doors of order-doors.ts: the checkout's writes, a change's content, the reads.
export { addressOf, toOrder } from './order.mapper.ts';
export type { OrderChange, OrderLineRow, OrderRow } from './order.repository.ts';
export {
  createOrderReads,
  type OrderReads,
  orderBook,
  orderContent,
  recordPastOutcome,
} from './order-doors.ts';
export type { OrderEvents } from './order-events.ts';
export type { ExportLineRow, ExportOrderRow, IdWindow } from './order-reads.repository.ts';
export { createStatusLinks, type StatusLinks, statusTokenHash } from './status-links.ts';

/** The orders' latest print jobs (the printing module's read side, built before this module), by order id. */
export interface OrderPrints {
  of(orderIds: number[]): Promise<ReadonlyMap<number, OrderPrint[]>>;
}

/** The orders' invoice or receipt (the invoicing module's read side, built before this module), by order id. */
export interface OrderInvoices {
  of(orderIds: number[]): Promise<ReadonlyMap<number, InvoiceDocumentStatus>>;
}

/** Staff order handling (issue 5) and a customer's own history (issue 4). */
export function createOrderService({
  database,
  clock,
  eventLog,
  mail,
  links,
  prints,
  invoices,
  events,
}: {
  database: Database;
  clock: () => Date;
  eventLog: EventLogService;
  mail: MailQueue;
  links: StatusLinks;
  prints: OrderPrints;
  invoices: OrderInvoices;
  events: Pick<OrderEvents, 'announce'>;
}) {
  const db = database.db;
  const withLines = async (rows: repo.OrderRow[]) => {
    const ids = rows.map((r) => r.id);
    const [lines, printed, changes, documents] = await Promise.all([
      repo.linesOf(db, ids),
      prints.of(ids),
      eventLog.changesOf(db, ids),
      invoices.of(ids),
    ]);
    return toOrders(rows, lines, { prints: printed, changes, invoices: documents });
  };

  return {
    /** A customer's own order history; managers and admins may read anyone's. */
    async userOrders(auth: AuthUser, userId: number, page: PageRequest<OrderSortKey>) {
      if (auth.id !== userId && !can(auth.role, 'readAllOrders')) {
        throw new AppError('FORBIDDEN', 'These are not your orders');
      }
      const { rows, count } = await repo.listOrdersPage(db, repo.ofUser(userId), page);
      return { orders: await withLines(rows), count };
    },

    today: async () => withLines(await repo.listOrders(db, repo.forToday(localDay(clock())))),

    /** The orders of one restaurant-local day; a shop assistant sees today only. */
    async ofDay(auth: AuthUser, day: string) {
      if (!can(auth.role, 'readAllOrders') && day !== localDay(clock())) {
        throw new AppError('FORBIDDEN', 'Shop assistants see today only');
      }
      return withLines(await repo.listOrders(db, repo.forDay(day)));
    },

    async page(query: PageRequest<OrderSortKey>) {
      const { rows, count } = await repo.listOrdersPage(db, repo.counted, query, repo.countCounted);
      return { orders: await withLines(rows), count };
    },

    /**
     * Staff change the state (freely, SPEC §4) and the paid flag. The row is locked, so each event-log entry holds
     * the true from → to even when two staff members act at once; other staff screens hear of the change.
     */
    async changeStatus(auth: AuthUser, change: OrderStatusChange) {
      const updated = await db.transaction(async (tx) => {
        const current = await repo.lockOrder(tx, change.id);
        if (!current) throw notFound('Order');
        refusePending(current);
        // An online payment is paid when the provider says so, and unpaid when it paid the money back (issue 27).
        if (
          change.payed !== undefined &&
          change.payed !== current.payed &&
          isOnlinePayment(current.payment)
        ) {
          throw new AppError(
            'CONFLICT',
            'An online payment’s paid flag follows the payment provider',
            'payed',
          );
        }
        const changes: EventInsert[] = [];
        const at = clock();
        const newState =
          change.state !== undefined && change.state !== current.state ? change.state : undefined;
        // Rejected and cancelled orders are over: the dropdown's states are not theirs.
        if (newState && isRefused(current.state)) {
          throw new AppError('CONFLICT', `Order ${current.id} is ${current.state}`, 'state');
        }
        if (newState) {
          changes.push({
            eventDateTime: at,
            userId: auth.id,
            orderId: current.id,
            eventType: 'ORDER_STATE',
            orderStateFrom: current.state,
            orderStateTo: newState,
          });
        }
        if (change.payed !== undefined && change.payed !== current.payed) {
          changes.push({
            eventDateTime: at,
            userId: auth.id,
            orderId: current.id,
            eventType: 'ORDER_PAYMENT',
            payed: change.payed,
          });
        }
        if (changes.length === 0) return current;
        const row = await repo.updateOrder(tx, current.id, {
          state: change.state ?? current.state,
          payed: change.payed ?? current.payed,
          // Moving a NEW order on acknowledges it: the dashboards stop ringing.
          ...(current.state === 'NEW' && newState && !current.acknowledgedAt && { acknowledgedAt: at }),
        });
        await eventLog.record(tx, changes);
        if (row && newState === 'DELIVERING') {
          const [order] = toOrders([row], await repo.linesOf(tx, [row.id]));
          if (order)
            await mail.queue(
              tx,
              'order-on-the-way',
              orderOnTheWayMail(order, await links.mintUrl(tx, row.id)),
            );
        }
        await events.announce(tx, 'moved', { orderId: current.id });
        await announceOrderUpdate(tx, current.id);
        return row ?? current;
      });
      return (await withLines([updated]))[0];
    },

    /** An order's row and lines as stored, counted or not (the guest's status page shows them its own way). */
    async stored(id: number) {
      const row = await repo.findOrder(db, id);
      return row && { row, lines: await repo.linesOf(db, [id]) };
    },

    /**
     * An order as the staff see it, counted or not: the answer to whoever just took it by phone (issue 30), also
     * while its payment link waits to be paid.
     */
    async taken(id: number) {
      const row = await repo.findOrder(db, id);
      return row && (await withLines([row]))[0];
    },

    /** The orders still NEW, in the caller's transaction (the alerts re-time their timers when settings change). */
    waitingRows: (tx: Queryable) => repo.listOrders(tx, repo.stillNew),

    /** An order locked in the caller's transaction (a timer acting on it), as staff see it. */
    async lockForAlert(tx: Queryable, id: number) {
      const row = await repo.lockOrder(tx, id);
      const [order] = row ? toOrders([row], await repo.linesOf(tx, [id])) : [];
      return row && order && { row, order };
    },

    /** An order as the staff see it (their live channel, reprints); undefined for one that does not count yet. */
    async load(id: number) {
      const row = await repo.findOrder(db, id);
      return row && repo.isCounted(row) ? (await withLines([row]))[0] : undefined;
    },
  };
}

export type OrderService = ReturnType<typeof createOrderService>;
