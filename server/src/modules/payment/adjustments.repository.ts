import { and, asc, eq } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { orderAdjustments } from '../../db/schema/index.ts';

export type AdjustmentRow = typeof orderAdjustments.$inferSelect;
export type AdjustmentKind = 'REFUND' | 'EXTRA';
/** REFUND: REFUNDED. EXTRA: PENDING until paid (PAID); ABANDONED when it lapsed, was cancelled or replaced. */
export type AdjustmentStatus = 'REFUNDED' | 'PENDING' | 'PAID' | 'ABANDONED';

/**
 * Claims the money move of one change (an order's version and a kind) before the provider is asked: the unique index
 * lets one transaction hold it; a second one waits for the first and then finds it taken (undefined).
 */
export async function claim(
  tx: Queryable,
  values: {
    orderId: number;
    orderVersion: number;
    kind: AdjustmentKind;
    amount: number;
    status: AdjustmentStatus;
    createdAt: Date;
  },
): Promise<AdjustmentRow | undefined> {
  const [row] = await tx.insert(orderAdjustments).values(values).onConflictDoNothing().returning();
  return row;
}

export async function record(
  tx: Queryable,
  id: number,
  values: Pick<Partial<AdjustmentRow>, 'reference' | 'paymentUrl' | 'settledAt'>,
) {
  await tx.update(orderAdjustments).set(values).where(eq(orderAdjustments.id, id));
}

/** An order's adjustments, oldest first (the order its refunds are drawn from its payments). */
export function ofOrder(q: Queryable, orderId: number): Promise<AdjustmentRow[]> {
  return q
    .select()
    .from(orderAdjustments)
    .where(eq(orderAdjustments.orderId, orderId))
    .orderBy(asc(orderAdjustments.id));
}

export async function byReference(q: Queryable, reference: string): Promise<AdjustmentRow | undefined> {
  const [row] = await q.select().from(orderAdjustments).where(eq(orderAdjustments.reference, reference));
  return row;
}

/** Moves an extra from `from` to `to`; undefined when it was no longer `from` (a racing notification or timer). */
export async function moveExtra(
  q: Queryable,
  id: number,
  from: AdjustmentStatus,
  to: AdjustmentStatus,
  settledAt: Date,
): Promise<AdjustmentRow | undefined> {
  const [row] = await q
    .update(orderAdjustments)
    .set({ status: to, settledAt })
    .where(and(eq(orderAdjustments.id, id), eq(orderAdjustments.status, from)))
    .returning();
  return row;
}

/** The extras still waiting for the guest's payment (each moves only from PENDING, so a twin lapse moves none). */
export function pendingExtras(q: Queryable): Promise<AdjustmentRow[]> {
  return q
    .select()
    .from(orderAdjustments)
    .where(and(eq(orderAdjustments.kind, 'EXTRA'), eq(orderAdjustments.status, 'PENDING')))
    .orderBy(asc(orderAdjustments.id));
}
