import { api } from '@konyha/domain/api/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../http/route.ts';
import { requireUser } from '../../plugins/auth.ts';
import type { ProductAdminService } from './product-admin.service.ts';

export const productAdminRoutes: FastifyPluginAsyncZod<{ admin: ProductAdminService }> = async (
  app,
  { admin },
) => {
  route(app, api.catalogue.products, async (request) => admin.page(request.query));
  route(app, api.catalogue.addProduct, async (request, reply) =>
    reply.code(201).send({ products: [await admin.create(request.body)] }),
  );
  route(app, api.catalogue.editProduct, async (request) => {
    const { id, ...input } = request.body;
    return { products: [await admin.update(requireUser(request).role, id, input)] };
  });
  route(app, api.catalogue.deleteProduct, async (request, reply) => {
    await admin.remove(request.params.id);
    return reply.code(204).send();
  });
};
