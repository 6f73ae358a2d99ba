import { describe, expect, it } from 'vitest';
import { oldestUsableIssue } from './card-session.ts';

describe('card sessions', () => {
  it('count back 15 minutes from now for the issue time a session must be later than', () => {
    expect(oldestUsableIssue(new Date('2026-11-20T12:15:00.000Z')).toISOString()).toBe(
      '2026-11-20T12:00:00.000Z',
    );
  });
});
