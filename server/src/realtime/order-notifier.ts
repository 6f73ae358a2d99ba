import { sql } from 'drizzle-orm';
import type { Database, Queryable } from '../db/client.ts';

export const NEW_ORDER_CHANNEL = 'konyha_new_orders';

/**
 * Tells every server instance that an order is ready for the staff. Called inside the transaction that makes the
 * order visible (placed, or paid online), so the NOTIFY goes out exactly when it commits.
 */
export async function announceNewOrder(tx: Queryable, orderId: number) {
  await tx.execute(sql`select pg_notify(${NEW_ORDER_CHANNEL}, ${String(orderId)})`);
}

/** Calls `listener` with the id of each new order, announced by this or any other instance. */
export async function onNewOrder(database: Database, listener: (orderId: number | null) => void) {
  await database.listen(NEW_ORDER_CHANNEL, (payload) => listener(payload === null ? null : Number(payload)));
}

export const ORDER_UPDATE_CHANNEL = 'konyha_order_updates';

/** Tells every instance that staff changed an order's state or paid flag (at commit). */
export async function announceOrderUpdate(tx: Queryable, orderId: number) {
  await tx.execute(sql`select pg_notify(${ORDER_UPDATE_CHANNEL}, ${String(orderId)})`);
}

export async function onOrderUpdate(database: Database, listener: (orderId: number | null) => void) {
  await database.listen(ORDER_UPDATE_CHANNEL, (payload) =>
    listener(payload === null ? null : Number(payload)),
  );
}
