import { instantOf } from '@konyha/domain/restaurant/local-time';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-app.ts';
import { loggedInUser } from '../../../test/factories.ts';
import { useInstances } from '../../../test/instances.ts';
import { serverSecrets } from '../../db/schema/index.ts';
import { SealedSecretError } from './invoicing-settings.crypto.ts';
import { createInvoicingSettingsService } from './invoicing-settings.service.ts';

const now = instantOf('2026-11-20', '12:00');
const agentKey = 'shared-agent-key-9f3Tq';
const settings = {
  enabled: true,
  receipts: false,
  testMode: false,
  baseUrl: 'https://www.szamlazz.hu',
  invoicePrefix: 'KONYHA',
  receiptPrefix: '',
  bankAccount: null,
  mailBy: 'KONYHA',
};

/** The settings as the outbox of the instance `instance` reads them, with SETTINGS_KEY as that instance has it. */
const agentOf = (instance: TestApp, settingsKey?: string) =>
  createInvoicingSettingsService({
    database: instance.database,
    clock: () => now,
    settingsKey,
    standinUrl: () => undefined,
  }).forAgent();

async function saveOn(instance: TestApp, payload: object) {
  const admin = await loggedInUser(instance.app, instance.database.db, { role: 'ADMIN' });
  return instance.app.inject({
    method: 'PUT',
    url: '/api/settings/invoicing',
    payload,
    headers: admin.headers,
  });
}

describe('the agent key on two instances of one database, without SETTINGS_KEY', () => {
  const instances = useInstances(
    () => now,
    async () => {},
  );

  it('is read by the other instance as the first saved it, with the key both found in the database', async () => {
    const [a, b] = await Promise.all([instances.another(), instances.another()]);
    try {
      expect((await saveOn(a, { ...settings, agentKey })).statusCode).toBe(200);
      const admin = await loggedInUser(b.app, b.database.db, { role: 'ADMIN' });
      const shown = await b.app.inject({ url: '/api/settings/invoicing', headers: admin.headers });
      expect(shown.json().agentKey).toEqual({ set: true, last4: 'f3Tq' });
      expect(await agentOf(b)).toMatchObject({ ...settings, agentKey });
      expect(await agentOf(a)).toMatchObject({ agentKey });
      const kept = await a.database.db
        .select()
        .from(serverSecrets)
        .where(eq(serverSecrets.name, 'settings-key'));
      expect(kept).toHaveLength(1);
    } finally {
      await Promise.all([a.close(), b.close()]);
    }
  });
});

describe('the agent key with SETTINGS_KEY', () => {
  const settingsKey = 'a-settings-key-of-at-least-32-characters';
  const instances = useInstances(
    () => now,
    async () => {},
    { SETTINGS_KEY: settingsKey },
  );

  it('opens on every instance given the same SETTINGS_KEY, and keeps no key of its own in the database', async () => {
    const other = await instances.another();
    try {
      expect((await saveOn(other, { ...settings, agentKey })).statusCode).toBe(200);
      expect(await agentOf(other, settingsKey)).toMatchObject({ agentKey });
      const kept = await other.database.db
        .select()
        .from(serverSecrets)
        .where(eq(serverSecrets.name, 'settings-key'));
      expect(kept).toHaveLength(0);
    } finally {
      await other.close();
    }
  });

  // The key the test above saved, sealed under `settingsKey`.
  it('refuses to open under another SETTINGS_KEY (or none), rather than answering a wrong key', async () => {
    const stranger = await buildTestApp({
      clock: () => now,
      database: instances.database,
      env: { SETTINGS_KEY: 'another-settings-key-of-32-characters!' },
    });
    try {
      await expect(agentOf(stranger, 'another-settings-key-of-32-characters!')).rejects.toThrow(
        SealedSecretError,
      );
      await expect(agentOf(stranger)).rejects.toThrow(SealedSecretError);
      // What staff see does not need the key: it still says one is kept, so they know to enter it again.
      const admin = await loggedInUser(stranger.app, stranger.database.db, { role: 'ADMIN' });
      const shown = await stranger.app.inject({ url: '/api/settings/invoicing', headers: admin.headers });
      expect(shown.json().agentKey).toEqual({ set: true, last4: 'f3Tq' });
    } finally {
      await stranger.close();
    }
  });
});
