import { dayCloseFigures, keepsDayOpen, noDocuments } from '@konyha/domain/day-close/day-close';
import type { ClosedDay, DayClose, DayCloseFigures } from '@konyha/domain/day-close/day-close.schemas';
import { localDay } from '@konyha/domain/restaurant/local-time';
import type { Database, Queryable } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import type { OrderReads } from '../order/order.service.ts';
import * as mapper from './day-close.mapper.ts';
import * as repo from './day-close.repository.ts';

export interface DayCloseDeps {
  database: Database;
  /** The order module's read of a day's orders (it owns the orders table). */
  orders: Pick<OrderReads, 'closingOrders'>;
  clock: () => Date;
  /**
   * The invoices, receipts and reversals issued for the day's orders, and those failed (the invoicing module's
   * count; read in the close's transaction when closing). Without it the day has none.
   */
  documents?: (orderIds: number[], tx?: Queryable) => Promise<DayCloseFigures['documents']>;
}

/**
 * The day's close (issue 34): the figures of a day's orders, computed as they stand until the day is closed and
 * kept as they were counted after. Closing locks the day's orders, refuses while any is open, and writes the close
 * once across instances (the day is the key); from then on the database keeps the day's orders read-only.
 */
export function createDayCloseService({
  database,
  orders,
  clock,
  documents = async () => noDocuments,
}: DayCloseDeps) {
  const { db } = database;

  return {
    async get(day: string): Promise<DayClose> {
      const close = await repo.findClose(db, day);
      const rows = await orders.closingOrders(day);
      const open = rows.filter((row) => keepsDayOpen(row.state)).length;
      return mapper.toDayClose(
        day,
        close,
        open,
        close?.figures ??
          dayCloseFigures(rows.map(mapper.toClosingOrder), await documents(rows.map((row) => row.id))),
      );
    },

    /** The day as it was closed, or null while it is open: the NTAK export's day closing. */
    async closedDay(day: string): Promise<ClosedDay | null> {
      const close = await repo.findClose(db, day);
      return close ? mapper.toClosedDay(close) : null;
    },

    async close(day: string, by: { id: number }): Promise<DayClose> {
      if (day > localDay(clock()))
        throw new AppError('VALIDATION_ERROR', 'A day still to come cannot be closed', 'day');
      return db.transaction(async (tx) => {
        if (await repo.findClose(tx, day))
          throw new AppError('DAY_CLOSED', 'The day is closed already', 'day');
        const rows = await orders.closingOrders(day, { tx, lock: true });
        const open = rows.filter((row) => keepsDayOpen(row.state)).length;
        if (open > 0)
          throw new AppError('DAY_NOT_FINISHED', `${open} order(s) of the day are still open`, 'day');
        const figures = dayCloseFigures(
          rows.map(mapper.toClosingOrder),
          await documents(
            rows.map((row) => row.id),
            tx,
          ),
        );
        const name = (await repo.userName(tx, by.id)) ?? '';
        const close = await repo.insertClose(tx, {
          day,
          closedAt: clock(),
          closedBy: by.id,
          closedByName: name,
          figures,
        });
        if (!close) throw new AppError('DAY_CLOSED', 'The day is closed already', 'day');
        return mapper.toDayClose(day, close, 0, figures);
      });
    },
  };
}

export type DayCloseService = ReturnType<typeof createDayCloseService>;
