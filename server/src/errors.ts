import type { ErrorType } from '@konyha/domain/common/errors';

/**
 * The one error type services throw. The error handler turns it into `{ errorType, message, field? }` with
 * its status; the web reads `errorType`, never the message.
 */
export class AppError extends Error {
  readonly errorType: ErrorType;
  readonly statusCode: number;
  readonly field: string | undefined;
  /** Response headers that belong to the answer (a 429's Retry-After). */
  readonly headers: Readonly<Record<string, string>>;

  constructor(
    errorType: ErrorType,
    statusCode: number,
    message: string,
    field?: string,
    headers: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'AppError';
    this.errorType = errorType;
    this.statusCode = statusCode;
    this.field = field;
    this.headers = headers;
  }
}

export const notFound = (what: string) => new AppError('NOT_FOUND', 404, `${what} not found`);
export const invalidField = (field: string, message: string) =>
  new AppError('VALIDATION_ERROR', 400, message, field);
