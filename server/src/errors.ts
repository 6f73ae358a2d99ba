import { errorStatus } from '@konyha/domain/common/error-codes';
import type { ErrorType } from '@konyha/domain/common/errors';

/**
 * The one error type services throw. The error handler turns it into `{ errorType, message, field? }` with the
 * status the catalogue (domain/common/error-codes) gives the code; the web reads `errorType`, never the message.
 */
export class AppError extends Error {
  readonly errorType: ErrorType;
  readonly statusCode: number;
  readonly field: string | undefined;
  /** Response headers that belong to the answer (a 429's Retry-After). */
  readonly headers: Readonly<Record<string, string>>;

  constructor(errorType: ErrorType, message: string, field?: string, headers: Record<string, string> = {}) {
    super(message);
    this.name = 'AppError';
    this.errorType = errorType;
    this.statusCode = errorStatus[errorType];
    this.field = field;
    this.headers = headers;
  }
}

/** A refused login answers 401 whatever its code (a wrong second factor is 400 when enrolling). */
export class LoginRefused extends AppError {
  override readonly statusCode = 401;
}

/**
 * A refusal whose answer carries what the caller needs to try again, beside `{ errorType, message, field }`: a
 * change made against a stale version of an order gets the order as it now stands (issue 30).
 */
export class ConflictWith extends AppError {
  readonly extra: Readonly<Record<string, unknown>>;

  constructor(message: string, field: string, extra: Readonly<Record<string, unknown>>) {
    super('CONFLICT', message, field);
    this.extra = extra;
  }
}

export const notFound = (what: string) => new AppError('NOT_FOUND', `${what} not found`);
export const invalidField = (field: string, message: string) =>
  new AppError('VALIDATION_ERROR', message, field);
