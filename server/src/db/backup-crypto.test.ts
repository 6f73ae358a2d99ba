import { randomBytes } from 'node:crypto';
import { createWriteStream, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { flipped } from '../../test/backup-files.ts';
import { openSealed, type ScryptCost, sealing, unsealed } from './backup-crypto.ts';

// The sealed format at its edges, with a cheap scrypt and 1 KiB chunks so that many files are quick to make; the
// backups themselves (backup.test.ts) use the real cost and 64 KiB chunks.
const dir = mkdtempSync(path.join(tmpdir(), 'konyha-sealed-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const cheap: ScryptCost = { logN: 10, r: 8, p: 1 };
const chunk = 1024;
const passphrase = 'körte alma szilva 2026';
let files = 0;

/** Seals `plain`, written to the stream in pieces of `piece` bytes; answers the file. */
async function seal(plain: Buffer, piece = 4096): Promise<string> {
  const file = path.join(dir, `sealed-${files++}`);
  const pieces = Array.from({ length: Math.ceil(plain.length / piece) }, (_, i) =>
    plain.subarray(i * piece, (i + 1) * piece),
  );
  await pipeline(
    Readable.from(pieces),
    await sealing(passphrase, 'postgres', cheap, chunk),
    createWriteStream(file),
  );
  return file;
}

async function unseal(file: string, secret = passphrase): Promise<Buffer> {
  const parts: Buffer[] = [];
  for await (const part of unsealed(file, await openSealed(file, secret))) parts.push(part);
  return Buffer.concat(parts);
}

describe('a sealed backup', () => {
  it('gives back exactly what went in, whatever its length and however it was written', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          fc.integer({ min: 0, max: 5 * chunk }),
          fc.constantFrom(0, chunk - 1, chunk, chunk + 1, 3 * chunk),
        ),
        fc.integer({ min: 1, max: 3000 }),
        async (length, piece) => {
          const plain = randomBytes(length);
          const file = await seal(plain, piece);
          expect((await unseal(file)).equals(plain)).toBe(true);
          // Header, then one tagged chunk per started KiB (at least one, the last).
          expect(readFileSync(file).length).toBe(48 + length + 16 * Math.max(1, Math.ceil(length / chunk)));
        },
      ),
      { numRuns: 40 },
    );
  });

  it('refuses every changed bit, anywhere in the file', async () => {
    const file = await seal(randomBytes(2 * chunk + 100));
    const size = readFileSync(file).length;
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 0, max: size - 1 }), async (at) => {
        await expect(unseal(flipped(file, at))).rejects.toThrow(
          at < 48
            ? /passphrase does not open|not a Konyha backup|newer Konyha/
            : /changed, damaged or cut short/,
        );
      }),
      { numRuns: 60 },
    );
  });

  it('refuses chunks dropped, swapped or added, and a file cut at a chunk end', async () => {
    const file = await seal(randomBytes(3 * chunk + 10));
    const bytes = readFileSync(file);
    const header = bytes.subarray(0, 48);
    const sealedChunks = [0, 1, 2, 3].map((i) =>
      bytes.subarray(48 + i * (chunk + 16), 48 + (i + 1) * (chunk + 16)),
    );
    const [a, b, c, d] = sealedChunks as [Buffer, Buffer, Buffer, Buffer];
    for (const chunks of [
      [a, b, c],
      [a, b, d],
      [b, a, c, d],
      [a, b, c, d, d],
      [a, b, c, d, Buffer.from([0])],
    ]) {
      const changed = path.join(dir, `changed-${files++}`);
      writeFileSync(changed, Buffer.concat([header, ...chunks]));
      await expect(unseal(changed)).rejects.toThrow(/changed, damaged or cut short/);
    }
  });

  it('refuses a wrong passphrase before decrypting anything, and says what the file is otherwise', async () => {
    const file = await seal(Buffer.from('pg_dump output'));
    await expect(unseal(file, 'körte alma szilva 2025')).rejects.toThrow(/passphrase does not open/);
    // The same passphrase composed differently (o + combining double acute) opens it.
    expect((await unseal(file, passphrase.normalize('NFD'))).toString()).toBe('pg_dump output');
    const other = path.join(dir, 'other');
    writeFileSync(other, 'not a backup at all, just some text that is long enough to have a header');
    await expect(openSealed(other, passphrase)).rejects.toThrow(/is not a Konyha backup/);
    writeFileSync(other, 'PGDMP plaintext');
    await expect(openSealed(other, passphrase)).rejects.toThrow(/unencrypted PostgreSQL backup/);
  });
});
