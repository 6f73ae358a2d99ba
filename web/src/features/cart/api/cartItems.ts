import type { Cart, CartLine } from '@konyha/domain/cart/cart';
import { localizedProduct } from '@konyha/domain/menu/catalogue';
import type { Product } from '@konyha/domain/menu/products';
import { useQueries } from '@tanstack/react-query';
import { useLanguage } from '../../../i18n/i18n.ts';
import { productsQuery } from '../../../lib/queries/products.ts';

export type CartItem = CartLine & {
  /** In the UI language; undefined when the product is no longer on the menu. */
  name: string | undefined;
  /** The menu's price, for showing only: the order's prices come from the server (DESIGN §5). */
  price: number | undefined;
};

/** The cart's lines with the names and prices of the menu (the cart itself keeps ids and quantities only). */
export function useCartItems(cart: Cart | null): { items: CartItem[]; loading: boolean } {
  const language = useLanguage();
  const [foods, drinks] = useQueries({ queries: [productsQuery('foods'), productsQuery('drinks')] });
  const byId = new Map<number, Product>();
  for (const product of [...(foods.data ?? []), ...(drinks.data ?? [])]) byId.set(product.id, product);
  const items = (cart?.products ?? []).map((line) => {
    const product = byId.get(line.productId);
    return {
      ...line,
      name: product ? localizedProduct(product, language).name : undefined,
      price: product?.price,
    };
  });
  return { items, loading: foods.isPending || drinks.isPending };
}
