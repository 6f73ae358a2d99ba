import { Client } from '@stomp/stompjs';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-app.ts';
import { loggedInUser } from '../../../test/factories.ts';

let t: TestApp;
let url: string;

beforeAll(async () => {
  t = await buildTestApp();
  url = await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => t.close());

/** Connects a real STOMP client as the dashboard does; resolves on CONNECTED, rejects with the ERROR message. */
async function liveChannel(token: string) {
  const client = new Client({
    brokerURL: `${url.replace('http', 'ws')}/api/order-notification-websocket`,
    connectHeaders: { Authorization: `Bearer ${token}` },
    reconnectDelay: 0,
    heartbeatIncoming: 0,
    heartbeatOutgoing: 0,
  });
  const connected = new Promise<void>((resolve, reject) => {
    client.onConnect = () => resolve();
    client.onStompError = (frame) => reject(new Error(frame.headers.message));
    client.onWebSocketClose = () => reject(new Error('closed'));
  });
  client.activate();
  try {
    await connected;
  } finally {
    await client.deactivate();
  }
}

it('keeps the live order channel closed to staff who must set up two-factor login first', async () => {
  const admin = await loggedInUser(t.app, t.database.db, { role: 'ADMIN' });
  const assistant = await loggedInUser(t.app, t.database.db, { role: 'SHOP_ASSISTANT' });
  await expect(liveChannel(assistant.token)).resolves.toBeUndefined();

  const required = await t.app.inject({
    method: 'PUT',
    url: '/api/settings/two-factor-required',
    headers: admin.headers,
    payload: { required: true },
  });
  expect(required.statusCode).toBe(200);
  await expect(liveChannel(assistant.token)).rejects.toThrow('Set up two-factor login first');
});
