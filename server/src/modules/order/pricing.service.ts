import type { CartLine, PriceSummary } from '@konyha/domain/orders/checkout.schemas';
import { priceOrder } from '@konyha/domain/orders/pricing';
import type { Queryable } from '../../db/client.ts';
import { AppError, invalidField } from '../../errors.ts';
import type { CouponGuard } from '../abuse/abuse.service.ts';
import type { CouponRow } from '../coupon/coupon.repository.ts';
import { usableCoupon } from '../coupon/coupon.service.ts';
import { findShippingCost } from '../delivery/delivery.repository.ts';
import { findProductsByIds, type ProductRow } from '../product/product.repository.ts';

export interface PricedCart {
  lines: { product: ProductRow; quantity: number }[];
  coupon: CouponRow | null;
  summary: PriceSummary;
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
export async function priceCart(
  db: Queryable,
  cart: readonly CartLine[],
  couponCode: string | null | undefined,
  customerKey: string | null,
  zipCode: string | undefined,
  guardCoupon: CouponGuard,
): Promise<PricedCart> {
  const merged = mergeLines(cart);
  const products = new Map(
    (
      await findProductsByIds(
        db,
        merged.map((l) => l.id),
      )
    ).map((p) => [p.id, p]),
  );
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
  const coupon = couponCode ? await guardCoupon((q) => usableCoupon(q, couponCode, customerKey)) : null;
  let shippingCost: number | null = null;
  if (zipCode) {
    shippingCost = (await findShippingCost(db, zipCode)) ?? null;
    if (shippingCost === null) throw invalidField('address.zipCode', 'We do not deliver to this zip code');
  }
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
}
