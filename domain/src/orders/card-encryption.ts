import type { EncryptedCard } from './checkout.schemas.ts';

/** The card fields of the pay form (SPEC §2), as typed. */
export interface CardInput {
  cardNumber: string;
  expMonth: string;
  expYear: string;
  cardHolderName: string;
  cvn: string;
}

const toBase64 = (bytes: ArrayBuffer | Uint8Array) => {
  const view = bytes instanceof Uint8Array ? bytes : new Uint8Array(bytes);
  let binary = '';
  for (const byte of view) binary += String.fromCharCode(byte);
  return btoa(binary);
};
const fromBase64 = (text: string) => Uint8Array.from(atob(text), (c) => c.charCodeAt(0));

/**
 * Encrypts the card in the browser exactly as SPEC §7 and DESIGN §5 say, with WebCrypto (also in Node): a random
 * passphrase → PBKDF2 → a 128-bit AES key; AES-CBC with the first 16 characters of userId as IV encrypts the card
 * JSON; RSA-OAEP/SHA-256 with the server's public key wraps the AES key. Nothing here keeps the card.
 */
export async function encryptCard(
  card: CardInput,
  server: { userId: string; rsaPublicKey: string },
  subtle: SubtleCrypto = globalThis.crypto.subtle,
  random: (bytes: Uint8Array<ArrayBuffer>) => Uint8Array<ArrayBuffer> = (bytes) =>
    globalThis.crypto.getRandomValues(bytes),
): Promise<EncryptedCard> {
  const passphrase = await subtle.importKey('raw', random(new Uint8Array(32)), 'PBKDF2', false, [
    'deriveKey',
  ]);
  const aesKey = await subtle.deriveKey(
    { name: 'PBKDF2', salt: random(new Uint8Array(16)), iterations: 100_000, hash: 'SHA-256' },
    passphrase,
    { name: 'AES-CBC', length: 128 },
    true,
    ['encrypt'],
  );
  const iv = new TextEncoder().encode(server.userId.slice(0, 16));
  const payload = await subtle.encrypt(
    { name: 'AES-CBC', iv },
    aesKey,
    new TextEncoder().encode(JSON.stringify(card)),
  );
  const rsaKey = await subtle.importKey(
    'spki',
    fromBase64(server.rsaPublicKey),
    { name: 'RSA-OAEP', hash: 'SHA-256' },
    false,
    ['encrypt'],
  );
  const encAesKey = await subtle.encrypt({ name: 'RSA-OAEP' }, rsaKey, await subtle.exportKey('raw', aesKey));
  return { userId: server.userId, payload: toBase64(payload), encAesKey: toBase64(encAesKey) };
}
