import { api } from '@konyha/domain/api/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../http/route.ts';
import type { CustomersService } from './customers.service.ts';

export const customersRoutes: FastifyPluginAsyncZod<{ customers: CustomersService }> = async (
  app,
  { customers },
) => {
  route(app, api.customers.search, async (request) => ({
    customers: await customers.search(request.query.query),
  }));
};
