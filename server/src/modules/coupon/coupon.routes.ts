import { couponInputSchema, couponsAnswerSchema, couponUpdateSchema } from '@konyha/domain/coupons/coupons';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.ts';
import { AppError, notFound } from '../../errors.ts';
import { requireCapability } from '../../plugins/auth.ts';
import { toCoupon } from './coupon.mapper.ts';
import { insertCoupon, listCoupons, updateCoupon } from './coupon.repository.ts';

const bearer = [{ bearer: [] }];
const managers = requireCapability('manageCoupons');

export const couponRoutes: FastifyPluginAsyncZod<{ database: Database }> = async (app, { database }) => {
  app.get(
    '/coupon/coupons',
    {
      onRequest: managers,
      schema: { tags: ['coupon'], security: bearer, response: { 200: couponsAnswerSchema } },
    },
    async () => {
      const coupons = (await listCoupons(database.db)).map(toCoupon);
      return { coupons, count: coupons.length };
    },
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
    async (request, reply) => {
      const row = await insertCoupon(database.db, request.body);
      if (!row)
        throw new AppError('CONFLICT', `A coupon with the code ${request.body.code} exists already`, 'code');
      return reply.code(201).send({ coupons: [toCoupon(row)] });
    },
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
    async (request) => {
      const { code, ...changes } = request.body;
      const row = await updateCoupon(database.db, code, changes);
      if (!row) throw notFound('Coupon');
      return { coupons: [toCoupon(row)] };
    },
  );
};
