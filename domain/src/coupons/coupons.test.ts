import { describe, expect, it } from 'vitest';
import { couponInputSchema } from './coupons.ts';

const problem = (input: object) => {
  const result = couponInputSchema.safeParse(input);
  return result.success ? undefined : result.error.issues[0]?.message;
};

describe('coupon form', () => {
  it('accepts 1 and 100 percent, active by default, code upper-cased', () => {
    expect(couponInputSchema.parse({ code: 'tavasz', discount: 1 })).toEqual({
      code: 'TAVASZ',
      discount: 1,
      isActive: true,
    });
    expect(problem({ code: 'X', discount: 100 })).toBeUndefined();
  });

  it('refuses 0, 101 and fractions with the discount-range message', () => {
    for (const discount of [0, 101, 12.5]) expect(problem({ code: 'X', discount })).toBe('discountRange');
  });

  it('wants a code without spaces', () => {
    expect(problem({ code: '', discount: 5 })).toBe('required');
    expect(problem({ code: 'TWO WORDS', discount: 5 })).toBe('couponCodeInvalid');
  });
});
