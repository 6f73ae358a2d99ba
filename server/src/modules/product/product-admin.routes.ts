import { idParamSchema } from '@konyha/domain/common/input';
import { pageQuerySchema } from '@konyha/domain/common/paging';
import {
  productInputSchema,
  productSortKeys,
  productsPageSchema,
  productUpdateSchema,
} from '@konyha/domain/menu/product-form';
import { productSchema } from '@konyha/domain/menu/products';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireCapability, requireUser } from '../../plugins/auth.ts';
import type { ProductAdminService } from './product-admin.service.ts';

const bearer = [{ bearer: [] }];
const productsAnswer = z.object({ products: z.array(productSchema) });
const managers = requireCapability('manageProducts');

export const productAdminRoutes: FastifyPluginAsyncZod<{ admin: ProductAdminService }> = async (
  app,
  { admin },
) => {
  app.get(
    '/product/products',
    {
      onRequest: requireCapability('editProducts'),
      schema: {
        tags: ['product'],
        security: bearer,
        querystring: pageQuerySchema(productSortKeys, { sortBy: 'group', ascending: true }),
        response: { 200: productsPageSchema },
      },
    },
    async (request) => admin.page(request.query),
  );

  app.post(
    '/product/product',
    {
      onRequest: managers,
      schema: {
        tags: ['product'],
        security: bearer,
        body: productInputSchema,
        response: { 201: productsAnswer },
      },
    },
    async (request, reply) => reply.code(201).send({ products: [await admin.create(request.body)] }),
  );

  app.put(
    '/product/product',
    {
      onRequest: requireCapability('editProducts'),
      schema: {
        tags: ['product'],
        security: bearer,
        summary: 'Edits a product; a shop assistant may switch orderable only',
        body: productUpdateSchema,
        response: { 200: productsAnswer },
      },
    },
    async (request) => {
      const { id, ...input } = request.body;
      return { products: [await admin.update(requireUser(request).role, id, input)] };
    },
  );

  app.delete(
    '/product/:id',
    {
      onRequest: managers,
      schema: {
        tags: ['product'],
        security: bearer,
        params: z.object({ id: idParamSchema }),
      },
    },
    async (request, reply) => {
      await admin.remove(request.params.id);
      return reply.code(204).send();
    },
  );
};
