import { Client } from '@stomp/stompjs';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-app.ts';
import { eventually } from '../../../test/eventually.ts';
import { loggedInUser } from '../../../test/factories.ts';
import { settings } from '../../db/schema/index.ts';

let t: TestApp;
let url: string;

beforeAll(async () => {
  t = await buildTestApp();
  url = await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => t.close());

/** Connects a real STOMP client as the dashboard does; `connected` resolves on CONNECTED, rejects with the ERROR. */
function liveChannel(token: string) {
  const ended: string[] = [];
  const client = new Client({
    brokerURL: `${url.replace('http', 'ws')}/api/order-notification-websocket`,
    connectHeaders: { Authorization: `Bearer ${token}` },
    reconnectDelay: 0,
    heartbeatIncoming: 0,
    heartbeatOutgoing: 0,
  });
  const connected = new Promise<void>((resolve, reject) => {
    client.onConnect = () => resolve();
    client.onStompError = (frame) => {
      ended.push(frame.headers.message ?? '');
      reject(new Error(frame.headers.message));
    };
    client.onWebSocketClose = () => reject(new Error('closed'));
  });
  client.activate();
  return { client, connected, ended };
}

const requireTwoFactor = (headers: Record<string, string>) =>
  t.app.inject({
    method: 'PUT',
    url: '/api/settings/two-factor-required',
    headers,
    payload: { required: true },
  });

it('keeps the live order channel closed to staff who must set up two-factor login first', async () => {
  const admin = await loggedInUser(t.app, t.database.db, { role: 'ADMIN' });
  const assistant = await loggedInUser(t.app, t.database.db, { role: 'SHOP_ASSISTANT' });
  const before = liveChannel(assistant.token);
  await expect(before.connected).resolves.toBeUndefined();
  await before.client.deactivate();

  expect((await requireTwoFactor(admin.headers)).statusCode).toBe(200);
  const after = liveChannel(assistant.token);
  await expect(after.connected).rejects.toThrow('Set up two-factor login first');
  await after.client.deactivate();

  // The ADMIN who required it must enrol too before using staff calls, so the test resets it in the database.
  await t.database.db.update(settings).set({ twoFactorRequired: false });
});

it('ends an open live channel of staff without two-factor login as soon as an ADMIN requires it', async () => {
  const admin = await loggedInUser(t.app, t.database.db, { role: 'ADMIN' });
  const manager = await loggedInUser(t.app, t.database.db, { role: 'MANAGER' });
  const open = liveChannel(manager.token);
  await open.connected;

  expect((await requireTwoFactor(admin.headers)).statusCode).toBe(200);
  await eventually(
    async () => open.ended,
    (ended) => ended.length > 0,
  );
  expect(open.ended).toEqual(['Set up two-factor login first']);
  await open.client.deactivate();
});
