import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { buildTestApp, type TestApp } from '../../test/build-app.ts';
import { loggedInUser } from '../../test/factories.ts';
import { until } from '../../test/stomp.ts';
import { loadConfig } from '../config.ts';
import { FrameParser, type StompFrame, serializeFrame } from './stomp-frames.ts';

let t: TestApp;
let url: string;
let token: string;

beforeAll(async () => {
  t = await buildTestApp({
    env: { STOMP_CONNECT_TIMEOUT_MS: '1000', STOMP_CONNECTIONS_PER_ADDRESS: '3', TRUST_PROXY: '127.0.0.1' },
  });
  url = await t.app.listen({ port: 0, host: '127.0.0.1' });
  ({ token } = await loggedInUser(t.app, t.database.db, { role: 'SHOP_ASSISTANT' }));
});
afterAll(() => t.close());

let addressSequence = 0;

/** A bare WebSocket speaking STOMP by hand, from an address of its own (X-Forwarded-For; the test is the proxy). */
async function rawSocket(address = `198.51.100.${++addressSequence}`) {
  const socket = new WebSocket(
    `${url.replace('http', 'ws')}/api/order-notification-websocket`,
    ['v12.stomp'],
    {
      headers: { 'x-forwarded-for': address },
    },
  );
  const parser = new FrameParser(Number.MAX_SAFE_INTEGER);
  const frames: StompFrame[] = [];
  const state = { closeCode: undefined as number | undefined };
  // Writes still under way when the server hangs up fail; the close is what the tests look at.
  socket.on('error', () => {});
  socket.on('message', (data: Buffer) => frames.push(...parser.push(data)));
  socket.on('close', (code) => {
    state.closeCode = code;
  });
  await new Promise((resolve, reject) => {
    socket.once('open', resolve);
    socket.once('close', () => reject(new Error('refused')));
  });
  const send = (bytes: Buffer | string) =>
    new Promise<void>((resolve) => socket.send(bytes, () => resolve()));
  const connect = async () => {
    await send(serializeFrame('CONNECT', { 'accept-version': '1.2', Authorization: `Bearer ${token}` }));
    expect(await until(() => frames.some((f) => f.command === 'CONNECTED'))).toBe(true);
  };
  const closed = () => state.closeCode !== undefined;
  const error = () => frames.find((f) => f.command === 'ERROR')?.headers.message;
  return { socket, frames, state, send, connect, closed, error };
}

/** Sends 60 KB pieces until the server hangs up (at most 50, 3 MB); answers how many went out. */
async function sendEndlessly(client: Awaited<ReturnType<typeof rawSocket>>) {
  const piece = Buffer.alloc(60 * 1024, 'a');
  let sent = 0;
  while (sent < 50 && !client.closed()) {
    await client.send(piece);
    sent += 1;
    await until(client.closed, 30);
  }
  return sent;
}

describe('limits of the staff live channel', () => {
  it('cuts off a frame that never ends before CONNECT at 64 KB, instead of buffering it', async () => {
    const client = await rawSocket();
    await client.send('CONNECT\naccept-version:1.2\n\n');
    const sent = await sendEndlessly(client);
    expect(await until(client.closed)).toBe(true);
    expect(client.error()).toBe('frame larger than 65536 bytes');
    // The second piece crosses 64 KB; one more may be on its way before the close arrives.
    expect(sent).toBeLessThanOrEqual(3);
  });

  it('allows a logged-in staff member frames up to 1 MB, and cuts off a longer one', async () => {
    const client = await rawSocket();
    await client.connect();
    const big = serializeFrame('SUBSCRIBE', {
      id: 's1',
      destination: '/notification/order',
      receipt: 'r1',
      'x-padding': 'p'.repeat(900 * 1024),
    });
    for (let offset = 0; offset < big.length; offset += 60 * 1024)
      await client.send(big.subarray(offset, offset + 60 * 1024));
    expect(await until(() => client.frames.some((f) => f.command === 'RECEIPT'))).toBe(true);

    await client.send('SUBSCRIBE\nid:s2\ndestination:/notification/order\n\n');
    const sent = await sendEndlessly(client);
    expect(await until(client.closed)).toBe(true);
    expect(client.error()).toBe('frame larger than 1048576 bytes');
    expect(sent).toBeLessThanOrEqual(19);
  });

  it('refuses a single WebSocket message over 1 MB without reading it', async () => {
    const client = await rawSocket();
    await client.connect();
    await client.send(Buffer.alloc(1024 * 1024 + 1, 'a'));
    expect(await until(client.closed)).toBe(true);
    expect(client.state.closeCode).toBe(1009);
  });

  it('closes a socket that sends frames before CONNECTED arrives', async () => {
    const client = await rawSocket();
    await client.send(
      Buffer.concat([
        serializeFrame('CONNECT', { Authorization: `Bearer ${token}` }),
        serializeFrame('CONNECT', { Authorization: `Bearer ${token}` }),
      ]),
    );
    expect(await until(client.closed)).toBe(true);
    expect(client.error()).toBe('Wait for CONNECTED before sending more');
  });

  it('closes a socket that has not connected in time, however slowly it sends', async () => {
    const silent = await rawSocket();
    const dribbling = await rawSocket();
    const started = Date.now();
    await dribbling.send('CONN');
    const sentLater = setTimeout(() => dribbling.send('EC'), 500);
    const connected = await rawSocket();
    await connected.connect();
    expect(await until(() => silent.closed() && dribbling.closed(), 3000)).toBe(true);
    clearTimeout(sentLater);
    expect(Date.now() - started).toBeGreaterThanOrEqual(900);
    expect(silent.error()).toBe('CONNECT timed out');
    expect(dribbling.error()).toBe('CONNECT timed out');
    expect(connected.closed()).toBe(false);
    connected.socket.close();
  });

  it('waits 10 seconds for CONNECT, allows 20 connections per address and beats every 5 s unless configured', () => {
    expect(loadConfig({}).stomp).toEqual({
      connectTimeoutMs: 10_000,
      connectionsPerAddress: 20,
      heartBeatMs: 5_000,
    });
  });

  it('caps the open connections of one client address', async () => {
    const address = '203.0.113.7';
    const open = [await rawSocket(address), await rawSocket(address), await rawSocket(address)];
    for (const client of open) await client.connect();
    const fourth = await rawSocket(address);
    expect(await until(fourth.closed)).toBe(true);
    expect(fourth.error()).toBe('Too many connections from this address');
    const elsewhere = await rawSocket('203.0.113.8');
    await elsewhere.connect();

    open[0]?.socket.close();
    await until(() => open[0]?.closed() ?? false);
    const again = await rawSocket(address);
    await again.connect();
    for (const client of [...open, elsewhere, again]) client.socket.close();
  });
});
