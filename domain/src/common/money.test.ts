import { describe, expect, it } from 'vitest';
import { formatForint } from './money.ts';

describe('formatForint', () => {
  it('groups thousands the Hungarian way with a non-breaking space before Ft', () => {
    expect(formatForint(12990, 'hu')).toBe('12\u00a0990\u00a0Ft');
  });

  it('groups thousands with a comma in English', () => {
    expect(formatForint(12990, 'en')).toBe('12,990\u00a0Ft');
  });

  it('groups four-digit amounts too, and shows no decimals', () => {
    expect(formatForint(1490, 'hu')).toBe('1\u00a0490\u00a0Ft');
    expect(formatForint(0, 'en')).toBe('0\u00a0Ft');
    expect(formatForint(99.6, 'en')).toBe('100\u00a0Ft');
  });

  it('groups long amounts and marks a deduction with a minus sign', () => {
    expect(formatForint(1234567, 'hu')).toBe('1\u00a0234\u00a0567\u00a0Ft');
    expect(formatForint(-2500, 'en')).toBe('−2,500\u00a0Ft');
  });
});
