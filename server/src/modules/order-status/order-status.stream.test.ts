import { EventEmitter } from 'node:events';
import type { ServerResponse } from 'node:http';
import type { OrderStatus } from '@konyha/domain/orders/order-status.schemas';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-app.ts';
import type { TestDatabase } from '../../../test/database.ts';
import { decide } from '../../../test/decisions.ts';
import { openEventStream } from '../../../test/event-stream.ts';
import { loggedInUser } from '../../../test/factories.ts';
import { statusTestApp } from '../../../test/status-app.ts';
import type { Database } from '../../db/client.ts';
import { createStatusStreams } from './order-status.stream.ts';

let s: Awaited<ReturnType<typeof statusTestApp>>;
let origin: string;

const listen = async (app: FastifyInstance) => app.listen({ port: 0, host: '127.0.0.1' });

beforeAll(async () => {
  s = await statusTestApp({ statusKeepAliveMs: 200 });
  origin = await listen(s.app);
});
afterAll(() => s.close());

const eventsUrl = (base: string, token: string) => `${base}/api/order-status/${token}/events`;

describe('GET /api/order-status/{token}/events', () => {
  it('sends the order at once, then each staff change within 2 seconds', async () => {
    const { id, token } = await s.place();
    const stream = openEventStream(eventsUrl(origin, token));
    const response = await stream.opened;
    expect(response.headers['content-type']).toBe('text/event-stream');
    expect(response.headers['x-robots-tag']).toBe('noindex');
    const first = await stream.next();
    expect(first.data).toMatchObject({ number: id, state: 'NEW', cancellable: true });
    const accepted = performance.now();
    await decide(s.app, id, 'accept', { minutes: 30 }, s.assistant.headers);
    const update = await stream.next((e) => e.data.state === 'PREPARING', 1);
    expect(performance.now() - accepted).toBeLessThan(2000);
    expect(Number(update.id)).toBeGreaterThan(Number(first.id));
    expect(update.data).toMatchObject({ cancellable: false, promisedAt: expect.any(String) });
    stream.close();
  });

  it('honours Last-Event-ID: nothing is sent again until the order changes', async () => {
    const { id, token } = await s.place();
    const first = openEventStream(eventsUrl(origin, token));
    const { id: version } = await first.next();
    first.close();
    const again = openEventStream(eventsUrl(origin, token), { 'last-event-id': version });
    await again.opened;
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(again.events).toHaveLength(0);
    await decide(s.app, id, 'reject', { reason: 'TOO_BUSY' }, s.assistant.headers);
    expect((await again.next()).data).toMatchObject({ state: 'REJECTED', rejectionReason: 'TOO_BUSY' });
    const stale = openEventStream(eventsUrl(origin, token), { 'last-event-id': version });
    expect((await stale.next()).data.state).toBe('REJECTED');
    again.close();
    stale.close();
  });

  it('beats a keep-alive comment on the set interval', async () => {
    const { token } = await s.place();
    const stream = openEventStream(eventsUrl(origin, token));
    await stream.next();
    await new Promise((resolve) => setTimeout(resolve, 700));
    expect(stream.comments).toBeGreaterThanOrEqual(2);
    stream.close();
  });

  it('answers a bad or expired link with its JSON error instead of a stream', async () => {
    const unknown = await fetch(eventsUrl(origin, 'nothing-here'));
    expect(unknown.status).toBe(404);
    expect((await unknown.json()).errorType).toBe('NOT_FOUND');
    const { token } = await s.place();
    const today = s.clock.now;
    s.clock.now = new Date(today.getTime() + 31 * 24 * 60 * 60 * 1000);
    const expired = await fetch(eventsUrl(origin, token));
    s.clock.now = today;
    expect(expired.status).toBe(410);
  });
});

describe('the streams of one instance', () => {
  /** A stand-in for a Node response on its connection: what was written, and the 'close' the network would fire. */
  const fakeConnection = () => {
    const response = Object.assign(new EventEmitter(), {
      written: [] as string[],
      writableEnded: false,
      destroyed: false,
      writeHead() {},
      flushHeaders() {},
      write(chunk: string) {
        this.written.push(chunk);
      },
      end() {
        this.writableEnded = true;
      },
    });
    const socket = Object.assign(new EventEmitter(), { destroyed: false });
    return { response, socket, connection: { response: response as unknown as ServerResponse, socket } };
  };

  it('keeps nothing for a closed stream and sends each version once', async () => {
    let version = 1;
    const streams = createStatusStreams({
      database: { listen: async () => {} } as unknown as Database,
      load: async () => ({ status: { number: 7 } as OrderStatus, version }),
      log: { error() {} } as unknown as FastifyBaseLogger,
      keepAliveMs: 60_000,
      streamsPerAddress: 2,
    });
    const guests = [fakeConnection(), fakeConnection()];
    for (const g of guests) {
      expect(streams.reserve('10.0.0.1', g.connection)).toBe(true);
      await streams.watch(g.connection, 7, undefined);
    }
    expect(streams.reserve('10.0.0.1', fakeConnection().connection)).toBe(false);
    expect(streams.heldBy('10.0.0.2')).toBe(0);
    expect(streams.open).toBe(2);
    expect(guests[0]?.response.written).toEqual(['id: 1\ndata: {"number":7}\n\n']);
    // A response that never started (queued behind another on its connection) is let go when the connection closes.
    guests[0]?.response.emit('close');
    guests[1]?.socket.emit('close');
    expect(streams.open).toBe(0);
    expect(streams.heldBy('10.0.0.1')).toBe(0);
    version = 2;
    const late = fakeConnection();
    await streams.watch(late.connection, 7, '2');
    expect(late.response.written).toEqual([]);
    streams.stop();
    expect(late.response.writableEnded).toBe(true);
    expect(streams.open).toBe(0);
  });

  it('streams nothing to a guest who left while the link was looked up, and keeps no place for them', async () => {
    const streams = createStatusStreams({
      database: { listen: async () => {} } as unknown as Database,
      load: async () => ({ status: { number: 7 } as OrderStatus, version: 1 }),
      log: { error() {} } as unknown as FastifyBaseLogger,
      keepAliveMs: 60_000,
      streamsPerAddress: 1,
    });
    const gone = fakeConnection();
    expect(streams.reserve('10.0.0.1', gone.connection)).toBe(true);
    gone.socket.destroyed = true;
    gone.socket.emit('close');
    await streams.watch(gone.connection, 7, undefined);
    expect(gone.response.written).toEqual([]);
    expect(streams.open).toBe(0);
    expect(streams.heldBy('10.0.0.1')).toBe(0);
  });
});

describe('two instances on one database', () => {
  let second: TestApp;
  let secondOrigin: string;

  beforeAll(async () => {
    second = await buildTestApp({ database: s.t.database as TestDatabase, clock: () => s.clock.now });
    secondOrigin = await listen(second.app);
  });
  afterAll(() => second.close());

  it("sends a staff change made on one instance to a guest's stream on the other", async () => {
    const { id, token } = await s.place();
    const manager = await loggedInUser(s.app, s.t.database.db, { role: 'MANAGER' });
    const stream = openEventStream(eventsUrl(secondOrigin, token));
    await stream.next();
    await decide(s.app, id, 'accept', { minutes: 45 }, manager.headers);
    expect((await stream.next((e) => e.data.state === 'PREPARING', 1)).data.number).toBe(id);
    stream.close();
  });

  it('ends its streams cleanly when an instance shuts down', async () => {
    const { token } = await s.place();
    const stream = openEventStream(eventsUrl(secondOrigin, token));
    await stream.next();
    await second.app.close();
    await stream.ended;
  });
});
