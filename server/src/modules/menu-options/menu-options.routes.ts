import { api } from '@konyha/domain/api/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../http/route.ts';
import type { MenuOptionsService } from './menu-options.service.ts';

export const menuOptionsRoutes: FastifyPluginAsyncZod<{ options: MenuOptionsService }> = async (
  app,
  { options },
) => {
  const { menuOptions } = api;
  route(app, menuOptions.optionGroups, async () => ({ optionGroups: await options.list() }));
  route(app, menuOptions.addOptionGroup, async (request, reply) =>
    reply.code(201).send({ optionGroups: await options.add(request.body) }),
  );
  route(app, menuOptions.updateOptionGroup, async (request) => ({
    optionGroups: await options.replace(request.params.id, request.body),
  }));
  route(app, menuOptions.setOptionAvailable, async (request) => ({
    optionGroups: await options.setAvailable(request.params.optionId, request.body.available),
  }));
};
