/** Socket errors of a database that is down, restarting or unreachable. */
const networkCodes = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/**
 * SQLSTATEs of a server that went away: class 08 (connection exception), admin/crash shutdown, "cannot connect
 * now" (starting up or shutting down).
 */
const sqlStates = new Set(['57P01', '57P02', '57P03']);

/** node-postgres reports a lost or never-made connection only in its message. */
const messages = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'connection timeout',
  'Client has encountered a connection error and is not queryable',
];

/**
 * True when `error` (or what it wraps: Drizzle wraps driver errors in `cause`) says the database cannot be reached,
 * so the answer is a 503 the client may retry, not a 500 fault of ours.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let current = error, depth = 0; current instanceof Error && depth < 5; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && (networkCodes.has(code) || sqlStates.has(code) || code.startsWith('08')))
      return true;
    if (messages.some((message) => current instanceof Error && current.message.includes(message)))
      return true;
    if (current instanceof AggregateError && current.errors.some(isDatabaseUnavailable)) return true;
    current = current.cause;
  }
  return false;
}
