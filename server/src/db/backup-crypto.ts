import { createCipheriv, createDecipheriv, randomBytes, scrypt } from 'node:crypto';
import { closeSync, createReadStream, openSync, readSync } from 'node:fs';
import { type Readable, Transform, type TransformCallback } from 'node:stream';
import { BackupError } from './backup-file.ts';

/**
 * Encrypted backups (issue 28): a backup holds the login-token key, the card key pair and two-factor secrets, so it
 * is sealed with a passphrase. AES-256-GCM under a key from scrypt, in chunks as age and Tink's streaming AEAD do, so
 * that a database of any size streams through in 64 KiB pieces and each piece is checked before it is let out.
 *
 * The file, all integers big-endian (docs/backups.md, "The file format"):
 *
 *   0   8  "KONYHA" 0x00 0x01   magic and format version 1
 *   8   1  what is inside: 1 PGlite tarball (gzip), 2 pg_dump custom-format archive
 *   9   3  scrypt log2(N), r, p (17, 8, 1: 128 MiB, a second or more per try)
 *   12  4  plaintext bytes per chunk (65536)
 *   16  16 scrypt salt, random per file
 *   32  16 header check: the GCM tag of nothing under nonce ff…ff, with bytes 0–31 as associated data
 *   48  …  chunks: up to 65536 bytes of ciphertext and their 16-byte tag; chunk i's nonce is i as 11 bytes and then
 *          1 on the last chunk (0 before it); bytes 0–31 are every chunk's associated data
 *
 * The header check refuses a wrong passphrase (or a changed header) before anything is decrypted; a chunk's tag
 * refuses a changed byte; the last-chunk flag refuses a file cut short at a chunk's end or with chunks added, moved
 * or dropped.
 */
export type SealedKind = 'pglite' | 'postgres';

const magic = Buffer.from('KONYHA\x00\x01', 'latin1');
const headerBytes = 48;
const tagBytes = 16;
const kindCodes: Record<SealedKind, number> = { pglite: 1, postgres: 2 };
const headerNonce = Buffer.alloc(12, 0xff);

/** How hard the key is to guess: scrypt's cost, which the header keeps. */
export interface ScryptCost {
  logN: number;
  r: number;
  p: number;
}
export const defaultCost: ScryptCost = { logN: 17, r: 8, p: 1 };
const defaultChunkBytes = 64 * 1024;

/** scrypt's memory is 128·N·r bytes: a file asking for more than 256 MiB is not one of ours. */
const fitsBounds = ({ logN, r, p }: ScryptCost) =>
  logN >= 10 && logN <= 20 && r >= 1 && r <= 32 && p >= 1 && p <= 16 && 128 * 2 ** logN * r <= 256 * 2 ** 20;

function deriveKey(passphrase: string, salt: Buffer, { logN, r, p }: ScryptCost): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    // NFC: the same passphrase typed on two systems whose keyboards compose "ő" differently gives the same key.
    scrypt(
      passphrase.normalize('NFC'),
      salt,
      32,
      { N: 2 ** logN, r, p, maxmem: 257 * 2 ** 20 },
      (error, key) => (error ? reject(error) : resolve(key)),
    ),
  );
}

const chunkNonce = (index: number, last: boolean) => {
  const nonce = Buffer.alloc(12);
  nonce.writeUIntBE(index, 5, 6);
  nonce[11] = last ? 1 : 0;
  return nonce;
};

/** What opens a sealed file: the key checked against its header. */
export interface Opened {
  kind: SealedKind;
  key: Buffer;
  aad: Buffer;
  chunkBytes: number;
}

function sealChunk({ key, aad }: Opened, index: number, last: boolean, plain: Buffer): Buffer {
  const cipher = createCipheriv('aes-256-gcm', key, chunkNonce(index, last)).setAAD(aad);
  return Buffer.concat([cipher.update(plain), cipher.final(), cipher.getAuthTag()]);
}

/** Plaintext in, the sealed file's bytes out (header first), in chunks of `chunkBytes`. */
export async function sealing(
  passphrase: string,
  kind: SealedKind,
  cost: ScryptCost = defaultCost,
  chunkBytes = defaultChunkBytes,
): Promise<Transform> {
  const salt = randomBytes(16);
  const aad = Buffer.alloc(32);
  magic.copy(aad, 0);
  aad.writeUInt8(kindCodes[kind], 8);
  aad.writeUInt8(cost.logN, 9);
  aad.writeUInt8(cost.r, 10);
  aad.writeUInt8(cost.p, 11);
  aad.writeUInt32BE(chunkBytes, 12);
  salt.copy(aad, 16);
  const key = await deriveKey(passphrase, salt, cost);
  const check = createCipheriv('aes-256-gcm', key, headerNonce).setAAD(aad);
  check.final();
  const opened: Opened = { kind, key, aad, chunkBytes };
  let pending: Buffer[] = [];
  let pendingBytes = 0;
  let index = 0;
  let headerSent = false;
  const header = () => {
    if (headerSent) return [];
    headerSent = true;
    return [aad, check.getAuthTag()];
  };
  return new Transform({
    transform(chunk: Buffer, _encoding, done: TransformCallback) {
      pending.push(chunk);
      pendingBytes += chunk.length;
      // A chunk goes out only once a byte after it is known: the last chunk must carry the last-chunk flag.
      if (pendingBytes <= chunkBytes) return done();
      let all: Buffer = Buffer.concat(pending);
      const out: Buffer[] = header();
      while (all.length > chunkBytes) {
        out.push(sealChunk(opened, index++, false, all.subarray(0, chunkBytes)));
        all = all.subarray(chunkBytes);
      }
      pending = [all];
      pendingBytes = all.length;
      done(null, Buffer.concat(out));
    },
    flush(done: TransformCallback) {
      done(null, Buffer.concat([...header(), sealChunk(opened, index, true, Buffer.concat(pending))]));
    },
  });
}

/** The first bytes of `file`, as many as there are up to `length`. */
function headOf(file: string, length: number): Buffer {
  let fd: number;
  try {
    fd = openSync(file, 'r');
  } catch {
    throw new BackupError(`Cannot read ${file}.`);
  }
  try {
    const head = Buffer.alloc(length);
    return head.subarray(0, readSync(fd, head, 0, length, 0));
  } finally {
    closeSync(fd);
  }
}

/**
 * Reads the header of `file` and checks `passphrase` against it. Refuses, saying why, a file that is not a sealed
 * Konyha backup (an unencrypted one of an earlier version included) and a wrong passphrase.
 */
export async function openSealed(file: string, passphrase: string): Promise<Opened> {
  const head = headOf(file, headerBytes);
  if (head[0] === 0x1f && head[1] === 0x8b) throw unencrypted(file, 'PGlite');
  if (head.subarray(0, 5).toString('latin1') === 'PGDMP') throw unencrypted(file, 'PostgreSQL');
  if (head.length < headerBytes || !head.subarray(0, 6).equals(magic.subarray(0, 6)) || head[6] !== 0)
    throw new BackupError(`${file} is not a Konyha backup.`);
  if ((head[7] ?? 0) > 1)
    throw new BackupError(
      `${file} is a backup of a newer Konyha (format ${head[7]}); restore it with that version.`,
    );
  const kind = (Object.keys(kindCodes) as SealedKind[]).find((k) => kindCodes[k] === head[8]);
  const cost = { logN: head.readUInt8(9), r: head.readUInt8(10), p: head.readUInt8(11) };
  const chunkBytes = head.readUInt32BE(12);
  if (head[7] !== 1 || !kind || !fitsBounds(cost) || chunkBytes < 1024 || chunkBytes > 16 * 2 ** 20)
    throw new BackupError(`${file} is not a Konyha backup (its header is damaged).`);
  const aad = head.subarray(0, 32);
  const key = await deriveKey(passphrase, head.subarray(16, 32), cost);
  try {
    createDecipheriv('aes-256-gcm', key, headerNonce).setAAD(aad).setAuthTag(head.subarray(32, 48)).final();
  } catch {
    throw new BackupError(
      `The passphrase does not open ${file}: check BACKUP_PASSPHRASE or the passphrase file (or the file's header ` +
        'was changed). Nothing was restored.',
    );
  }
  return { kind, key, aad, chunkBytes };
}

const unencrypted = (file: string, what: string) =>
  new BackupError(
    `${file} is an unencrypted ${what} backup of a Konyha before issue 28; ./konyha restore takes encrypted backups ` +
      'only (docs/backups.md, "Backups made before issue 28", says how to restore an old one by hand).',
  );

const damaged = (file: string) =>
  new BackupError(`${file} was changed, damaged or cut short after it was written; nothing was restored.`);

/** The plaintext of an opened sealed file, chunk by chunk, each let out only once its tag checked. */
export function unsealed(file: string, opened: Opened): Readable {
  const sealedChunk = opened.chunkBytes + tagBytes;
  let pending: Buffer = Buffer.alloc(0);
  let index = 0;
  const open = (bytes: Buffer, last: boolean) => {
    const decipher = createDecipheriv('aes-256-gcm', opened.key, chunkNonce(index++, last))
      .setAAD(opened.aad)
      .setAuthTag(bytes.subarray(bytes.length - tagBytes));
    return Buffer.concat([decipher.update(bytes.subarray(0, bytes.length - tagBytes)), decipher.final()]);
  };
  const unsealing = new Transform({
    transform(chunk: Buffer, _encoding, done: TransformCallback) {
      pending = pending.length === 0 ? chunk : Buffer.concat([pending, chunk]);
      const out: Buffer[] = [];
      try {
        // As when sealing: a full chunk is known not to be the last only once a byte after it has arrived.
        while (pending.length > sealedChunk) {
          out.push(open(pending.subarray(0, sealedChunk), false));
          pending = pending.subarray(sealedChunk);
        }
      } catch {
        return done(damaged(file));
      }
      done(null, Buffer.concat(out));
    },
    flush(done: TransformCallback) {
      if (pending.length < tagBytes) return done(damaged(file));
      try {
        done(null, open(pending, true));
      } catch {
        done(damaged(file));
      }
    },
  });
  const source = createReadStream(file, { start: headerBytes });
  source.on('error', (error) => unsealing.destroy(error));
  return source.pipe(unsealing);
}
