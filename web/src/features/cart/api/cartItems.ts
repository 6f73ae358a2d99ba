import { type Cart, type LunchCartLine, lineKey, lunchLineKey } from '@konyha/domain/cart/cart';
import type { Language } from '@konyha/domain/common/language';
import { lunchLineNames } from '@konyha/domain/lunch/lunch-lines';
import type { LunchWeek } from '@konyha/domain/lunch/lunch-menu.schemas';
import { weekOfDay } from '@konyha/domain/lunch/lunch-week';
import { localizedProduct } from '@konyha/domain/menu/catalogue';
import { lunchLineTexts } from '@konyha/domain/menu/option-text';
import { choiceProblem, chosenOptions, unitPrice } from '@konyha/domain/menu/options';
import type { Product } from '@konyha/domain/menu/products';
import { useQueries } from '@tanstack/react-query';
import { useLanguage } from '../../../i18n/i18n.ts';
import { productsQuery } from '../../../lib/queries/products.ts';
import { dayTitle, lunchWeekQuery } from '../../lunch-menu/index.ts';
import { localizedName } from '../../menu/index.ts';

export type CartItem = {
  /** The line's identity in the cart (the dish and its options, or the lunch menu of a day; and whom it is for). */
  key: string;
  quantity: number;
  /** The chosen option ids (none for a lunch menu). */
  options: number[];
  /** Whom in an office it is for (issue 31); null: nobody named. */
  forName: string | null;
  /** Today's menu entry; undefined for a lunch menu, or when the product is no longer on the menu. */
  product: Product | undefined;
  /** In the UI language; undefined when the product or lunch menu is no longer on offer. */
  name: string | undefined;
  /** "Köret: hasábburgonya", one per chosen option still on the menu (a lunch menu's day, soup and main). */
  optionNames: string[];
  /** The menu's price of one piece with its options, for showing only: the order's prices come from the server. */
  price: number | undefined;
  /** An option vanished or ran out, or a required group is now unmet: the guest must choose again. */
  changed: boolean;
};

/** A lunch line as the week's menu names and prices it (issue 31); unnamed when that day's menu no longer has it. */
function lunchItem(
  line: LunchCartLine,
  weeks: readonly (LunchWeek | undefined)[],
  language: Language,
): CartItem {
  const day = weeks.flatMap((week) => week?.days ?? []).find((d) => d.date === line.date);
  const variant = day?.variants.find((v) => v.id === line.lunchVariantId);
  const names = variant && lunchLineNames(variant.code, line.mainOnly);
  const lunch = variant && { ...variant, variantId: variant.id, date: line.date, mainOnly: line.mainOnly };
  return {
    key: lunchLineKey(line),
    quantity: line.quantity,
    options: [],
    forName: line.forName,
    product: undefined,
    name: names && (language === 'en' ? names.nameEnglish : names.name),
    optionNames: [dayTitle(line.date, language), ...(lunch ? lunchLineTexts(lunch, language) : [])],
    price: variant && (line.mainOnly ? (variant.mainOnlyPrice ?? undefined) : variant.price),
    changed: false,
  };
}

/** The cart's lines with the names and prices of the menu (the cart itself keeps ids and quantities only). */
export function useCartItems(cart: Cart | null): { items: CartItem[]; loading: boolean } {
  const language = useLanguage();
  const [foods, drinks] = useQueries({ queries: [productsQuery('foods'), productsQuery('drinks')] });
  const lunch = cart?.lunch ?? [];
  const weeks = useQueries({
    queries: [...new Set(lunch.map((line) => weekOfDay(line.date)))].map((week) => lunchWeekQuery(week)),
  });
  const byId = new Map<number, Product>();
  for (const product of [...(foods.data ?? []), ...(drinks.data ?? [])]) byId.set(product.id, product);
  const dishes = (cart?.products ?? []).map((line): CartItem => {
    const product = byId.get(line.productId);
    const groups = product?.optionGroups ?? [];
    return {
      key: lineKey(line),
      quantity: line.quantity,
      options: line.options,
      forName: line.forName ?? null,
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
  const lunchItems = lunch.map((line) =>
    lunchItem(
      line,
      weeks.map((week) => week.data),
      language,
    ),
  );
  const loading = foods.isPending || drinks.isPending || weeks.some((week) => week.isPending);
  return { items: [...dishes, ...lunchItems], loading };
}
