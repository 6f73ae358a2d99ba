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
  /** A stand-in for a Node response: what was written, and a 'close' the test fires as the network would. */
  const fakeResponse = () =>
    Object.assign(new EventEmitter(), {
      written: [] as string[],
      writableEnded: false,
      writeHead() {},
      flushHeaders() {},
      write(chunk: string) {
        this.written.push(chunk);
      },
      end() {
        this.writableEnded = true;
      },
    });

  it('keeps nothing for a closed stream and sends each version once', async () => {
    let version = 1;
    const streams = createStatusStreams({
      database: { listen: async () => {} } as unknown as Database,
      load: async () => ({ status: { number: 7 } as OrderStatus, version }),
      log: { error() {} } as unknown as FastifyBaseLogger,
      keepAliveMs: 60_000,
      streamsPerAddress: 2,
    });
    const responses = [fakeResponse(), fakeResponse()];
    for (const r of responses) await streams.watch(r as unknown as ServerResponse, 7, undefined, '10.0.0.1');
    expect(streams.mayOpen('10.0.0.1')).toBe(false);
    expect(streams.mayOpen('10.0.0.2')).toBe(true);
    expect(streams.open).toBe(2);
    expect(responses[0]?.written).toEqual(['id: 1\ndata: {"number":7}\n\n']);
    for (const r of responses) r.emit('close');
    expect(streams.open).toBe(0);
    expect(streams.mayOpen('10.0.0.1')).toBe(true);
    version = 2;
    const late = fakeResponse();
    await streams.watch(late as unknown as ServerResponse, 7, '2', '10.0.0.1');
    expect(late.written).toEqual([]);
    streams.stop();
    expect(late.writableEnded).toBe(true);
    expect(streams.open).toBe(0);
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
