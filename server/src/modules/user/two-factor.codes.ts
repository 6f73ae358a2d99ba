import { createHash, randomBytes } from 'node:crypto';
import {
  asTotpCode,
  formatRecoveryCode,
  isFreshStep,
  matchedStep,
  normalizeRecoveryCode,
  recoveryCodeCount,
  recoveryCodeLength,
  totpDigits,
  totpIssuer,
  totpPeriodSeconds,
  totpWindow,
} from '@konyha/domain/users/two-factor';
import { Secret, TOTP } from 'otpauth';
import QRCode from 'qrcode';
import type { Queryable } from '../../db/client.ts';
import * as repo from './two-factor.repository.ts';

/** The TOTP every authenticator app understands (RFC 6238 defaults), for one secret. */
function totpOf(base32Secret: string, label = '') {
  return new TOTP({
    issuer: totpIssuer,
    label,
    algorithm: 'SHA1',
    digits: totpDigits,
    period: totpPeriodSeconds,
    secret: Secret.fromBase32(base32Secret),
  });
}

/** 160 random bits, the key length RFC 4226 recommends for HMAC-SHA-1. */
export function newSecret(): string {
  return new Secret({ size: 20 }).base32;
}

export async function enrolmentOf(base32Secret: string, email: string) {
  const otpauthUri = totpOf(base32Secret, email).toString();
  const svg = await QRCode.toString(otpauthUri, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
  return {
    secret: base32Secret,
    otpauthUri,
    qrCode: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`,
  };
}

/** The time step the app code matches within ±`totpWindow` steps of `now`, or null. */
export function stepOfCode(base32Secret: string, code: string, now: Date): number | null {
  const token = asTotpCode(code);
  if (!token) return null;
  const delta = totpOf(base32Secret).validate({ token, timestamp: now.getTime(), window: totpWindow });
  return delta === null ? null : matchedStep(now, delta);
}

/**
 * SHA-256 is enough here (no slow password hash): a recovery code carries 80 random bits, so nobody can try
 * enough guesses against a leaked hash; a slow hash would only slow the login down.
 */
export function hashRecoveryCode(normalized: string): string {
  return createHash('sha256').update(normalized).digest('hex');
}

/** Ten fresh recovery codes as shown to the user, and the hashes that are stored instead of them. */
export function newRecoveryCodes() {
  const shown = Array.from({ length: recoveryCodeCount }, () =>
    formatRecoveryCode(randomBytes(recoveryCodeLength)),
  );
  return { shown, hashes: shown.map((code) => hashRecoveryCode(normalizeRecoveryCode(code) as string)) };
}

/**
 * Checks a second factor of a user with two-factor on and uses it up: an app code's step is taken (a code is
 * accepted once), a recovery code is marked used. Both happen in one conditional UPDATE, race-free.
 */
export async function useSecondFactor(
  db: Queryable,
  user: { id: number; secret: string; lastStep: number | null },
  code: string,
  now: Date,
): Promise<boolean> {
  if (asTotpCode(code)) {
    const step = stepOfCode(user.secret, code, now);
    if (step === null || !isFreshStep(step, user.lastStep)) return false;
    return repo.takeStep(db, user.id, step);
  }
  const recovery = normalizeRecoveryCode(code);
  return recovery !== null && repo.useRecoveryCode(db, user.id, hashRecoveryCode(recovery), now);
}
