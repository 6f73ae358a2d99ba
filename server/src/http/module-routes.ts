import type { FastifyPluginAsync } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** One route plugin with the services it asks for, as a module's routes (app.ts registers them under /api). */
export const routesOf =
  <Options extends Record<string, unknown>>(
    plugin: FastifyPluginAsyncZod<Options>,
    options: Options,
  ): FastifyPluginAsync =>
  async (app) => {
    await app.register(plugin, options);
  };

/** A module's route plugins, registered in this order. */
export const allRoutes =
  (...routes: FastifyPluginAsync[]): FastifyPluginAsync =>
  async (app) => {
    for (const plugin of routes) await app.register(plugin);
  };
