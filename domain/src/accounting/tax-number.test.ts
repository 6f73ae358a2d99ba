import { describe, expect, it } from 'vitest';
import { hasValidCheckDigit, taxNumberProblem } from './tax-number.ts';

// Real companies' tax numbers, whose eighth digit the tax authority computed: Magyar Telekom, MOL (its weighted sum
// is a multiple of ten, so the check digit is 0) and OTP Bank.
const telekom = '10773381-2-44';
const mol = '10625790-4-44';
const otp = '10537914-4-44';

describe('the check digit of a tax number', () => {
  it('accepts eight digits ending in the check digit of the first seven (weights 9, 7, 3, 1, 9, 7, 3)', () => {
    for (const digits of ['10773381', '10625790', '10537914']) expect(hasValidCheckDigit(digits)).toBe(true);
  });

  it('refuses every other last digit', () => {
    for (let last = 0; last <= 9; last++) expect(hasValidCheckDigit(`1077338${last}`)).toBe(last === 1);
  });

  it('refuses anything that is not eight digits', () => {
    for (const wrong of ['1077338', '107733811', '1077338a', '', '１０７７３３８１'])
      expect(hasValidCheckDigit(wrong)).toBe(false);
  });
});

describe('a Hungarian tax number as typed', () => {
  it('accepts the domestic form 12345678-1-23 with a right check digit and a VAT code of 1 to 5', () => {
    for (const valid of [telekom, mol, otp, '10773381-1-01', '10773381-5-20'])
      expect(taxNumberProblem(valid)).toBeUndefined();
  });

  it('accepts the EU VAT number HU and the same eight digits, in either case and with spaces', () => {
    for (const valid of ['HU10773381', 'hu10625790', ' HU 1053 7914 ', 'Hu10773381'])
      expect(taxNumberProblem(valid)).toBeUndefined();
  });

  it('ignores spaces the guest typed around and inside the number', () => {
    expect(taxNumberProblem('  10773381 - 2 - 44 ')).toBeUndefined();
  });

  it('says taxNumberCheckDigit when the eighth digit is wrong, in either form', () => {
    for (const wrong of ['10773382-2-44', 'HU10625791', '12345678-1-23'])
      expect(taxNumberProblem(wrong)).toBe('taxNumberCheckDigit');
  });

  it('says taxNumberFormat for anything shaped otherwise', () => {
    for (const wrong of [
      '',
      '10773381',
      '1077338124 4',
      '10773381-0-44',
      '10773381-6-44',
      '10773381-2-4',
      '10773381-2-444',
      '1077338-1-2-44',
      '10773381/2/44',
      'DE10773381',
      'HU1077338',
      'HU107733811',
      'HU-10773381',
      '10773381-2-44 HU',
    ])
      expect(taxNumberProblem(wrong), wrong).toBe('taxNumberFormat');
  });
});
