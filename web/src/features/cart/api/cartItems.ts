import { type Cart, type CartLine, lineKey } from '@konyha/domain/cart/cart';
import { localizedProduct } from '@konyha/domain/menu/catalogue';
import { choiceProblem, chosenOptions, unitPrice } from '@konyha/domain/menu/options';
import type { Product } from '@konyha/domain/menu/products';
import { useQueries } from '@tanstack/react-query';
import { useLanguage } from '../../../i18n/i18n.ts';
import { productsQuery } from '../../../lib/queries/products.ts';
import { localizedName } from '../../menu/index.ts';

export type CartItem = CartLine & {
  /** The line's identity in the cart (the dish and its options). */
  key: string;
  /** Today's menu entry; undefined when the product is no longer on the menu. */
  product: Product | undefined;
  /** In the UI language; undefined when the product is no longer on the menu. */
  name: string | undefined;
  /** "Köret: hasábburgonya", one per chosen option still on the menu, in the UI language. */
  optionNames: string[];
  /** The menu's price of one piece with its options, for showing only: the order's prices come from the server. */
  price: number | undefined;
  /** An option vanished or ran out, or a required group is now unmet: the guest must choose again. */
  changed: boolean;
};

/** The cart's lines with the names and prices of the menu (the cart itself keeps ids and quantities only). */
export function useCartItems(cart: Cart | null): { items: CartItem[]; loading: boolean } {
  const language = useLanguage();
  const [foods, drinks] = useQueries({ queries: [productsQuery('foods'), productsQuery('drinks')] });
  const byId = new Map<number, Product>();
  for (const product of [...(foods.data ?? []), ...(drinks.data ?? [])]) byId.set(product.id, product);
  const items = (cart?.products ?? []).map((line): CartItem => {
    const product = byId.get(line.productId);
    const groups = product?.optionGroups ?? [];
    return {
      ...line,
      key: lineKey(line),
      product,
      name: product ? localizedProduct(product, language).name : undefined,
      optionNames: chosenOptions(groups, line.options).map(
        (option) =>
          `${localizedName({ name: option.groupName, nameEnglish: option.groupNameEnglish }, language)}: ${localizedName(option, language)}`,
      ),
      price: product && unitPrice(product.price, groups, line.options),
      changed: product !== undefined && choiceProblem(groups, line.options) !== undefined,
    };
  });
  return { items, loading: foods.isPending || drinks.isPending };
}
