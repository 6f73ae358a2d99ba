import { cartLineKey } from '../menu/options.ts';

/** The cart lives in the browser only; it lapses 5 hours after it was last read (SPEC §4, §9). */
export const CART_LIFETIME_MS = 5 * 60 * 60 * 1000;

/**
 * One line: a dish with its chosen option ids (issue 15), kept in ascending order so a line has one spelling, and
 * whom in an office it is for (issue 31; absent or null: nobody named).
 */
export type CartLine = { productId: number; quantity: number; options: number[]; forName?: string | null };

/** A lunch menu variant of a day (issue 31): the set, or its main alone. */
export type LunchCartLine = {
  lunchVariantId: number;
  date: string;
  quantity: number;
  mainOnly: boolean;
  forName: string | null;
};

/** The part of a line's identity that is whom it is for: "for Kata" is a line of its own. */
const namePart = (forName: string | null | undefined) => (forName ? `|${forName}` : '');

/** The line's identity: the same dish with other options, or for another person, is another line. */
export const lineKey = (line: Pick<CartLine, 'productId' | 'options' | 'forName'>): string =>
  cartLineKey(line.productId, line.options) + namePart(line.forName);

/** A lunch line's identity, never equal to a dish line's: its variant, day, kind and person. */
export const lunchLineKey = (line: Omit<LunchCartLine, 'quantity'>): string =>
  `lunch:${line.lunchVariantId}:${line.date}:${line.mainOnly ? 'main' : 'set'}${namePart(line.forName)}`;

const sorted = (options: readonly number[]): number[] => [...new Set(options)].sort((a, b) => a - b);

/** The stored cart (SPEC §3): `expire` is epoch milliseconds; `lunch` the lunch menu's lines (issue 31), if any. */
export type Cart = { expire: number; products: CartLine[]; lunch?: LunchCartLine[]; coupon: string | null };

const isPositiveInteger = (value: unknown): value is number =>
  Number.isInteger(value) && (value as number) > 0;

/** A stored line; one saved before options existed (issue 15) has none and still loads. */
function isCartLine(value: unknown): value is Omit<CartLine, 'options'> & { options?: unknown } {
  const line = value as Partial<CartLine> | null;
  return (
    typeof line === 'object' &&
    line !== null &&
    isPositiveInteger(line.productId) &&
    isPositiveInteger(line.quantity) &&
    (line.options === undefined || (Array.isArray(line.options) && line.options.every(isPositiveInteger))) &&
    isName(line.forName)
  );
}

const isName = (value: unknown) => value === undefined || value === null || typeof value === 'string';

function isLunchLine(value: unknown): value is LunchCartLine {
  const line = value as Partial<LunchCartLine> | null;
  return (
    typeof line === 'object' &&
    line !== null &&
    isPositiveInteger(line.lunchVariantId) &&
    isPositiveInteger(line.quantity) &&
    typeof line.date === 'string' &&
    /^\d{4}-\d{2}-\d{2}$/.test(line.date) &&
    typeof line.mainOnly === 'boolean' &&
    isName(line.forName)
  );
}

/**
 * Checks what came out of storage. Written out rather than as a zod schema: the cart icon is on every page, and
 * zod would add about 24 KB (gzip) to the browser's first download.
 */
export function parseCart(value: unknown): Cart | null {
  const cart = value as Partial<Cart> | null;
  if (typeof cart !== 'object' || cart === null) return null;
  if (typeof cart.expire !== 'number' || !Number.isFinite(cart.expire)) return null;
  if (!Array.isArray(cart.products) || !cart.products.every(isCartLine)) return null;
  const lunch = cart.lunch ?? [];
  if (!Array.isArray(lunch) || !lunch.every(isLunchLine)) return null;
  if (cart.coupon !== null && typeof cart.coupon !== 'string') return null;
  return {
    expire: cart.expire,
    products: cart.products.map(({ productId, quantity, options, forName }) => ({
      productId,
      quantity,
      options: sorted((options as number[] | undefined) ?? []),
      ...(forName ? { forName } : {}),
    })),
    ...(lunch.length > 0 && { lunch: lunch.map((line) => ({ ...line, forName: line.forName ?? null })) }),
    coupon: cart.coupon,
  };
}

/** No dish and no lunch line: such a cart is removed (SPEC §4). */
export const isEmpty = (cart: Pick<Cart, 'products' | 'lunch'>): boolean =>
  cart.products.length === 0 && (cart.lunch ?? []).length === 0;

export function isCartExpired(cart: Cart, now: number): boolean {
  return now >= cart.expire;
}

/**
 * What a read of the stored cart yields: nothing when it is missing, malformed, expired or empty (an empty cart
 * is removed), otherwise the same cart with its lifetime restarted from `now`.
 */
export function readCart(stored: unknown, now: number): Cart | null {
  const cart = parseCart(stored);
  if (!cart || isCartExpired(cart, now) || isEmpty(cart)) return null;
  return { ...cart, expire: now + CART_LIFETIME_MS };
}

/** The lines with one more line of `added`, merged into the line of the same dish and options (within 1–99). */
function merged(products: readonly CartLine[], added: CartLine): CartLine[] {
  const key = lineKey(added);
  if (!products.some((line) => lineKey(line) === key)) return [...products, added];
  return products.map((line) =>
    lineKey(line) === key
      ? { ...line, quantity: Math.min(MAX_QUANTITY, line.quantity + added.quantity) }
      : line,
  );
}

/**
 * Adds `quantity` of a dish with the chosen options, merging with the line of the same dish and options; a missing
 * cart starts empty.
 */
export function addToCart(
  cart: Cart | null,
  productId: number,
  quantity: number,
  now: number,
  options: readonly number[] = [],
): Cart {
  return {
    ...cart,
    expire: now + CART_LIFETIME_MS,
    coupon: cart?.coupon ?? null,
    products: merged(cart?.products ?? [], { productId, quantity, options: sorted(options) }),
  };
}

/**
 * Chooses a line's options again (a line whose option vanished): the line takes the new options in its place, or
 * joins the line that already has them.
 */
export function setLineOptions(cart: Cart, key: string, options: readonly number[], now: number): Cart {
  const index = cart.products.findIndex((line) => lineKey(line) === key);
  const line = cart.products[index];
  if (!line) return cart;
  const changed = { ...line, options: sorted(options) };
  const others = cart.products.filter((_, at) => at !== index);
  const products = others.some((other) => lineKey(other) === lineKey(changed))
    ? merged(others, changed)
    : cart.products.map((other, at) => (at === index ? changed : other));
  return { ...cart, expire: now + CART_LIFETIME_MS, products };
}

/** Number of pieces in the cart, as the cart icon shows it. */
export function cartItemCount(cart: Cart | null): number {
  if (!cart) return 0;
  return [...cart.products, ...(cart.lunch ?? [])].reduce((sum, line) => sum + line.quantity, 0);
}

/** The most pieces of one product an order may hold (the order schemas allow 1–99). */
export const MAX_QUANTITY = 99;

/** Sets a line's quantity (the line by its `lineKey`), kept within 1–99; the cart's lifetime restarts. */
export function setQuantity(cart: Cart, key: string, quantity: number, now: number): Cart {
  const bounded = Math.min(MAX_QUANTITY, Math.max(1, Math.trunc(quantity)));
  const set = <Line extends { quantity: number }>(line: Line, lineKeyOf: (line: Line) => string) =>
    lineKeyOf(line) === key ? { ...line, quantity: bounded } : line;
  return {
    ...cart,
    expire: now + CART_LIFETIME_MS,
    products: cart.products.map((line) => set(line, lineKey)),
    ...(cart.lunch && { lunch: cart.lunch.map((line) => set(line, lunchLineKey)) }),
  };
}

/** Drops a line (by its `lineKey`); the last line gone means no cart at all (an empty cart is removed, SPEC §4). */
export function removeFromCart(cart: Cart, key: string, now: number): Cart | null {
  const products = cart.products.filter((line) => lineKey(line) !== key);
  const lunch = (cart.lunch ?? []).filter((line) => lunchLineKey(line) !== key);
  const next = { ...cart, expire: now + CART_LIFETIME_MS, products, lunch };
  return isEmpty(next) ? null : next;
}

/** Puts a coupon on the cart or takes it off (null); one coupon at a time, so a new one replaces the old. */
export function withCoupon(cart: Cart, coupon: string | null, now: number): Cart {
  return { ...cart, expire: now + CART_LIFETIME_MS, coupon };
}

/** The lines as the order calls take them: product ids, quantities and option ids only (DESIGN §5). */
export function orderLines(
  cart: Cart | null,
): ({ id: number; quantity: number; options: number[]; forName?: string } | LunchCartLine)[] {
  if (!cart) return [];
  return [
    ...cart.products.map(({ productId, quantity, options, forName }) => ({
      id: productId,
      quantity,
      options,
      ...(forName ? { forName } : {}),
    })),
    ...(cart.lunch ?? []),
  ];
}
