import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import { loggerOptions } from './logger.ts';
import { healthRoutes } from './modules/health/health.routes.ts';
import { productRoutes } from './modules/product/product.routes.ts';
import { createCatalogueService } from './modules/product/product.service.ts';
import { registerErrorHandler } from './plugins/error-handler.ts';
import { registerSecurity } from './plugins/security.ts';
import { registerSwagger } from './plugins/swagger.ts';
import { defaultWebRoot, registerWebApp } from './plugins/web-app.ts';

export interface AppDependencies {
  config: Config;
  database: Database;
  /** The built web app; tests point it elsewhere. */
  webRoot?: string;
  clock?: () => Date;
}

/** Builds the whole server: plugins first, then each module under /api, then the web app. */
export async function buildApp({
  config,
  database,
  webRoot = defaultWebRoot,
  clock = () => new Date(),
}: AppDependencies): Promise<FastifyInstance> {
  const app = Fastify({
    logger: loggerOptions(config.logLevel),
    bodyLimit: 256 * 1024,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  await registerSecurity(app);
  await registerSwagger(app);

  const catalogue = createCatalogueService(database, clock);
  await catalogue.start();

  await app.register(healthRoutes, { prefix: '/api', database });
  await app.register(productRoutes, { prefix: '/api', catalogue });

  await registerWebApp(app, webRoot);
  return app;
}
