import type { ErrorType } from '@konyha/domain/common/errors';
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { isDayClosed } from '../db/day-closed.ts';
import { isDatabaseUnavailable } from '../db/unavailable.ts';
import { AppError, ConflictWith } from '../errors.ts';
import { validationField } from '../http/validation-field.ts';

interface ErrorBody {
  errorType: ErrorType;
  message: string;
  field?: string;
}

/** Fastify's own client errors (bad JSON, wrong content type, too large, rate limit) and their codes. */
function clientErrorType(status: number): ErrorType {
  if (status === 401) return 'UNAUTHORIZED';
  if (status === 403) return 'FORBIDDEN';
  if (status === 404) return 'NOT_FOUND';
  if (status === 409) return 'CONFLICT';
  if (status === 429) return 'TOO_MANY_REQUESTS';
  return 'VALIDATION_ERROR';
}

/**
 * The one place errors become answers (DESIGN §4): `{ errorType, message, field? }` with a fitting status. Bad input
 * is 400 VALIDATION_ERROR naming the field; only a fault of ours is a 5xx, and its details stay in the log.
 */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      const body: ErrorBody = { errorType: error.errorType, message: error.message };
      if (error.field) body.field = error.field;
      if (error instanceof ConflictWith) Object.assign(body, error.extra);
      if (error.statusCode >= 500) request.log.error({ err: error }, error.message);
      return reply.code(error.statusCode).headers(error.headers).send(body);
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const first = error.validation[0];
      const found = first ? validationField(first) : { field: '', message: 'invalid' };
      const field = found.field || error.validationContext || 'body';
      return reply
        .code(400)
        .send({ errorType: 'VALIDATION_ERROR', message: `${field}: ${found.message}`, field });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const errorType = clientErrorType(status);
      const body: ErrorBody = { errorType, message: error.message };
      if (errorType === 'VALIDATION_ERROR')
        body.field = error.code?.startsWith('FST_ERR_CTP') ? 'body' : 'request';
      return reply.code(status).send(body);
    }
    if (isDayClosed(error)) {
      // Whatever path tried it: the database refuses to change an order of a closed day (issue 34).
      return reply.code(409).send({
        errorType: 'DAY_CLOSED',
        message: "The order's day is closed: its state, payment and money can no longer change.",
        field: 'day',
      });
    }
    if (isDatabaseUnavailable(error)) {
      // An outage, not a fault of ours: the client may retry; the line names no query and no parameter.
      request.log.warn('the database is unavailable');
      return reply.code(503).header('retry-after', '5').send({
        errorType: 'SERVICE_UNAVAILABLE',
        message: 'The service is briefly unavailable. Please try again in a few seconds.',
      });
    }
    request.log.error({ err: error }, 'request failed');
    return reply.code(500).send({
      errorType: 'SERVER_ERROR',
      message: 'Something went wrong on our side. Please try again later.',
    });
  });
}
