import type { CartLine, PriceSummary } from '@konyha/domain/orders/checkout.schemas';
import { priceOrder } from '@konyha/domain/orders/pricing';
import { AppError, invalidField } from '../../errors.ts';
import type { CouponGuard } from '../abuse/abuse.service.ts';
import type { CouponRow, CouponService } from '../coupon/coupon.service.ts';
import type { CatalogueService, ProductRow } from '../product/product.service.ts';

export interface PricedCart {
  lines: { product: ProductRow; quantity: number }[];
  coupon: CouponRow | null;
  summary: PriceSummary;
}

/** What a cart is priced for: its coupon (checked for this customer) and the delivery's shipping cost, if known. */
export interface PriceTerms {
  couponCode: string | null | undefined;
  customerKey: string | null;
  guardCoupon: CouponGuard;
  /** Asked after the products and the coupon, so their errors come first. */
  shippingCost: () => Promise<number | null>;
}

/** The same product twice in a cart is one line with the quantities added. */
function mergeLines(lines: readonly CartLine[]): CartLine[] {
  const merged = new Map<number, number>();
  for (const line of lines) merged.set(line.id, (merged.get(line.id) ?? 0) + line.quantity);
  return [...merged].map(([id, quantity]) => ({ id, quantity }));
}

/**
 * Prices a cart from the database alone (DESIGN §5): client prices are never read. Unknown products are a
 * validation error, products that are not orderable are refused, the coupon is checked for this customer.
 */
export function createPricing({
  catalogue,
  coupons,
}: {
  catalogue: CatalogueService;
  coupons: CouponService;
}) {
  return async function priceCart(cart: readonly CartLine[], terms: PriceTerms): Promise<PricedCart> {
    const merged = mergeLines(cart);
    const products = new Map((await catalogue.byIds(merged.map((l) => l.id))).map((p) => [p.id, p]));
    const lines = merged.map((line) => {
      const index = cart.findIndex((l) => l.id === line.id);
      const product = products.get(line.id);
      if (!product) throw invalidField(`products.${index}.id`, 'No such product');
      if (!product.orderable) {
        throw new AppError(
          'PRODUCT_NOT_ORDERABLE',
          `${product.nameEnglish} cannot be ordered now`,
          `products.${index}.id`,
        );
      }
      return { product, quantity: line.quantity };
    });
    const { couponCode, customerKey } = terms;
    const coupon = couponCode
      ? await terms.guardCoupon((q) => coupons.usable(q, couponCode, customerKey))
      : null;
    const shippingCost = await terms.shippingCost();
    const prices = priceOrder(
      lines.map((l) => ({ price: l.product.price, quantity: l.quantity })),
      coupon?.discount ?? 0,
      shippingCost ?? 0,
    );
    return {
      lines,
      coupon,
      summary: {
        coupon: coupon ? { code: coupon.code, discount: coupon.discount } : null,
        originalPrice: prices.originalPrice,
        discountedPrice: prices.discountedPrice,
        shippingCost,
        total: prices.total,
      },
    };
  };
}

export type PriceCart = ReturnType<typeof createPricing>;
