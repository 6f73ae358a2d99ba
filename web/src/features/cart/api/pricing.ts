import { type Cart, orderLines } from '@konyha/domain/cart/cart';
import type { ErrorType } from '@konyha/domain/common/errors';
import type { CalculateRequest, PriceSummary } from '@konyha/domain/orders/checkout.schemas';
import { meetsMinimumOrder } from '@konyha/domain/orders/pricing';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ParseKeys } from 'i18next';
import { useEffect } from 'react';
import { ApiRequestError, call } from '../../../lib/api.ts';
import { setCartCoupon } from '../../../lib/cartStore.ts';
import { notify } from '../../../lib/toasts/store.ts';

export async function calculatePrices(
  request: CalculateRequest,
  signal?: AbortSignal,
): Promise<PriceSummary> {
  const { orders } = await call('POST /order/calculate', { body: request, signal });
  const [summary] = orders;
  if (!summary) throw new Error('the price calculation answered no summary');
  return summary;
}

/** The server's prices for a cart with an optional coupon and, once chosen, the zip code (shipping cost). */
export const priceQuery = (cart: Cart | null, coupon: string | null, zipCode?: string) => {
  const request: CalculateRequest = {
    products: orderLines(cart),
    coupon,
    address: zipCode ? { zipCode } : null,
  };
  return queryOptions({
    queryKey: ['price', request],
    queryFn: ({ signal }) => calculatePrices(request, signal),
    staleTime: 30_000,
  });
};

export type CouponProblem = 'invalidCoupon' | 'usedCoupon' | 'tooManyAttempts';

/** What the guest is told about a coupon the server refused (SPEC §8); undefined for any other failure. */
export function couponProblem(code: ErrorType | undefined): CouponProblem | undefined {
  if (code === 'INVALID_COUPON' || code === 'INACTIVE_COUPON') return 'invalidCoupon';
  if (code === 'USED_COUPON') return 'usedCoupon';
  // The server stops coupon checks from an address after 10 unknown codes in ten minutes.
  if (code === 'TOO_MANY_REQUESTS') return 'tooManyAttempts';
  return undefined;
}

/**
 * The cart's price summary; the last one stays shown while a change is being priced. A kept coupon the server no
 * longer takes (switched off by staff, used meanwhile) comes off the cart with a warning, so the cart stays usable.
 */
export function usePriceSummary(
  cart: Cart | null,
  zipCode?: string,
  dropCoupon: (code: null) => void = setCartCoupon,
) {
  const query = useQuery({
    ...priceQuery(cart, cart?.coupon ?? null, zipCode),
    enabled: cart !== null,
    placeholderData: keepPreviousData,
  });
  const problem = query.error instanceof ApiRequestError ? couponProblem(query.error.code) : undefined;
  const coupon = cart?.coupon;
  useEffect(() => {
    if (!problem || !coupon) return;
    dropCoupon(null);
    notify({ kind: 'warning', messageKey: `checkout:coupon.${problem}` as ParseKeys });
  }, [problem, coupon, dropCoupon]);
  return query;
}

export const minOrderValueQuery = queryOptions({
  queryKey: ['settings', 'min-order-value'],
  queryFn: ({ signal }) => call('GET /min-order-value', { signal }),
  staleTime: 60_000,
});

export const deliveryMinutesQuery = queryOptions({
  queryKey: ['settings', 'estimated-shipping-time'],
  queryFn: ({ signal }) => call('GET /order/estimated-shipping-time', { signal }),
  staleTime: 60_000,
});

/**
 * The price summary with the minimum order value: `belowMinimum` compares the items after the coupon, delivery
 * and the bottle deposit excluded (issue 17), with the minimum (DESIGN §5), as the server does. Undefined while
 * either is loading. `dropCoupon`: where the cart is not the guest's stored one (the staff's phone order).
 */
export function useMinimumOrder(cart: Cart | null, zipCode?: string, dropCoupon?: (code: null) => void) {
  const price = usePriceSummary(cart, zipCode, dropCoupon);
  const minimum = useQuery(minOrderValueQuery);
  const summary = price.data;
  return {
    price,
    summary,
    minimum: minimum.data,
    belowMinimum:
      summary === undefined || minimum.data === undefined
        ? undefined
        : !meetsMinimumOrder(summary.discountedPrice, minimum.data),
  };
}
