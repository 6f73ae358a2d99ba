import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  asTotpCode,
  formatRecoveryCode,
  isFreshStep,
  matchedStep,
  normalizeRecoveryCode,
  recoveryCodeLength,
  timeStep,
} from './two-factor.ts';

describe('time steps', () => {
  it('changes step every 30 seconds, on the half minute', () => {
    expect(timeStep(new Date(0))).toBe(0);
    expect(timeStep(new Date(29_999))).toBe(0);
    expect(timeStep(new Date(30_000))).toBe(1);
    // RFC 6238 appendix B: 59 s is counter 1, 1111111109 s is counter 0x23523EC.
    expect(timeStep(new Date(59_000))).toBe(1);
    expect(timeStep(new Date(1_111_111_109_000))).toBe(0x23523ec);
  });

  it('places a code of the previous or next step relative to now', () => {
    const now = new Date(1_111_111_109_000);
    expect(matchedStep(now, -1)).toBe(0x23523eb);
    expect(matchedStep(now, 1)).toBe(0x23523ed);
  });

  it('accepts a step only once and never an older one', () => {
    expect(isFreshStep(10, null)).toBe(true);
    expect(isFreshStep(11, 10)).toBe(true);
    expect(isFreshStep(10, 10)).toBe(false);
    expect(isFreshStep(9, 10)).toBe(false);
  });
});

describe('codes as typed', () => {
  it('reads six digits as an app code, also with a space in the middle', () => {
    expect(asTotpCode('123456')).toBe('123456');
    expect(asTotpCode(' 123 456 ')).toBe('123456');
    expect(asTotpCode('12345')).toBeNull();
    expect(asTotpCode('1234567')).toBeNull();
    expect(asTotpCode('ABCD-EFGH-JKMN-PQRS')).toBeNull();
  });

  it('formats recovery codes as four groups of four letters that read back to the same code', () => {
    fc.assert(
      fc.property(
        fc.uint8Array({ minLength: recoveryCodeLength, maxLength: recoveryCodeLength }),
        (bytes) => {
          const shown = formatRecoveryCode(bytes);
          expect(shown).toMatch(/^[0-9A-HJKMNP-TV-Z]{4}(-[0-9A-HJKMNP-TV-Z]{4}){3}$/);
          expect(normalizeRecoveryCode(shown)).toBe(shown.replace(/-/g, ''));
          expect(normalizeRecoveryCode(shown.toLowerCase().replace(/-/g, ' '))).toBe(shown.replace(/-/g, ''));
        },
      ),
    );
  });

  it('reads O, I and L typed by mistake as 0 and 1', () => {
    expect(normalizeRecoveryCode('oooo-iiii-llll-0000')).toBe('0000111111110000');
  });

  it('refuses a recovery code of the wrong length or with other characters', () => {
    expect(normalizeRecoveryCode('ABCD-EFGH-JKMN')).toBeNull();
    expect(normalizeRecoveryCode('ABCD-EFGH-JKMN-PQRU')).toBeNull();
    expect(normalizeRecoveryCode('ABCD-EFGH-JKMN-PQR!')).toBeNull();
  });

  it('needs exactly enough random bytes for a code', () => {
    expect(() => formatRecoveryCode(new Uint8Array(15))).toThrow();
  });
});
