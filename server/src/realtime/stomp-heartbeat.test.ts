import { Client } from '@stomp/stompjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { buildTestApp, type TestApp } from '../../test/build-app.ts';
import { loggedInUser } from '../../test/factories.ts';
import { until } from '../../test/stomp.ts';
import { serializeFrame } from './stomp-frames.ts';

// Heart-beats every 500 ms here (5 s by default), so a silent peer shows within a second or two.
const beat = 500;
let t: TestApp;
let url: string;
let token: string;

beforeAll(async () => {
  t = await buildTestApp({ env: { STOMP_HEARTBEAT_MS: String(beat) } });
  url = `${(await t.app.listen({ port: 0, host: '127.0.0.1' })).replace('http', 'ws')}/api/order-notification-websocket`;
  ({ token } = await loggedInUser(t.app, t.database.db, { role: 'SHOP_ASSISTANT' }));
});
afterAll(() => t.close());

/** A bare WebSocket that sends CONNECT with `heartBeat` and then nothing: a browser whose network went away. */
async function silentClient(heartBeat: string) {
  const socket = new WebSocket(url, 'v12.stomp');
  const received: string[] = [];
  let closed = false;
  socket.on('message', (data: Buffer) => received.push(data.toString()));
  socket.on('close', () => {
    closed = true;
  });
  await new Promise((resolve) => socket.once('open', resolve));
  socket.send(
    serializeFrame('CONNECT', {
      'accept-version': '1.2',
      Authorization: `Bearer ${token}`,
      'heart-beat': heartBeat,
    }),
  );
  await until(() => received.some((frame) => frame.startsWith('CONNECTED')));
  return { socket, received, isClosed: () => closed };
}

describe('STOMP heart-beats', () => {
  it('offers its interval and sends a heart-beat at least that often to a client that asks', async () => {
    const client = await silentClient('0,100');
    expect(client.received[0]).toContain(`heart-beat:${beat},${beat}`);
    await new Promise((resolve) => setTimeout(resolve, 4 * beat + 200));
    expect(client.received.filter((frame) => frame === '\n').length).toBeGreaterThanOrEqual(3);
    client.socket.close();
  });

  it('drops a client that promised heart-beats and fell silent, within twice the agreed interval', async () => {
    const client = await silentClient(`${beat},0`);
    const started = Date.now();
    expect(await until(client.isClosed, 10 * beat)).toBe(true);
    expect(Date.now() - started).toBeLessThan(2 * beat + beat / 4 + 2500);
  });

  it('keeps a real STOMP client that beats both ways connected', async () => {
    let closed = false;
    const client = new Client({
      brokerURL: url,
      connectHeaders: { Authorization: `Bearer ${token}` },
      reconnectDelay: 0,
      heartbeatIncoming: beat,
      heartbeatOutgoing: beat,
    });
    const connected = new Promise<void>((resolve) => {
      client.onConnect = () => resolve();
    });
    client.onWebSocketClose = () => {
      closed = true;
    };
    client.activate();
    await connected;
    await new Promise((resolve) => setTimeout(resolve, 6 * beat));
    expect(closed).toBe(false);
    expect(client.connected).toBe(true);
    await client.deactivate();
  });
});
