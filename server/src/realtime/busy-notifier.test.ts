import { instantOf } from '@konyha/domain/restaurant/local-time';
import type { IMessage } from '@stomp/stompjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-app.ts';
import { createTestDatabase, type TestDatabase } from '../../test/database.ts';
import { loggedInUser } from '../../test/factories.ts';
import { connectStomp, until } from '../../test/stomp.ts';
import { seedIfEmpty } from '../db/seed/seed.ts';

// A Friday evening, open until 22:00 (the default hours).
const now = instantOf('2026-11-20', '18:00');
let database: TestDatabase;
let a: TestApp;
let b: TestApp;

beforeAll(async () => {
  database = await createTestDatabase();
  await seedIfEmpty(database.db, { adminEmail: 'admin@example.com', adminPassword: 'Admin1234' });
  a = await buildTestApp({ clock: () => now, database });
  b = await buildTestApp({ clock: () => now, database });
});
afterAll(async () => {
  await a?.close();
  await b?.close();
  await database?.close();
});

describe('a busy-mode change', () => {
  it('reaches the order monitors on every instance at once, as the new state', async () => {
    const staff = await loggedInUser(a.app, database.db, { role: 'SHOP_ASSISTANT' });
    const live = connectStomp(await b.app.listen({ port: 0, host: '127.0.0.1' }), staff.token);
    await live.connected;
    const busy: IMessage[] = [];
    await new Promise<void>((resolve) => {
      live.client.subscribe('/notification/busy', (message) => busy.push(message), { receipt: 'busy' });
      live.client.watchForReceipt('busy', () => resolve());
    });
    const started = await a.app.inject({
      method: 'POST',
      url: '/api/order/busy',
      payload: { pauseMinutes: 15 },
      headers: staff.headers,
    });
    expect(started.statusCode).toBe(200);
    expect(await until(() => busy.length === 1)).toBe(true);
    expect(JSON.parse(busy[0]?.body ?? '')).toEqual(started.json());
    const ended = await b.app.inject({ method: 'DELETE', url: '/api/order/busy', headers: staff.headers });
    expect(await until(() => busy.length === 2)).toBe(true);
    expect(JSON.parse(busy[1]?.body ?? '')).toEqual(ended.json());
    await live.client.deactivate();
  });
});
