import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';
import type { Queryable } from '../../db/client.ts';
import { randomSecret, sharedSecret } from '../../db/server-secrets.ts';

const version = 'v1';
const encode = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64url');

/** The settings secret could not be opened: sealed with another key (SETTINGS_KEY changed) or altered. */
export class SealedSecretError extends Error {
  constructor() {
    super(
      'A secret kept in the settings cannot be decrypted: it was saved under another SETTINGS_KEY or altered',
    );
    this.name = 'SealedSecretError';
  }
}

/**
 * AES-256-GCM for the secrets kept in settings (the Számla Agent key): a random 96-bit IV per seal, the tag checked
 * on opening, and `purpose` bound in as associated data so a sealed value copied into another column does not open.
 * The key is derived (HKDF-SHA256) from SETTINGS_KEY, or, unset, from a secret generated once and kept in the
 * database's server secrets, so every instance on the database opens what another sealed.
 */
export function createSettingsSealer(db: Queryable, configured: string | undefined) {
  let key: Promise<Buffer> | undefined;
  const keyOf = (material: string) =>
    Buffer.from(hkdfSync('sha256', material, 'konyha-settings', 'aes-256-gcm settings key', 32));
  const theKey = () => {
    key ??= (async () => keyOf(configured ?? (await sharedSecret(db, 'settings-key', randomSecret))))();
    // A failed read of the stored secret (a lost database) is tried again on the next call.
    key.catch(() => {
      key = undefined;
    });
    return key;
  };

  return {
    async seal(plain: string, purpose: string): Promise<string> {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', await theKey(), iv);
      cipher.setAAD(Buffer.from(purpose));
      const sealed = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return [version, encode(iv), encode(cipher.getAuthTag()), encode(sealed)].join('.');
    },

    async open(sealed: string, purpose: string): Promise<string> {
      const [tag, iv, authTag, body] = sealed.split('.');
      if (tag !== version || !iv || !authTag || body === undefined) throw new SealedSecretError();
      try {
        const decipher = createDecipheriv('aes-256-gcm', await theKey(), Buffer.from(iv, 'base64url'));
        decipher.setAAD(Buffer.from(purpose));
        decipher.setAuthTag(Buffer.from(authTag, 'base64url'));
        return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString(
          'utf8',
        );
      } catch {
        throw new SealedSecretError();
      }
    },
  };
}

export type SettingsSealer = ReturnType<typeof createSettingsSealer>;
