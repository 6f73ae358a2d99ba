import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/database.ts';
import type { Database } from './client.ts';
import { sharedSecret } from './server-secrets.ts';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

describe('secrets the server makes for itself', () => {
  it('are the same for instances that ask at the same moment', async () => {
    let made = 0;
    const create = () => `secret-${++made}`;
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => sharedSecret(database.db, 'card-key', create)),
    );
    expect(new Set(answers).size).toBe(1);
    expect(await sharedSecret(database.db, 'card-key', create)).toBe(answers[0]);
  });

  it('keep the one an earlier version stored in DATA_DIR, so logins and card keys survive the upgrade', async () => {
    const secret = await sharedSecret(database.db, 'jwt-secret', () => 'new', 'kept-in-data-dir');
    expect(secret).toBe('kept-in-data-dir');
    expect(await sharedSecret(database.db, 'jwt-secret', () => 'newer')).toBe('kept-in-data-dir');
  });
});
