import { api } from '@konyha/domain/api/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../http/route.ts';
import type { CouponService } from './coupon.service.ts';

export const couponRoutes: FastifyPluginAsyncZod<{ coupons: CouponService }> = async (app, { coupons }) => {
  route(app, api.shop.coupons, async () => coupons.list());
  route(app, api.shop.addCoupon, async (request, reply) =>
    reply.code(201).send({ coupons: [await coupons.add(request.body)] }),
  );
  route(app, api.shop.updateCoupon, async (request) => ({ coupons: [await coupons.update(request.body)] }));
};
