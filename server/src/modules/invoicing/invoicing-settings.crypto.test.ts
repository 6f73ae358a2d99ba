import { describe, expect, it } from 'vitest';
import type { Queryable } from '../../db/client.ts';
import { createSettingsSealer, SealedSecretError } from './invoicing-settings.crypto.ts';

// With SETTINGS_KEY given the sealer never reads the database.
const noDatabase = {} as Queryable;
const sealer = createSettingsSealer(noDatabase, 'a-settings-key-of-at-least-32-characters');
const purpose = 'invoicing_settings.agent_key';
const secret = 'agent-key-Ö-with-ünicode-0042';

describe('sealing a secret kept in the settings', () => {
  it('opens what it sealed, and seals the same secret differently each time (a random IV)', async () => {
    const [one, two] = [await sealer.seal(secret, purpose), await sealer.seal(secret, purpose)];
    expect(one).not.toBe(two);
    expect(one).not.toContain('agent-key');
    expect(await sealer.open(one, purpose)).toBe(secret);
    expect(await sealer.open(two, purpose)).toBe(secret);
  });

  it('refuses a sealing that was altered, cut short, meant for another setting or sealed under another key', async () => {
    const sealed = await sealer.seal(secret, purpose);
    const [version, iv, tag, body = ''] = sealed.split('.');
    const flipped = `${body.startsWith('A') ? 'B' : 'A'}${body.slice(1)}`;
    const other = createSettingsSealer(noDatabase, 'another-settings-key-of-32-characters!');
    for (const attempt of [
      () => sealer.open([version, iv, tag, flipped].join('.'), purpose),
      () => sealer.open([version, iv, tag].join('.'), purpose),
      () => sealer.open(`v2${sealed.slice(2)}`, purpose),
      () => sealer.open(sealed, 'settings.smtp_password'),
      () => other.open(sealed, purpose),
    ])
      await expect(attempt()).rejects.toThrow(SealedSecretError);
  });
});
