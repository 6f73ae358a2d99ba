/**
 * The per-account limit on wrong second-factor codes (issue 28). The per-address login limit alone lets someone who
 * knows a password spread guesses over many addresses; this one counts per account, so no address change resets it.
 * App codes and recovery codes count in the same window.
 */
export const codeCheckLimit = {
  /** This many wrong codes within `windowMs` lock the account's code check. */
  wrongCodes: 5,
  windowMs: 15 * 60_000,
  lockMs: 15 * 60_000,
} as const;

export type CodeCheckLimit = { wrongCodes: number; windowMs: number; lockMs: number };

export interface CodeCheckState {
  /** When the recent wrong codes came, oldest first: at most `wrongCodes - 1`, since the next one locks. */
  wrongAt: readonly Date[];
  /** While `now` is before it, no code is checked, a right one neither. */
  lockedUntil: Date | null;
}

export const freshCodeCheck: CodeCheckState = { wrongAt: [], lockedUntil: null };

/** Until when the code check is locked at `now`; null while codes are checked. */
export function lockedUntil(state: CodeCheckState, now: Date): Date | null {
  return state.lockedUntil !== null && now.getTime() < state.lockedUntil.getTime() ? state.lockedUntil : null;
}

/**
 * The state after a wrong code at `now`, and whether this very code locked the check (so its mail goes once). A
 * sliding window: any `wrongCodes` wrong codes less than `windowMs` apart lock, wherever they fall on the clock.
 * During a lock nothing is checked, so nothing counts; after it the count starts afresh.
 */
export function afterWrongCode(
  state: CodeCheckState,
  now: Date,
  limit: CodeCheckLimit = codeCheckLimit,
): { state: CodeCheckState; locked: boolean } {
  if (lockedUntil(state, now)) return { state, locked: false };
  const recent = [...state.wrongAt.filter((at) => now.getTime() - at.getTime() < limit.windowMs), now];
  if (recent.length >= limit.wrongCodes)
    return { state: { wrongAt: [], lockedUntil: new Date(now.getTime() + limit.lockMs) }, locked: true };
  return { state: { wrongAt: recent, lockedUntil: null }, locked: false };
}

/** A lock's Retry-After: whole seconds, rounded up, so a client waiting that long finds the check open. */
export function lockSecondsLeft(until: Date, now: Date): number {
  return Math.max(1, Math.ceil((until.getTime() - now.getTime()) / 1000));
}
