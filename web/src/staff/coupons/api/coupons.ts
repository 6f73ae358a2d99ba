import type { Coupon, CouponInput } from '@konyha/domain/coupons/coupons';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api.ts';

export const couponsQuery = queryOptions({
  queryKey: ['admin', 'coupons'],
  queryFn: async ({ signal }) => (await call('GET /coupon/coupons', { signal })).coupons,
});

export function useCreateCoupon() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: CouponInput) => call('POST /coupon/coupon', { body: input }),
    onSuccess: () => client.invalidateQueries({ queryKey: couponsQuery.queryKey }),
  });
}

export function useSetCouponActive() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ code, isActive }: Pick<Coupon, 'code' | 'isActive'>) =>
      call('PUT /coupon/coupon', { body: { code, isActive } }),
    onSuccess: () => client.invalidateQueries({ queryKey: couponsQuery.queryKey }),
  });
}
