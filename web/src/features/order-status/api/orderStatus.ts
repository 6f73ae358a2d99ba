import type { OrderStatus } from '@konyha/domain/orders/order-status.schemas';
import { call } from '../../../lib/api.ts';

export type { OrderStatus };

/**
 * Where a server-rendered status page leaves the order it was rendered with (src/entry-server.tsx seeds it, the
 * browser adopts it before hydrating), so the first render in the browser shows the same order.
 */
export const orderStatusKey = (token: string) => ['order-status', token] as const;

export const fetchOrderStatus = (token: string, signal?: AbortSignal): Promise<OrderStatus> =>
  call('GET /order-status/:token', { params: { token }, signal });

/** The guest cancels; a 409 CONFLICT means staff have already acknowledged the order. */
export const cancelOrder = (token: string): Promise<OrderStatus> =>
  call('POST /order-status/:token/cancel', { params: { token } });

/**
 * Follows the order's server-sent events: each message is the order as the page shows it, its id the order's
 * version (EventSource sends it back as Last-Event-ID when it reconnects by itself). A message older than one
 * already shown is dropped. `onClosed` runs when the browser gives up (the server refused the stream). Returns the
 * function that closes the stream.
 */
export function followOrderStatus(
  token: string,
  onOrder: (order: OrderStatus) => void,
  onClosed: () => void,
): () => void {
  if (typeof EventSource === 'undefined') return () => {};
  const source = new EventSource(`/api/order-status/${encodeURIComponent(token)}/events`);
  let lastVersion = Number.NEGATIVE_INFINITY;
  source.onmessage = (event: MessageEvent<string>) => {
    const version = event.lastEventId === '' ? Number.NaN : Number(event.lastEventId);
    if (version < lastVersion) return;
    if (Number.isFinite(version)) lastVersion = version;
    try {
      onOrder(JSON.parse(event.data) as OrderStatus);
    } catch {
      // A malformed message changes nothing; the next one carries the whole order again.
    }
  };
  source.onerror = () => {
    if (source.readyState === EventSource.CLOSED) onClosed();
  };
  return () => source.close();
}
