import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  afterWrongCode,
  type CodeCheckState,
  codeCheckLimit,
  freshCodeCheck,
  lockedUntil,
  lockSecondsLeft,
} from './two-factor-lock.ts';

const minute = 60_000;
const start = new Date('2026-11-20T10:00:00Z');
const at = (ms: number) => new Date(start.getTime() + ms);

/** Wrong codes at the given offsets from `start`, one after another; the state and whether each one locked. */
function wrongCodes(offsets: number[], from: CodeCheckState = freshCodeCheck) {
  let state = from;
  const locked = offsets.map((offset) => {
    const next = afterWrongCode(state, at(offset));
    state = next.state;
    return next.locked;
  });
  return { state, locked };
}

describe('the per-account lock of the code check', () => {
  it('lets 4 wrong codes through and locks at the 5th, for 15 minutes', () => {
    const four = wrongCodes([0, 1, 2, 3].map((i) => i * minute));
    expect(four.locked).toEqual([false, false, false, false]);
    expect(lockedUntil(four.state, at(3 * minute))).toBeNull();

    const fifth = afterWrongCode(four.state, at(4 * minute));
    expect(fifth.locked).toBe(true);
    expect(lockedUntil(fifth.state, at(4 * minute))).toEqual(at(19 * minute));
    expect(lockedUntil(fifth.state, at(19 * minute - 1))).toEqual(at(19 * minute));
    expect(lockedUntil(fifth.state, at(19 * minute))).toBeNull();
  });

  it('counts 5 wrong codes less than 15 minutes apart, not a code exactly 15 minutes old', () => {
    expect(wrongCodes([0, 1, 2, 3, 15 * minute - 1]).locked.at(-1)).toBe(true);
    expect(wrongCodes([0, 1, 2, 3, 15 * minute]).locked.at(-1)).toBe(false);
    // A sliding window: codes spread over a window's boundary still lock.
    expect(wrongCodes([0, 14 * minute, 16 * minute, 17 * minute, 18 * minute, 20 * minute]).locked).toEqual([
      false,
      false,
      false,
      false,
      false,
      true,
    ]);
  });

  it('counts nothing during a lock, locks once, and starts afresh after it', () => {
    const locked = wrongCodes([0, 1, 2, 3, 4]).state;
    const during = wrongCodes([5, minute, 14 * minute], locked);
    expect(during.locked).toEqual([false, false, false]);
    expect(during.state).toBe(locked);

    // Locked by the 5th code, at 4 ms, until 15 minutes and 4 ms.
    const after = wrongCodes([15 * minute + 4, 16 * minute, 17 * minute, 18 * minute], locked);
    expect(after.locked).toEqual([false, false, false, false]);
    expect(lockedUntil(after.state, at(18 * minute))).toBeNull();
    expect(afterWrongCode(after.state, at(19 * minute)).locked).toBe(true);
  });

  it('never keeps more than the wrong codes that can still count, and locks exactly at the 5th of a window', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 20 * minute }), { minLength: 1, maxLength: 40 }),
        (gaps) => {
          let state = freshCodeCheck;
          let now = start.getTime();
          const counted: number[] = [];
          for (const gap of gaps) {
            now += gap;
            const wasLocked = lockedUntil(state, new Date(now)) !== null;
            const next = afterWrongCode(state, new Date(now));
            expect(next.state.wrongAt.length).toBeLessThan(codeCheckLimit.wrongCodes);
            if (wasLocked) expect(next.locked).toBe(false);
            else {
              counted.push(now);
              const inWindow = counted.filter((t) => now - t < codeCheckLimit.windowMs).length;
              expect(next.locked).toBe(inWindow >= codeCheckLimit.wrongCodes);
              if (next.locked) counted.length = 0;
            }
            state = next.state;
          }
        },
      ),
    );
  });

  it('answers the seconds left, rounded up, at least one', () => {
    expect(lockSecondsLeft(at(15 * minute), start)).toBe(900);
    expect(lockSecondsLeft(at(1500), start)).toBe(2);
    expect(lockSecondsLeft(at(0), start)).toBe(1);
  });
});
