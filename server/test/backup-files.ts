import { generateKeyPairSync } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import { expect } from 'vitest';
import { randomSecret } from '../src/db/server-secrets.ts';

// The backup tests' secrets, planted in a database and looked for in its backup (issue 28), and damaged backups.

/** Secrets a backup holds, as the server keeps them: the login-token key, the card key, a two-factor secret. */
export const secrets = {
  jwt: randomSecret(),
  card: generateKeyPairSync('rsa', { modulusLength: 2048 })
    .privateKey.export({ type: 'pkcs8', format: 'pem' })
    .toString(),
  totp: 'JBSWY3DPEHPK3PXPKONYHA2026BACKUPS',
};

/** Text that would show any of them in clear (a line of the key, not its armour). */
const secretTexts = [secrets.jwt, secrets.card.split('\n')[1] ?? '', secrets.totp];

/** Neither the file nor anything gzip makes of it (a PGlite tarball is gzipped) shows a secret. */
export function expectNoSecretIn(file: string) {
  const bytes = readFileSync(file);
  let unpacked = Buffer.alloc(0);
  try {
    unpacked = gunzipSync(bytes);
  } catch {
    // Not gzip: nothing a tarball tool opens.
  }
  for (const text of secretTexts) {
    expect(text.length).toBeGreaterThan(20);
    expect(bytes.includes(text)).toBe(false);
    expect(unpacked.includes(text)).toBe(false);
  }
}

/** A copy of the file with one bit changed at `at` (negative: from the end). */
export function flipped(file: string, at: number) {
  const bytes = readFileSync(file);
  const index = at < 0 ? bytes.length + at : at;
  bytes[index] = (bytes[index] ?? 0) ^ 0x01;
  const copy = `${file}.flipped-${index}`;
  writeFileSync(copy, bytes);
  return copy;
}

/** A copy of the file cut short after `bytes`, as by a full disk or an interrupted copy. */
export function truncated(file: string, bytes: number) {
  const copy = `${file}.truncated-${bytes}`;
  writeFileSync(copy, readFileSync(file).subarray(0, bytes));
  return copy;
}
