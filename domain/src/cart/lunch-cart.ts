import {
  CART_LIFETIME_MS,
  type Cart,
  type LunchCartLine,
  lineKey,
  lunchLineKey,
  MAX_QUANTITY,
} from './cart.ts';

/**
 * The cart of an office's lunch (issue 31): the weekday lunch menu's variants beside the dishes, and a name on any
 * line so the courier hands each box to its person.
 */

/** Adds `quantity` of a lunch menu variant of a day (issue 31), merging with its unnamed line of the same kind. */
export function addLunchToCart(
  cart: Cart | null,
  variant: { lunchVariantId: number; date: string; mainOnly: boolean },
  quantity: number,
  now: number,
): Cart {
  const added: LunchCartLine = { ...variant, quantity, forName: null };
  const lunch = cart?.lunch ?? [];
  const key = lunchLineKey(added);
  const present = lunch.some((line) => lunchLineKey(line) === key);
  return {
    expire: now + CART_LIFETIME_MS,
    products: cart?.products ?? [],
    coupon: cart?.coupon ?? null,
    lunch: present
      ? lunch.map((line) =>
          lunchLineKey(line) === key
            ? { ...line, quantity: Math.min(MAX_QUANTITY, line.quantity + quantity) }
            : line,
        )
      : [...lunch, added],
  };
}

/**
 * Names whom a line is for (issue 31: "for Kata"), a dish's or a lunch line's by its key; '' takes the name off. A
 * line that then matches another (the same dish for the same person) joins it.
 */
export function setLineName(cart: Cart, key: string, name: string, now: number): Cart {
  const forName = name.trim().slice(0, 40) || null;
  const rename = <Line extends { quantity: number; forName?: string | null }>(
    lines: readonly Line[],
    keyOf: (line: Line) => string,
  ): Line[] => {
    const renamed = new Map<string, Line>();
    for (const line of lines) {
      const next = keyOf(line) === key ? { ...line, forName } : line;
      const earlier = renamed.get(keyOf(next));
      renamed.set(
        keyOf(next),
        earlier ? { ...earlier, quantity: Math.min(MAX_QUANTITY, earlier.quantity + next.quantity) } : next,
      );
    }
    return [...renamed.values()];
  };
  return {
    ...cart,
    expire: now + CART_LIFETIME_MS,
    products: rename(cart.products, lineKey),
    ...(cart.lunch && { lunch: rename(cart.lunch, lunchLineKey) }),
  };
}
