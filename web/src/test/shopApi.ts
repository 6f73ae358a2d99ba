import { unitPrice } from '@konyha/domain/menu/options';
import type { Option } from '@konyha/domain/menu/options.schemas';
import type { Product } from '@konyha/domain/menu/products';
import type { CalculateRequest, PriceSummary } from '@konyha/domain/orders/checkout.schemas';
import type { PaymentSettings } from '@konyha/domain/payments/payment-settings.schemas';
import { anExtrasGroup, anOption, anOptionGroup } from '@konyha/domain/testing/option-group.fixture';
import { aProduct } from '@konyha/domain/testing/product.fixture';
import { vi } from 'vitest';
import { loadCart } from '../lib/cartStore.ts';
import { defaultScheduleSettings, everyDay, notBusy, slotsAnswer } from './schedule.ts';

/** Test support for the cart and pay screens: a fake API and a stored cart. */

export const goulash: Product = aProduct();

const option = (id: number, name: string, nameEnglish: string, price: number, more: Partial<Option> = {}) =>
  anOption({ id, name, nameEnglish, price, ...more });

/** A dish with options (issue 15): one side to choose (fries by default, rice sold out) and up to two extras. */
export const chicken: Product = aProduct({
  id: 2,
  name: 'Rántott csirke',
  nameEnglish: 'Fried chicken',
  price: 2990,
  group: 'POULTRY',
  loquuId: 102,
  optionGroups: [
    anOptionGroup({
      name: 'Köret',
      nameEnglish: 'Side',
      options: [
        option(11, 'Hasábburgonya', 'Fries', 0, { isDefault: true }),
        option(12, 'Rizs', 'Rice', 0, { available: false }),
        option(13, 'Burgonyapüré', 'Mashed potatoes', 300),
      ],
    }),
    anExtrasGroup({
      max: 2,
      options: [
        option(21, 'Sajt', 'Cheese', 350),
        option(22, 'Tükörtojás', 'Fried egg', 250),
        option(23, 'Bacon', 'Bacon', 400),
      ],
    }),
  ],
});

/** A chicken whose side must be chosen anew: no default, and the fries have run out. */
export const chickenWithoutFries: Product = {
  ...chicken,
  optionGroups: chicken.optionGroups.map((group) => ({
    ...group,
    options: group.options.map((o) => (o.id === 11 ? { ...o, available: false, isDefault: false } : o)),
  })),
};

type Answer = { status?: number; body: unknown };
type Handler = (body: unknown, init: RequestInit | undefined, url: URL) => Answer | unknown;

/**
 * The answer of POST /order/calculate the fake server gives: prices from the request (the dish and its options),
 * 10 % off with KONYHA10.
 */
export function priceOf(request: CalculateRequest): PriceSummary {
  const originalPrice = request.products.reduce((sum, line) => {
    const product = line.id === chicken.id ? chicken : goulash;
    return sum + unitPrice(product.price, product.optionGroups, line.options ?? []) * line.quantity;
  }, 0);
  const discount = request.coupon ? 10 : 0;
  const discountedPrice = Math.round((originalPrice * (100 - discount)) / 100);
  const shippingCost = request.address?.zipCode ? 490 : null;
  return {
    coupon: request.coupon ? { code: request.coupon.toUpperCase(), discount } : null,
    originalPrice,
    discountedPrice,
    deposit: 0,
    shippingCost,
    total: discountedPrice + (shippingCost ?? 0),
  };
}

/**
 * The payment settings of a fresh install on the sandbox bank (issue 27): every method, in test mode, so the online
 * card keeps its card form.
 */
export const sandboxPayments: PaymentSettings = {
  methods: ['CASH', 'CREDIT_CARD', 'SZEP_CARD', 'CREDIT_CARD_ONLINE', 'SZEP_CARD_ONLINE'],
  available: ['CASH', 'CREDIT_CARD', 'SZEP_CARD', 'CREDIT_CARD_ONLINE', 'SZEP_CARD_ONLINE'],
  testMode: true,
  cardPaymentMinutes: 15,
  szepPaymentMinutes: 30,
};

const defaults: Record<string, Handler> = {
  'GET /api/product/foods': () => ({ products: [goulash, chicken] }),
  'GET /api/product/drinks': () => ({ products: [] }),
  'GET /api/min-order-value': () => 3000,
  'GET /api/order/estimated-shipping-time': () => 60,
  'POST /api/order/calculate': (body) => ({ orders: [priceOf(body as CalculateRequest)] }),
  'GET /api/shipping-cost/shipping-costs': () => [
    { zipCode: '1134', cost: 490 },
    { zipCode: '1137', cost: 690 },
  ],
  'GET /api/streets/1134': () => ['Váci út', 'Dózsa György út'],
  'GET /api/streets/1137': () => ['Pozsonyi út', 'Szent István körút'],
  'GET /api/user/notes': () => ['Kapucsengő: 12'],
  'GET /api/opening-hours': () => everyDay,
  'GET /api/settings/schedule': () => defaultScheduleSettings,
  'GET /api/order/busy': () => notBusy,
  'GET /api/order/get-active-state': () => true,
  'GET /api/order/slots': (_body, _init, url) => slotsAnswer(everyDay, url),
  'GET /api/settings/payments': () => sandboxPayments,
};

/** Stubs fetch with the default answers, overridden per "METHOD /api/path"; an `{ status, body }` answers an error. */
export function serveApi(overrides: Record<string, Handler> = {}) {
  const handlers = { ...defaults, ...overrides };
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const handler = handlers[`${init?.method ?? 'GET'} ${url.pathname}`];
    if (!handler) return new Response('{"errorType":"NOT_FOUND","message":"none"}', { status: 404 });
    const answer = handler(init?.body ? JSON.parse(String(init.body)) : undefined, init, url);
    const error = answer as Answer | null;
    const status =
      typeof error === 'object' && error !== null && 'status' in error ? (error.status ?? 200) : 200;
    const body = status === 200 ? answer : error?.body;
    return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** The calls made to one "METHOD /api/path", with their parsed bodies and headers. */
export function callsTo(fetchMock: ReturnType<typeof serveApi>, key: string) {
  return fetchMock.mock.calls
    .filter(
      ([input, init]) =>
        `${init?.method ?? 'GET'} ${new URL(String(input), 'http://localhost').pathname}` === key,
    )
    .map(([, init]) => ({
      body: init?.body ? JSON.parse(String(init.body)) : undefined,
      // Header names are case-insensitive, as on the wire.
      headers: new Headers(init?.headers),
    }));
}

export function storeCart(quantity: number, coupon: string | null = null) {
  storeLines([{ productId: goulash.id, quantity }], coupon);
}

/** Stores a cart of these lines (without `options`, a line as stored before issue 15). */
export function storeLines(
  products: { productId: number; quantity: number; options?: number[] }[],
  coupon: string | null = null,
) {
  localStorage.setItem(
    'konyha.cart',
    JSON.stringify({ expire: Date.now() + 60 * 60 * 1000, products, coupon }),
  );
  loadCart();
}
