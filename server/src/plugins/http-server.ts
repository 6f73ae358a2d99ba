import { createServer } from 'node:http';
import type { Socket } from 'node:net';
import Fastify, { LogController } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from '../config.ts';
import type { ReadyAnswers } from '../http/ready-answers.ts';
import { fastifyTrustProxy } from '../http/trust-proxy.ts';
import { loggerOptions, registerAccessLog } from '../logger.ts';
import { clientErrorHandler, frameworkErrors } from './client-errors.ts';
import { registerErrorHandler } from './error-handler.ts';
import { registerInputGuard } from './input-guard.ts';
import { registerRateLimit } from './rate-limit.ts';
import { registerSecurity } from './security.ts';
import { registerSwagger } from './swagger.ts';

/**
 * Fastify with zod schemas and every cross-cutting plugin (errors, input guard, access log, security, limits, docs),
 * on an HTTP server that lets `readyAnswers` answer the menu's reads first (ready-answers.ts).
 */
export async function createHttpServer(
  config: Config,
  readyAnswers: ReadyAnswers,
  logStream?: { write(line: string): void },
) {
  const app = Fastify({
    // The server Fastify would make (lib/server.js, with its default timeouts), the ready answers before its handler.
    serverFactory: (handler) => {
      const server = createServer(readyAnswers.before(handler));
      server.keepAliveTimeout = 72_000;
      server.requestTimeout = 0;
      server.setTimeout(0);
      return server;
    },
    logger: loggerOptions(config.logLevel, logStream),
    // One access-log line per request instead of Fastify's two (see registerAccessLog).
    logController: new LogController({ disableRequestLogging: true }),
    bodyLimit: 256 * 1024,
    trustProxy: fastifyTrustProxy(config.trustProxy),
    clientErrorHandler,
    frameworkErrors,
  }).withTypeProvider<ZodTypeProvider>();
  // Node reads a socket's peer address on first use and keeps it; a socket reset before anything asked has none, so
  // `request.ip` of its requests was undefined (and @fastify/rate-limit threw on it, an error line per reset). Asked
  // at once, every request keeps its address, and a reset request counts against its address like any other.
  app.server.on('connection', (socket: Socket) => {
    void socket.remoteAddress;
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  registerInputGuard(app);
  registerAccessLog(app);
  const securityHeaders = await registerSecurity(app);
  // A successful menu read is logged at debug (logger.ts): a server logging at debug lets Fastify answer them all.
  if (config.logLevel !== 'debug' && config.logLevel !== 'trace') {
    app.addHook('onReady', (done) => {
      readyAnswers.open(securityHeaders);
      done();
    });
    app.addHook('preClose', (done) => {
      readyAnswers.close();
      done();
    });
  }
  await registerRateLimit(app);
  await registerSwagger(app);
  return app;
}
