import type { FastifyInstance, FastifyReply, FastifyRequest, FastifyServerOptions } from 'fastify';
import type { Config } from './config.ts';
import { isErrorCode, redactPathTokens, requestPath, safeError } from './log-redaction.ts';

type LoggerHooks = NonNullable<Extract<FastifyServerOptions['logger'], object>['hooks']>;
const masked = (args: unknown[]) =>
  args.map((arg) => (typeof arg === 'string' ? redactPathTokens(arg) : arg));

/**
 * Every log call passes through here. A line about an error without a message of its own says the error's class
 * (pino would use the error's message, which may quote data); tokens in a message's paths are masked (Fastify's
 * warnings quote the URL).
 */
const logMethod: NonNullable<LoggerHooks['logMethod']> = function (args, method) {
  const [first, ...rest] = args as unknown[];
  const object = first instanceof Error ? { err: first } : first;
  if (typeof object !== 'object' || object === null) return method.apply(this, masked(args) as never);
  const err = (object as { err?: unknown }).err;
  const texts = rest.length === 0 && err !== undefined ? [safeError(err).type] : rest;
  return method.apply(this, [object, ...masked(texts)] as never);
};

/**
 * Structured JSON logs (pino). Nothing secret or personal reaches a log line: credentials in headers and any
 * password, token or card field in a logged object are censored, a request is logged by its route (never its
 * URL), and an error by its class and code (never its message or the query it failed on).
 */
export function loggerOptions(
  level: Config['logLevel'],
  stream?: { write(line: string): void },
): FastifyServerOptions['logger'] {
  return {
    level,
    ...(stream ? { stream } : {}),
    serializers: {
      req: (request) => ({ method: request.method, path: requestPath(request) }),
      // pino's types expect an error's message and stack; leaving them out is the point.
      err: ((error: unknown) => safeError(error)) as never,
      // The same for an error logged under the other usual name, whose own fields (a query's params) would show;
      // an error code given as text (the mail outbox's `ESOCKET`) stays as it is.
      error: (error: unknown) => (isErrorCode(error) ? error : safeError(error)),
    },
    hooks: { logMethod },
    redact: {
      paths: [
        'req.headers.authorization',
        'req.headers.cookie',
        'req.headers["idempotency-key"]',
        '*.password',
        '*.token',
        '*.passwordHash',
        '*.encryptedCardData',
        '*.agentKey',
      ],
      censor: '[redacted]',
    },
  };
}

/** The access-log line of one answered request: its route or masked path, never its URL (log-redaction.ts). */
export function logAccess(request: FastifyRequest, reply: FastifyReply) {
  // A public read answered from ready bytes (the menu: thousands a minute on a Friday) is logged at debug when it
  // succeeds: its line would cost a fifth of its answer (issue 35); a failure of it is logged as any other.
  const quiet =
    (request.routeOptions.config as { quietAccess?: boolean } | undefined)?.quietAccess &&
    (reply.statusCode === 200 || reply.statusCode === 304);
  (quiet ? request.log.debug : request.log.info).call(
    request.log,
    {
      method: request.method,
      path: requestPath(request),
      status: reply.statusCode,
      ms: Math.round(reply.elapsedTime),
    },
    'request',
  );
}

/**
 * One access-log line per request, when it completes (Fastify's default writes two). Request logging is the
 * largest cost of a cached answer, so halving it matters for the catalogue under load.
 */
export function registerAccessLog(app: FastifyInstance) {
  // A callback rather than an async function: no promise per request for work that never waits.
  app.addHook('onResponse', (request, reply, done) => {
    logAccess(request, reply);
    done();
  });
}
