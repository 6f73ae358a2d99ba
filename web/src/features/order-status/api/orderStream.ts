import type { OrderStatus } from './orderStatus.ts';

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
