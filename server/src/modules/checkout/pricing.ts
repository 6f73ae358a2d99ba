import { lunchLineNames } from '@konyha/domain/lunch/lunch-lines';
import { cartLineKey, choiceProblem, chosenOptions, unitPrice } from '@konyha/domain/menu/options';
import type { OrderLineOption } from '@konyha/domain/menu/options.schemas';
import {
  type DishCartLine,
  isLunchLine,
  type LunchCartLine,
  type OrderLineInput,
  type PriceSummary,
} from '@konyha/domain/orders/checkout.schemas';
import { type OrderMoney, orderMoney } from '@konyha/domain/orders/order-money';
import { AppError, invalidField } from '../../errors.ts';
import type { CouponGuard } from '../../platform/rate-limits/rate-limits.service.ts';
import type { CatalogueService, PricedProduct } from '../catalogue/catalogue.service.ts';
import type { CouponRow, CouponService } from '../coupon/coupon.service.ts';
import { refuseOutsideWindows } from './dish-windows.ts';
import { type LunchVariants, type PricedLunchLine, priceLunchLines } from './lunch-pricing.ts';

export interface PricedLine {
  product: PricedProduct;
  quantity: number;
  /** The dish's price with its options', one piece. */
  unitPrice: number;
  /** The options as the order keeps them. */
  options: OrderLineOption[];
  /** Whom in an office it is for (issue 31). */
  forName: string | null;
}

export interface PricedCart {
  lines: PricedLine[];
  /** Issue 31: the lunch menu variants, priced after the dishes (their money lines follow the dishes'). */
  lunchLines: PricedLunchLine[];
  coupon: CouponRow | null;
  /** The order's money as the domain prices it once: what the order keeps (total, VAT) is taken from here. */
  money: OrderMoney;
  summary: PriceSummary;
}

/** What a cart is priced for: its coupon (checked for this customer) and the delivery's shipping cost, if known. */
export interface PriceTerms {
  couponCode: string | null | undefined;
  customerKey: string | null;
  guardCoupon: CouponGuard;
  /** Asked after the products and the coupon, so their errors come first. */
  shippingCost: () => Promise<number | null>;
  /** The delivery fee's VAT rate (settings). */
  shippingVatRate: number;
  /**
   * Issue 30, a placed order priced again: the coupon it redeemed when placed (applied as it was, neither checked
   * nor refused as used; `couponCode` is then not read) and its lines that grew (cartLineKey). Only those must be
   * orderable with available options now: a line the order keeps was checked when it was placed.
   */
  placed?: {
    coupon: { code: string; discount: number } | null;
    grown: ReadonlySet<string>;
    /** Issue 31: its lunch menus, kept as they were priced when placed (staff change the dishes around them). */
    lunch?: readonly PricedLunchLine[];
  };
  /**
   * Issue 31: the instant the order is for (its pre-order time, else now), which the lunch windows and the dishes'
   * windows are judged at; absent for a price request, which refuses nothing for its time.
   */
  at?: Date | null;
}

/** A line as the client sends it: the spec's shape without `options` or `forName` stays valid. */
export type PriceLine =
  | (Omit<DishCartLine, 'options' | 'forName'> & { options?: number[]; forName?: string | null })
  | LunchCartLine;
type MergedLine = DishCartLine & { index: number };

/**
 * The same product with the same options (and for the same person) twice in a cart is one line with the quantities
 * added; otherwise it is a line of its own. Each merged line remembers the index of its first line, which errors name.
 */
function mergeLines(lines: readonly { line: PriceLine; index: number }[]): MergedLine[] {
  const merged = new Map<string, MergedLine>();
  for (const { line: cartLine, index } of lines) {
    if (isLunchLine(cartLine as OrderLineInput)) continue;
    const { id, quantity, options = [], forName = null } = cartLine as Exclude<PriceLine, LunchCartLine>;
    const key = `${cartLineKey(id, options)}|${forName ?? ''}`;
    const line = merged.get(key);
    if (line) line.quantity += quantity;
    else merged.set(key, { id, quantity, options, forName, index });
  }
  return [...merged.values()];
}

/** A choice the product does not allow, named by line and group (the message is the problem's kind). */
function checkChoice(product: PricedProduct, line: MergedLine) {
  const problem = choiceProblem(product.optionGroups, line.options);
  if (!problem) return;
  const field = `products.${line.index}.options`;
  throw invalidField(problem.groupId === null ? field : `${field}.${problem.groupId}`, problem.kind);
}

/**
 * Prices a cart from the database alone (DESIGN §5): client prices are never read. Unknown products are a
 * validation error, products that are not orderable are refused, each line's options are checked against its
 * product's groups (the unit price adds theirs), the coupon is checked for this customer and discounts options too.
 */
export function createPricing({
  catalogue,
  coupons,
  lunchVariants,
}: {
  catalogue: CatalogueService;
  coupons: CouponService;
  lunchVariants: LunchVariants;
}) {
  return async function priceCart(cart: readonly PriceLine[], terms: PriceTerms): Promise<PricedCart> {
    const indexed = cart.map((line, index) => ({ line, index }));
    const merged = mergeLines(indexed);
    const ids = [...new Set(merged.map((l) => l.id))];
    const products = new Map((await catalogue.byIds(ids)).map((p) => [p.id, p]));
    const lines = merged.map((line): PricedLine => {
      const { index } = line;
      const product = products.get(line.id);
      if (!product) throw invalidField(`products.${index}.id`, 'No such product');
      const checked = !terms.placed || terms.placed.grown.has(cartLineKey(line.id, line.options));
      if (checked && !product.orderable) {
        throw new AppError(
          'PRODUCT_NOT_ORDERABLE',
          `${product.nameEnglish} cannot be ordered now`,
          `products.${index}.id`,
        );
      }
      if (checked) checkChoice(product, line);
      if (checked && terms.at) refuseOutsideWindows(product, index, terms.at);
      const groups = product.optionGroups;
      return {
        product,
        quantity: line.quantity,
        unitPrice: unitPrice(product.price, groups, line.options),
        options: chosenOptions(groups, line.options),
        forName: line.forName,
      };
    });
    const lunch = indexed.flatMap(({ line, index }) =>
      isLunchLine(line as OrderLineInput) ? [{ line: line as LunchCartLine, index }] : [],
    );
    const lunchLines = [
      ...(await priceLunchLines(lunchVariants, lunch, terms.at ?? null)),
      ...(terms.placed?.lunch ?? []),
    ];
    const { couponCode, customerKey } = terms;
    const coupon =
      couponCode && !terms.placed
        ? await terms.guardCoupon((q) => coupons.usable(q, couponCode, customerKey))
        : null;
    const shippingCost = await terms.shippingCost();
    const money = orderMoney({
      lines: [
        ...lines.map((l) => ({
          price: l.unitPrice,
          quantity: l.quantity,
          deposit: l.product.deposit,
          vatRate: l.product.vatRate,
        })),
        ...lunchLines.map((l) => ({
          price: l.unitPrice,
          quantity: l.quantity,
          deposit: 0,
          vatRate: l.vatRate,
        })),
      ],
      coupon: terms.placed ? terms.placed.coupon : coupon && { code: coupon.code, discount: coupon.discount },
      shippingCost,
      shippingVatRate: terms.shippingVatRate,
    });
    const { originalPrice, discountedPrice, deposit, total } = money;
    return {
      lines,
      lunchLines,
      coupon,
      money,
      summary: { coupon: money.coupon, originalPrice, discountedPrice, shippingCost, deposit, total },
    };
  };
}

export type PriceCart = ReturnType<typeof createPricing>;

/**
 * An order's lines as it keeps them (issue 17), as the pricing split their VAT: each line at its product's rate
 * (options are part of the line, so at the dish's rate) after the coupon, with the product's deposit per unit.
 * Written the same way when an order is placed and when its content changes (issue 30).
 */
export function orderLinesOf({ lines, lunchLines, money }: PricedCart) {
  const splitAt = (index: number) => {
    const { rate, net, vat } = money.vat.lines[index] as OrderMoney['vat']['lines'][number];
    return { vatRate: rate, net, vat };
  };
  const dishes = lines.map(({ product, quantity, unitPrice, options, forName }, index) => ({
    productId: product.id,
    name: product.name,
    nameEnglish: product.nameEnglish,
    unitPrice,
    quantity,
    options,
    ...splitAt(index),
    deposit: product.deposit,
    lunchVariantId: null,
    lunch: null,
    forName,
  }));
  // A lunch variant is a line of no dish (issue 31): its money line follows the dishes'.
  const lunch = lunchLines.map(({ variantId, quantity, unitPrice, lunch, forName }, index) => ({
    productId: null,
    ...lunchLineNames(lunch.code, lunch.mainOnly),
    unitPrice,
    quantity,
    options: [],
    ...splitAt(lines.length + index),
    deposit: 0,
    lunchVariantId: variantId,
    lunch,
    forName,
  }));
  return [...dishes, ...lunch];
}

/** What an order keeps of its priced money: the prices, the shipping with its VAT, the deposit and the total. */
export function orderMoneyOf({ money }: PricedCart) {
  const shipping = money.vat.shipping;
  return {
    originalPrice: money.originalPrice,
    discountedPrice: money.discountedPrice,
    shippingCost: shipping.gross,
    shippingVatRate: shipping.rate,
    shippingNet: shipping.net,
    shippingVat: shipping.vat,
    deposit: money.deposit,
    total: money.total,
  };
}
