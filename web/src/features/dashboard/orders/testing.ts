import type { Order } from '@konyha/domain/orders/order.schemas';
import { vi } from 'vitest';

/** Test fixtures of the dashboard's unit tests. */
export const anOrder = (overrides: Partial<Order> = {}): Order => ({
  id: 41,
  userId: null,
  name: 'Nagy Eszter',
  email: 'eszter@example.com',
  phone: '+36 30 123 4567',
  address: {
    zipCode: '1134',
    city: 'Budapest',
    street: 'Váci út 12.',
    floor: '',
    door: '',
    doorbell: '',
    courierNote: '',
  },
  products: [
    {
      productId: 3,
      name: 'Gulyásleves',
      nameEnglish: 'Goulash soup',
      price: 2490,
      quantity: 2,
      options: [],
      vatRate: 27,
      net: 0,
      vat: 0,
      deposit: 0,
    },
  ],
  coupon: null,
  note: '',
  payment: 'CASH',
  payed: false,
  state: 'NEW',
  orderDate: '2026-11-22T10:05:00+01:00',
  preOrderDate: null,
  originalPrice: 4980,
  discountedPrice: 4980,
  shippingCost: 490,
  total: 5470,
  language: 'hu',
  acknowledgedAt: null,
  acceptedAt: null,
  promisedAt: null,
  rejectionReason: null,
  rejectionNote: null,
  payWith: null,
  prints: [],
  vat: [],
  shippingVatRate: 27,
  deposit: 0,
  invoice: null,
  ...overrides,
});

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
