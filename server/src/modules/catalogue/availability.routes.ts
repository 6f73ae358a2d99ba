import { api } from '@konyha/domain/api/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../http/route.ts';
import type { GroupAvailabilityService } from './availability.service.ts';

export const availabilityRoutes: FastifyPluginAsyncZod<{ groups: GroupAvailabilityService }> = async (
  app,
  { groups },
) => {
  route(app, api.catalogue.groupAvailability, async () => ({ groups: await groups.list() }));
  route(app, api.catalogue.editGroupAvailability, async (request) =>
    groups.save(request.params.group, request.body.availability),
  );
};
