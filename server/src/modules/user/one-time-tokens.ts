import { createHash, randomBytes } from 'node:crypto';

/** 256 random bits, sent to the user; only its SHA-256 is stored, so a database leak reveals no usable link. */
export function newOneTimeToken(): { token: string; tokenHash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, tokenHash: hashOneTimeToken(token) };
}

export function hashOneTimeToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export const confirmationLifetimeMs = 48 * 60 * 60 * 1000;
export const resetLifetimeMs = 60 * 60 * 1000;
