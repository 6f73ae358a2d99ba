import {
  constants,
  createDecipheriv,
  createPrivateKey,
  createPublicKey,
  generateKeyPairSync,
  type KeyObject,
  privateDecrypt,
} from 'node:crypto';
import type { EncryptedCard } from '@konyha/domain/orders/checkout.schemas';
import type { Queryable } from '../../db/client.ts';
import { legacySecret } from '../../db/data-dir.ts';
import { sharedSecret } from '../../db/server-secrets.ts';

export interface CardKeys {
  /** SPKI DER, base64: what the browser imports with WebCrypto. */
  publicKey: string;
  privateKey: KeyObject;
}

/**
 * The RSA key pair that wraps the browser's card keys, created once and shared by every instance through the
 * database: the guest may fetch the key from one instance and send the order to another.
 */
export async function loadOrCreateCardKeys(db: Queryable, dataDir: string): Promise<CardKeys> {
  const name = 'card-rsa-private.pem';
  const pem = await sharedSecret(
    db,
    name,
    () =>
      generateKeyPairSync('rsa', { modulusLength: 2048 })
        .privateKey.export({ type: 'pkcs8', format: 'pem' })
        .toString(),
    legacySecret(dataDir, name),
  );
  const privateKey = createPrivateKey(pem);
  const publicKey = createPublicKey(privateKey).export({ type: 'spki', format: 'der' }).toString('base64');
  return { publicKey, privateKey };
}

/**
 * Undoes the browser's encryption (SPEC §7, DESIGN §5): RSA-OAEP/SHA-256 unwraps the 128-bit AES key, AES-128-CBC
 * with the first 16 characters of userId as IV decrypts the card JSON. In memory only; the card is never stored.
 */
export function decryptCard(keys: CardKeys, card: EncryptedCard): unknown {
  const aesKey = privateDecrypt(
    { key: keys.privateKey, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
    Buffer.from(card.encAesKey, 'base64'),
  );
  if (aesKey.length !== 16) throw new Error('the card key is not 128 bits');
  const iv = Buffer.from(card.userId.slice(0, 16), 'utf8');
  if (iv.length !== 16) throw new Error('the IV is not 16 bytes');
  const decipher = createDecipheriv('aes-128-cbc', aesKey, iv);
  const plain = Buffer.concat([decipher.update(Buffer.from(card.payload, 'base64')), decipher.final()]);
  return JSON.parse(plain.toString('utf8'));
}
