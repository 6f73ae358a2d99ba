/** The cart lives in the browser only; it lapses 5 hours after it was last read (SPEC §4, §9). */
export const CART_LIFETIME_MS = 5 * 60 * 60 * 1000;

export type CartLine = { productId: number; quantity: number };

/** The stored cart (SPEC §3): `expire` is epoch milliseconds. */
export type Cart = { expire: number; products: CartLine[]; coupon: string | null };

const isPositiveInteger = (value: unknown): value is number =>
  Number.isInteger(value) && (value as number) > 0;

function isCartLine(value: unknown): value is CartLine {
  const line = value as Partial<CartLine> | null;
  return (
    typeof line === 'object' &&
    line !== null &&
    isPositiveInteger(line.productId) &&
    isPositiveInteger(line.quantity)
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
  if (cart.coupon !== null && typeof cart.coupon !== 'string') return null;
  return {
    expire: cart.expire,
    products: cart.products.map(({ productId, quantity }) => ({ productId, quantity })),
    coupon: cart.coupon,
  };
}

export function isCartExpired(cart: Cart, now: number): boolean {
  return now >= cart.expire;
}

/**
 * What a read of the stored cart yields: nothing when it is missing, malformed, expired or empty (an empty cart
 * is removed), otherwise the same cart with its lifetime restarted from `now`.
 */
export function readCart(stored: unknown, now: number): Cart | null {
  const cart = parseCart(stored);
  if (!cart || isCartExpired(cart, now) || cart.products.length === 0) return null;
  return { ...cart, expire: now + CART_LIFETIME_MS };
}

/** Adds `quantity` of a product, merging with a line of the same product; a missing cart starts empty. */
export function addToCart(cart: Cart | null, productId: number, quantity: number, now: number): Cart {
  const products = cart?.products ?? [];
  const existing = products.some((line) => line.productId === productId);
  return {
    expire: now + CART_LIFETIME_MS,
    coupon: cart?.coupon ?? null,
    products: existing
      ? products.map((line) =>
          line.productId === productId ? { ...line, quantity: line.quantity + quantity } : line,
        )
      : [...products, { productId, quantity }],
  };
}

/** Number of pieces in the cart, as the cart icon shows it. */
export function cartItemCount(cart: Cart | null): number {
  return cart?.products.reduce((sum, line) => sum + line.quantity, 0) ?? 0;
}

/** The most pieces of one product an order may hold (the order schemas allow 1–99). */
export const MAX_QUANTITY = 99;

/** Sets a line's quantity, kept within 1–99; the cart's lifetime restarts as with any change. */
export function setQuantity(cart: Cart, productId: number, quantity: number, now: number): Cart {
  const bounded = Math.min(MAX_QUANTITY, Math.max(1, Math.trunc(quantity)));
  return {
    ...cart,
    expire: now + CART_LIFETIME_MS,
    products: cart.products.map((line) =>
      line.productId === productId ? { ...line, quantity: bounded } : line,
    ),
  };
}

/** Drops a product's line; the last line gone means no cart at all (an empty cart is removed, SPEC §4). */
export function removeFromCart(cart: Cart, productId: number, now: number): Cart | null {
  const products = cart.products.filter((line) => line.productId !== productId);
  return products.length === 0 ? null : { ...cart, expire: now + CART_LIFETIME_MS, products };
}

/** Puts a coupon on the cart or takes it off (null); one coupon at a time, so a new one replaces the old. */
export function withCoupon(cart: Cart, coupon: string | null, now: number): Cart {
  return { ...cart, expire: now + CART_LIFETIME_MS, coupon };
}

/** The lines as the order calls take them: product ids and quantities only (DESIGN §5). */
export function orderLines(cart: Cart | null): { id: number; quantity: number }[] {
  return cart?.products.map(({ productId, quantity }) => ({ id: productId, quantity })) ?? [];
}
