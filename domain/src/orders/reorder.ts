import { addToCart, type Cart, type CartLine } from '../cart/cart.ts';
import type { OptionGroup, OrderLineOption } from '../menu/options.schemas.ts';
import { offeredOptions, unitPrice } from '../menu/options.ts';

/** A line of a past order, as the order and its status page show it (the unit price, options included, when ordered). */
export type PastLine = {
  productId: number | null;
  name: string;
  nameEnglish: string;
  price: number;
  quantity: number;
  options: readonly Pick<OrderLineOption, 'optionId'>[];
};

/** What "order again" needs to know of a product on today's menu. */
export type MenuProduct = {
  id: number;
  name: string;
  nameEnglish: string;
  price: number;
  orderable: boolean;
  optionGroups: readonly OptionGroup[];
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
 * guest is not surprised at the till. Two lines of one dish with the same options merge, capped at the cart's
 * per-line maximum. A line keeps the options the dish still offers and has available; if that leaves a group unmet,
 * the cart flags the line to choose again.
 */
export function reorder(past: readonly PastLine[], menu: readonly MenuProduct[]): Reorder {
  const products = new Map(menu.map((product) => [product.id, product]));
  // Built with the cart's own merge rule; its lifetime is set when the cart is stored.
  let cart: Cart | null = null;
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
    const pastOptions = line.options.flatMap(({ optionId }) => (optionId === null ? [] : [optionId]));
    const options = offeredOptions(product.optionGroups, pastOptions);
    cart = addToCart(cart, product.id, line.quantity, 0, options);
    const newPrice = unitPrice(product.price, product.optionGroups, options);
    if (line.price !== newPrice && !priceChanges.some((change) => change.productId === product.id)) {
      priceChanges.push({
        productId: product.id,
        name: product.name,
        nameEnglish: product.nameEnglish,
        oldPrice: line.price,
        newPrice,
      });
    }
  }
  return { lines: cart?.products ?? [], leftOut, priceChanges };
}
