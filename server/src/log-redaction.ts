import { AppError } from './errors.ts';

/**
 * What a log line may say about a request and an error. Paths can carry one-time tokens (a password reset link
 * opens `/user/forgot-password/<token>`), and database, mail and library errors quote the data they failed on
 * (an insert's parameters: a guest's name, e-mail and address, a password hash), so neither is logged as is.
 */

/**
 * Our one-time tokens are 43 (base64url) and 36 (sandbox reference) characters long; no segment of the web app's
 * page paths reaches 16 (a long brand slug in `<brand>-dishes` would be masked too, which costs only log detail).
 */
const tokenLike = /[A-Za-z0-9_-]{16,}/;
const tokenLikeInText = /(?<=\/)[A-Za-z0-9_-]{16,}/g;
/** The web app's pages that take a token, whatever its length (the browser's router ignores case). */
const tokenPage = /^(\/user\/(?:forgot-password|confirmation)\/)[^/]+/i;

function decoded(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** The path without its query, every token-like segment replaced by `:token`. */
export function redactPath(url: string): string {
  const [path = '/'] = url.split('?');
  return path
    .replace(tokenPage, '$1:token')
    .split('/')
    .map((segment) => (tokenLike.test(decoded(segment)) ? ':token' : segment))
    .join('/');
}

/** Free text (a log message) with every token-like path segment replaced by `:token`. */
export function redactPathTokens(text: string): string {
  return text.replace(tokenLikeInText, ':token');
}

interface LoggedRequest {
  url: string;
  routeOptions?: { url?: string | undefined };
}

/**
 * The matched route's pattern (`/api/user/forgotPassword/:token`), never its values; for the web app's catch-all
 * and unknown paths, the path with tokens masked. Never the query string.
 */
export function requestPath(request: LoggedRequest): string {
  const route = request.routeOptions?.url;
  return route && !route.includes('*') ? route : redactPath(request.url);
}

/** Identifiers only (SQLSTATE, errno names, constraint and table names): never a value someone typed. */
const identifier = /^[A-Za-z0-9_.:$-]{1,100}$/;

/** An error code logged as text (`ESOCKET`, `EENVELOPE 550`): a code and an optional reply number, nothing else. */
export const isErrorCode = (value: unknown): value is string =>
  typeof value === 'string' && /^[A-Za-z0-9_.:$-]{1,100}( \d{3})?$/.test(value);
const identifyingFields = [
  'code',
  'statusCode',
  'responseCode',
  'constraint',
  'table',
  'column',
  'routine',
] as const;

export interface SafeError {
  type: string;
  message?: string;
  stack?: string;
  cause?: SafeError;
  [field: string]: unknown;
}

/** PostgreSQL's errors (node-postgres and PGlite, whose class name is minified) carry a severity and a SQLSTATE. */
const isDatabaseError = (fields: Record<string, unknown>) =>
  typeof fields.severity === 'string' && typeof fields.code === 'string' && /^[0-9A-Z]{5}$/.test(fields.code);

/**
 * An error as a log line may show it: its class, its code (PostgreSQL's SQLSTATE, a system or SMTP error code)
 * with the constraint, table and column it names, and where it was thrown; a wrapper (Drizzle's failed query)
 * shows its cause's code. The message only for our own errors and Fastify's, whose texts are fixed; any other
 * message (a failed query's SQL and parameters, a refused recipient, a JSON parse error quoting its input) and
 * fields such as `detail`, `query` and `params` stay out.
 */
export function safeError(error: unknown, depth = 0): SafeError {
  if (!(error instanceof Error)) return { type: typeof error };
  const fields = error as Error & Record<string, unknown>;
  const safe: SafeError = {
    type: isDatabaseError(fields) ? 'DatabaseError' : error.constructor?.name || error.name,
  };
  const ownText =
    error instanceof AppError || (typeof fields.code === 'string' && fields.code.startsWith('FST_'));
  if (ownText) safe.message = redactPathTokens(error.message);
  const cause = error.cause !== undefined && depth < 3 ? safeError(error.cause, depth + 1) : undefined;
  for (const field of identifyingFields) {
    const value = fields[field];
    if (typeof value === 'number' || (typeof value === 'string' && identifier.test(value)))
      safe[field] = value;
    else if (cause?.[field] !== undefined) safe[field] = cause[field];
  }
  // The frames without the first line, which repeats the message.
  const frames = error.stack?.split('\n').filter((line) => /^\s+at /.test(line));
  if (depth === 0 && frames?.length) safe.stack = frames.map((line) => line.trim()).join('\n');
  if (cause) safe.cause = { type: cause.type, ...(cause.cause ? { cause: cause.cause } : {}) };
  return safe;
}
