import type { Coupon, CouponInput } from '@konyha/domain/coupons/coupons';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../../lib/api.ts';

type CouponsAnswer = { coupons: Coupon[]; count?: number };

export const couponsQuery = queryOptions({
  queryKey: ['admin', 'coupons'],
  queryFn: async ({ signal }) => (await apiFetch<CouponsAnswer>('/coupon/coupons', { signal })).coupons,
});

export function useCreateCoupon() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: CouponInput) =>
      apiFetch<CouponsAnswer>('/coupon/coupon', { method: 'POST', body: input }),
    onSuccess: () => client.invalidateQueries({ queryKey: couponsQuery.queryKey }),
  });
}

export function useSetCouponActive() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ code, isActive }: Pick<Coupon, 'code' | 'isActive'>) =>
      apiFetch<CouponsAnswer>('/coupon/coupon', { method: 'PUT', body: { code, isActive } }),
    onSuccess: () => client.invalidateQueries({ queryKey: couponsQuery.queryKey }),
  });
}
