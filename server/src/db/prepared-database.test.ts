import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from './client.ts';
import { migrationsFolder, prepareDatabase } from './prepared-database.ts';

const dataDir = mkdtempSync(path.join(tmpdir(), 'konyha-prepared-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const journal = JSON.parse(readFileSync(path.join(migrationsFolder, 'meta/_journal.json'), 'utf8')) as {
  entries: unknown[];
};

describe('the prepared empty database (issue 18: a first start without initdb)', () => {
  it('is made once for the current migrations and unpacked by a first start, empty and fully migrated', async () => {
    await prepareDatabase();
    expect(await prepareDatabase()).toBe('current');

    const first = await openDatabase({ kind: 'pglite', dataDir: path.join(dataDir, 'pglite') });
    expect(first.created).toBe('prepared');
    await first.migrate();
    const count = async (table: string) =>
      (
        (await first.db.execute(`select count(*)::int as count from ${table}`)) as unknown as {
          rows: unknown[];
        }
      ).rows[0];
    expect(await count('drizzle.__drizzle_migrations')).toEqual({ count: journal.entries.length });
    // Made on the build machine: no user, no secret, no order of anybody's travels with it.
    expect(await count('users')).toEqual({ count: 0 });
    await first.close();

    const restarted = await openDatabase({ kind: 'pglite', dataDir: path.join(dataDir, 'pglite') });
    expect(restarted.created).toBe('existing');
    await restarted.close();
  });
});
