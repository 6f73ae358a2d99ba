/**
 * Two-factor login rules (RFC 6238 as every authenticator app does it: SHA-1, 6 digits, 30 s steps) that need no
 * secret and no clock of their own. The code arithmetic itself is the TOTP library's job; what is ours is which
 * time step a code belongs to, that a step is accepted once, and what a recovery code looks like.
 */
export const totpPeriodSeconds = 30;
export const totpDigits = 6;
/** A code of the step before or after the current one still counts: phone clocks drift and people type slowly. */
export const totpWindow = 1;
export const totpIssuer = 'Konyha';

export const recoveryCodeCount = 10;
/** 16 characters of a 32-letter alphabet: 80 random bits, far beyond guessing even offline against the hash. */
export const recoveryCodeLength = 16;
// Crockford's base-32: no I, L, O or U, so a code read aloud or copied by hand is not mistaken.
const recoveryAlphabet = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/** The RFC 6238 time step (counter) of a moment. */
export function timeStep(now: Date): number {
  return Math.floor(now.getTime() / 1000 / totpPeriodSeconds);
}

/** The step a code matched, given the offset the library found within the window around `now`. */
export function matchedStep(now: Date, delta: number): number {
  return timeStep(now) + delta;
}

/** A code is accepted once: a step at or before the last accepted one is a replay (or an older code). */
export function isFreshStep(step: number, lastAcceptedStep: number | null): boolean {
  return lastAcceptedStep === null || step > lastAcceptedStep;
}

/** A code from the app: six digits; people may type a space in the middle as apps show it. */
export function asTotpCode(input: string): string | null {
  const digits = input.replace(/\s/g, '');
  return new RegExp(`^\\d{${totpDigits}}$`).test(digits) ? digits : null;
}

/** Turns `recoveryCodeLength` random bytes into a code shown as four groups of four (`ABCD-EFGH-…`). */
export function formatRecoveryCode(randomBytes: Uint8Array): string {
  if (randomBytes.length !== recoveryCodeLength)
    throw new Error(`A recovery code needs ${recoveryCodeLength} random bytes`);
  // 256 is a multiple of 32, so the remainder keeps every letter equally likely.
  const letters = Array.from(randomBytes, (byte) => recoveryAlphabet[byte % 32]).join('');
  return letters.match(/.{4}/g)?.join('-') ?? letters;
}

/**
 * The canonical form of a typed recovery code (what is hashed), or null when it cannot be one: case, spaces and
 * dashes do not matter, and the letters Crockford's alphabet leaves out are read as the digits they look like.
 */
export function normalizeRecoveryCode(input: string): string | null {
  const code = input.toUpperCase().replace(/[\s-]/g, '').replace(/O/g, '0').replace(/[IL]/g, '1');
  if (code.length !== recoveryCodeLength) return null;
  return [...code].every((c) => recoveryAlphabet.includes(c)) ? code : null;
}
