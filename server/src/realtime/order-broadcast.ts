import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/client.ts';
import { onNewOrder, onOrderUpdate } from './order-notifier.ts';
import { ORDER_DESTINATION, ORDER_UPDATE_DESTINATION, type StompHub } from './stomp-server.ts';

/**
 * Every instance hears each committed order id (PostgreSQL NOTIFY; in-process on PGlite), loads the order once and
 * sends it to its own staff subscribers: new orders on /notification/order, staff changes on
 * /notification/order-update. `loadOrder` gives an order as the staff see it (the order module's, passed in by the
 * app, so realtime does not import modules).
 */
export async function startOrderBroadcast(
  database: Database,
  loadOrder: (orderId: number) => Promise<unknown>,
  hub: StompHub,
  log: FastifyBaseLogger,
) {
  const relay = (destination: string) => (orderId: number | null) => {
    // null: the LISTEN connection was re-established; the dashboards refetch on their own reconnect.
    if (orderId === null || hub.connections === 0) return;
    loadOrder(orderId)
      .then((order) => {
        if (order) hub.publish(destination, JSON.stringify(order));
      })
      .catch((error: unknown) => log.error({ err: error, orderId }, 'could not broadcast an order'));
  };
  await onNewOrder(database, relay(ORDER_DESTINATION));
  await onOrderUpdate(database, relay(ORDER_UPDATE_DESTINATION));
}
