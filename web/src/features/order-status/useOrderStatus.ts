import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { ApiRequestError } from '../../lib/api.ts';
import { orderStatusKey } from '../../lib/queries/orderStatus.ts';
import { fetchOrderStatus, type OrderStatus } from './api/orderStatus.ts';

export type StatusView =
  | { kind: 'loading' }
  | { kind: 'found'; order: OrderStatus }
  | { kind: 'notFound' }
  | { kind: 'expired' }
  | { kind: 'failed' };

/** How long the page waits before asking again after the browser gave up on the stream. */
const RETRY_MS = 5000;

function viewOfError(error: unknown): StatusView {
  if (error instanceof ApiRequestError && error.code === 'LINK_EXPIRED') return { kind: 'expired' };
  if (error instanceof ApiRequestError && error.code === 'NOT_FOUND') return { kind: 'notFound' };
  return { kind: 'failed' };
}

/** A rejected or cancelled order never changes again, so its page needs no stream. */
const isFinal = (order: OrderStatus) => order.state === 'REJECTED' || order.state === 'CANCELLED';

/** The order a server-rendered page arrived with, if it did. */
const seededOrder = (client: QueryClient, token: string) =>
  client.getQueryData<OrderStatus>(orderStatusKey(token));

/**
 * The order behind a status link, kept current: the order the server rendered the page with, or else one GET; then
 * the server's event stream while the order can still change (its first message is the order as it is now). When
 * the browser gives up on the stream (the server refused it, e.g. once the link expired), the page asks again a
 * little later, which shows the expiry or opens a fresh stream.
 */
export function useOrderStatus(token: string) {
  const client = useQueryClient();
  // The first render shows what the server rendered, so hydrating finds the same page.
  const [view, setView] = useState<StatusView>(() => {
    const order = seededOrder(client, token);
    return order ? { kind: 'found', order } : { kind: 'loading' };
  });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const seeded = attempt === 0 ? seededOrder(client, token) : undefined;
    if (seeded) {
      // Used once: the stream's first message brings it up to date, and a later visit asks afresh.
      client.removeQueries({ queryKey: orderStatusKey(token), exact: true });
      // Already shown since the first render: keeping the same state spares the page a render right after hydrating.
      setView((shown) =>
        shown.kind === 'found' && shown.order === seeded ? shown : { kind: 'found', order: seeded },
      );
      return;
    }
    const controller = new AbortController();
    fetchOrderStatus(token, controller.signal).then(
      (order) => setView({ kind: 'found', order }),
      (error: unknown) => {
        if (!controller.signal.aborted) setView(viewOfError(error));
      },
    );
    return () => controller.abort();
  }, [client, token, attempt]);

  const live = view.kind === 'found' && !isFinal(view.order);
  useEffect(() => {
    // A new attempt opens a fresh stream too.
    void attempt;
    if (!live) return;
    let retry: ReturnType<typeof setTimeout> | undefined;
    let close: (() => void) | undefined;
    let gone = false;
    const askAgain = () => {
      retry = setTimeout(() => setAttempt((n) => n + 1), RETRY_MS);
    };
    // The stream follows an order already on screen, so its code loads after the page's first download.
    import('./api/orderStream.ts').then(({ followOrderStatus }) => {
      if (gone) return;
      close = followOrderStatus(token, (order) => setView({ kind: 'found', order }), askAgain);
    }, askAgain);
    return () => {
      gone = true;
      clearTimeout(retry);
      close?.();
    };
  }, [token, live, attempt]);

  return {
    view,
    show: (order: OrderStatus) => setView({ kind: 'found', order }),
    reload: () => setAttempt((n) => n + 1),
  };
}
