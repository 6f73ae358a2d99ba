/** The SQLSTATE the closed-day trigger raises (migration 0028): an order of a closed day may not change. */
const dayClosedState = 'KNY01';

/** True when `error` (or what it wraps: Drizzle wraps driver errors in `cause`) is the closed-day trigger's refusal. */
export function isDayClosed(error: unknown): boolean {
  for (let current = error, depth = 0; current instanceof Error && depth < 5; depth++) {
    if ((current as { code?: unknown }).code === dayClosedState) return true;
    current = current.cause;
  }
  return false;
}
