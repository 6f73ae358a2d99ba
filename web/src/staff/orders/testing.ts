import type { Order } from '@konyha/domain/orders/order.schemas';
import { vi } from 'vitest';

/** The order of the dashboard's unit tests: order 41, two goulash soups, NEW (the shared fixture's defaults). */
export { anOrder } from '@konyha/domain/testing/order.fixture';

type Handler = (url: URL, init: RequestInit | undefined) => unknown;

/**
 * Stubs fetch with a staff-side fake of the API: `routes` maps "METHOD /api/path" (no query) to an answer or a
 * function of the request. Unknown calls answer 404, so a test sees what it did not expect.
 */
export function serveApi(routes: Record<string, unknown>) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const route = routes[`${init?.method ?? 'GET'} ${url.pathname}`];
    if (route === undefined) return new Response('{"errorType":"NOT_FOUND"}', { status: 404 });
    const body = typeof route === 'function' ? await (route as Handler)(url, init) : route;
    return new Response(JSON.stringify(body), {
      status: 200,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** The usual background calls of every dashboard screen: today's orders, the ordering switch and busy mode. */
export const dashboardBasics = (orders: Order[] = []) => ({
  'GET /api/order/today': () => ({ orders }),
  'GET /api/order/get-active-state': true,
  'GET /api/order/busy': { extraMinutes: null, extraUntil: null, pausedUntil: null },
});
