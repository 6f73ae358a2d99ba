import { couponInputSchema, couponsAnswerSchema, couponUpdateSchema } from '@konyha/domain/coupons/coupons';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireCapability } from '../../plugins/auth.ts';
import type { CouponService } from './coupon.service.ts';

const bearer = [{ bearer: [] }];
const managers = requireCapability('manageCoupons');

export const couponRoutes: FastifyPluginAsyncZod<{ coupons: CouponService }> = async (app, { coupons }) => {
  app.get(
    '/coupon/coupons',
    {
      onRequest: managers,
      schema: { tags: ['coupon'], security: bearer, response: { 200: couponsAnswerSchema } },
    },
    async () => coupons.list(),
  );

  app.post(
    '/coupon/coupon',
    {
      onRequest: managers,
      schema: {
        tags: ['coupon'],
        security: bearer,
        body: couponInputSchema,
        response: { 201: couponsAnswerSchema },
      },
    },
    async (request, reply) => reply.code(201).send({ coupons: [await coupons.add(request.body)] }),
  );

  app.put(
    '/coupon/coupon',
    {
      onRequest: managers,
      schema: {
        tags: ['coupon'],
        security: bearer,
        body: couponUpdateSchema,
        response: { 200: couponsAnswerSchema },
      },
    },
    async (request) => ({ coupons: [await coupons.update(request.body)] }),
  );
};
