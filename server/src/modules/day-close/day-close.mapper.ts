import type { ClosingOrder } from '@konyha/domain/day-close/day-close';
import type { ClosedDay, DayClose, DayCloseFigures } from '@konyha/domain/day-close/day-close.schemas';
import type { OrderReads } from '../order/order.service.ts';
import type { DayCloseRow } from './day-close.repository.ts';

type ClosingRow = Awaited<ReturnType<OrderReads['closingOrders']>>[number];

/** A row of the day's orders as the close's rule reads it (the subqueries' instants come back as text). */
export const toClosingOrder = (row: ClosingRow): ClosingOrder => ({
  state: row.state,
  payment: row.payment,
  payed: row.payed,
  total: row.total,
  tip: row.tip,
  refunded: Number(row.refunded),
  deliveredBy: row.deliveredBy,
  placedAt: row.placedAt,
  deliveredAt: row.deliveredAt === null ? null : new Date(row.deliveredAt),
});

export const toDayClose = (
  day: string,
  close: DayCloseRow | undefined,
  open: number,
  figures: DayCloseFigures,
): DayClose => ({
  day,
  closed: close ? { at: close.closedAt.toISOString(), by: close.closedByName } : null,
  open,
  figures,
});

export const toClosedDay = (close: DayCloseRow): ClosedDay => ({
  at: close.closedAt.toISOString(),
  by: close.closedByName,
  figures: close.figures,
});
