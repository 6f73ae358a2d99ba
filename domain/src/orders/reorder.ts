import { type CartLine, MAX_QUANTITY } from '../cart/cart.ts';

/** A line of a past order, as the order and its status page show it (the unit price when it was ordered). */
export type PastLine = {
  productId: number | null;
  name: string;
  nameEnglish: string;
  price: number;
  quantity: number;
};

/** What "order again" needs to know of a product on today's menu. */
export type MenuProduct = {
  id: number;
  name: string;
  nameEnglish: string;
  price: number;
  orderable: boolean;
};

export type LeftOutDish = { name: string; nameEnglish: string; reason: 'notOrderable' | 'gone' };
export type PriceChange = {
  productId: number;
  name: string;
  nameEnglish: string;
  oldPrice: number;
  newPrice: number;
};

export type Reorder = { lines: CartLine[]; leftOut: LeftOutDish[]; priceChanges: PriceChange[] };

/**
 * "Order again" (issue 13): the past order's lines become a fresh cart's lines with the same quantities, in the
 * order's order. A dish that is switched off or no longer on the menu (or a line that never had a product) is left
 * out and named; a dish whose price differs from what the guest paid is kept and reported with both prices, so the
 * guest is not surprised at the till. Two lines of one product merge, capped at the cart's per-line maximum.
 */
export function reorder(past: readonly PastLine[], menu: readonly MenuProduct[]): Reorder {
  const products = new Map(menu.map((product) => [product.id, product]));
  const quantities = new Map<number, number>();
  const leftOut: LeftOutDish[] = [];
  const priceChanges: PriceChange[] = [];
  for (const line of past) {
    const product = line.productId === null ? undefined : products.get(line.productId);
    if (!product?.orderable) {
      const reason = product ? 'notOrderable' : 'gone';
      if (!leftOut.some((dish) => dish.name === line.name && dish.reason === reason)) {
        leftOut.push({ name: line.name, nameEnglish: line.nameEnglish, reason });
      }
      continue;
    }
    quantities.set(product.id, Math.min(MAX_QUANTITY, (quantities.get(product.id) ?? 0) + line.quantity));
    if (line.price !== product.price && !priceChanges.some((change) => change.productId === product.id)) {
      priceChanges.push({
        productId: product.id,
        name: product.name,
        nameEnglish: product.nameEnglish,
        oldPrice: line.price,
        newPrice: product.price,
      });
    }
  }
  const lines = [...quantities].map(([productId, quantity]) => ({ productId, quantity }));
  return { lines, leftOut, priceChanges };
}
