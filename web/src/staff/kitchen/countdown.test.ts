import { describe, expect, it } from 'vitest';
import { countdown, soonMinutes } from './countdown.ts';

const now = new Date('2026-11-27T17:00:00Z');
const inMinutes = (minutes: number) => new Date(now.getTime() + minutes * 60_000).toISOString();

describe('the kitchen countdown', () => {
  it('counts to the promised time, a part of a minute as a whole one', () => {
    expect(countdown({ promisedAt: inMinutes(24.5), preOrderDate: null }, now)).toMatchObject({
      minutes: 25,
      urgency: 'calm',
    });
  });

  it(`turns amber at ${soonMinutes} minutes left and red once the time has passed`, () => {
    const at = (minutes: number) => countdown({ promisedAt: inMinutes(minutes), preOrderDate: null }, now);
    expect(at(soonMinutes + 0.5)?.urgency).toBe('calm');
    expect(at(soonMinutes)?.urgency).toBe('soon');
    expect(at(0.1)?.urgency).toBe('soon');
    expect(at(0)?.urgency).toBe('late');
    expect(at(-4.2)).toMatchObject({ minutes: 5, urgency: 'late' });
  });

  it('counts a pre-order nobody accepted yet to its slot, and an order for now without a promise not at all', () => {
    expect(countdown({ promisedAt: null, preOrderDate: inMinutes(90) }, now)).toMatchObject({ minutes: 90 });
    expect(countdown({ promisedAt: null, preOrderDate: null }, now)).toBeNull();
  });
});
