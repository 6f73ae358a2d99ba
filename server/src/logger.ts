import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import type { Config } from './config.ts';

/**
 * Structured JSON logs (pino). Secrets never reach a log line: credentials in headers and any password, token or
 * card field in a logged object are censored.
 */
export function loggerOptions(
  level: Config['logLevel'],
  stream?: { write(line: string): void },
): FastifyServerOptions['logger'] {
  return {
    level,
    ...(stream ? { stream } : {}),
    redact: {
      paths: [
        'req.headers.authorization',
        'req.headers.cookie',
        'req.headers["idempotency-key"]',
        '*.password',
        '*.token',
        '*.passwordHash',
        '*.encryptedCardData',
      ],
      censor: '[redacted]',
    },
  };
}

/**
 * One access-log line per request, when it completes (Fastify's default writes two). Request logging is the
 * largest cost of a cached answer, so halving it matters for the catalogue under load.
 */
export function registerAccessLog(app: FastifyInstance) {
  app.addHook('onResponse', async (request, reply) => {
    request.log.info(
      {
        method: request.method,
        url: request.url,
        status: reply.statusCode,
        ms: Math.round(reply.elapsedTime),
      },
      'request',
    );
  });
}
