import type { FastifyServerOptions } from 'fastify';
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
