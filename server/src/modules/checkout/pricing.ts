import { cartLineKey, choiceProblem, chosenOptions, unitPrice } from '@konyha/domain/menu/options';
import type { OrderLineOption } from '@konyha/domain/menu/options.schemas';
import type { CartLine, cartLineSchema, PriceSummary } from '@konyha/domain/orders/checkout.schemas';
import { type OrderMoney, orderMoney } from '@konyha/domain/orders/order-money';
import type { z } from 'zod';
import { AppError, invalidField } from '../../errors.ts';
import type { CouponGuard } from '../../platform/rate-limits/rate-limits.service.ts';
import type { CatalogueService, PricedProduct } from '../catalogue/catalogue.service.ts';
import type { CouponRow, CouponService } from '../coupon/coupon.service.ts';

export interface PricedLine {
  product: PricedProduct;
  quantity: number;
  /** The dish's price with its options', one piece. */
  unitPrice: number;
  /** The options as the order keeps them. */
  options: OrderLineOption[];
}

export interface PricedCart {
  lines: PricedLine[];
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
  placed?: { coupon: { code: string; discount: number } | null; grown: ReadonlySet<string> };
}

/** A line as the client sends it: the spec's shape without `options` stays valid. */
type CartLineInput = z.input<typeof cartLineSchema>;

/**
 * The same product with the same options twice in a cart is one line with the quantities added; with other options
 * it is a line of its own. Each merged line remembers the index of its first line, which errors name.
 */
function mergeLines(lines: readonly CartLineInput[]): (CartLine & { index: number })[] {
  const merged = new Map<string, CartLine & { index: number }>();
  lines.forEach(({ id, quantity, options = [] }, index) => {
    const key = cartLineKey(id, options);
    const line = merged.get(key);
    if (line) line.quantity += quantity;
    else merged.set(key, { id, quantity, options, index });
  });
  return [...merged.values()];
}

/** A choice the product does not allow, named by line and group (the message is the problem's kind). */
function checkChoice(product: PricedProduct, line: CartLine & { index: number }) {
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
}: {
  catalogue: CatalogueService;
  coupons: CouponService;
}) {
  return async function priceCart(cart: readonly CartLineInput[], terms: PriceTerms): Promise<PricedCart> {
    const merged = mergeLines(cart);
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
      const groups = product.optionGroups;
      return {
        product,
        quantity: line.quantity,
        unitPrice: unitPrice(product.price, groups, line.options),
        options: chosenOptions(groups, line.options),
      };
    });
    const { couponCode, customerKey } = terms;
    const coupon =
      couponCode && !terms.placed
        ? await terms.guardCoupon((q) => coupons.usable(q, couponCode, customerKey))
        : null;
    const shippingCost = await terms.shippingCost();
    const money = orderMoney({
      lines: lines.map((l) => ({
        price: l.unitPrice,
        quantity: l.quantity,
        deposit: l.product.deposit,
        vatRate: l.product.vatRate,
      })),
      coupon: terms.placed ? terms.placed.coupon : coupon && { code: coupon.code, discount: coupon.discount },
      shippingCost,
      shippingVatRate: terms.shippingVatRate,
    });
    const { originalPrice, discountedPrice, deposit, total } = money;
    return {
      lines,
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
export function orderLinesOf({ lines, money }: PricedCart) {
  return lines.map(({ product, quantity, unitPrice, options }, index) => {
    const split = money.vat.lines[index] as OrderMoney['vat']['lines'][number];
    return {
      productId: product.id,
      name: product.name,
      nameEnglish: product.nameEnglish,
      unitPrice,
      quantity,
      options,
      vatRate: split.rate,
      net: split.net,
      vat: split.vat,
      deposit: product.deposit,
    };
  });
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
