import net from 'node:net';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { openEventStream } from '../../../test/event-stream.ts';
import { statusTestApp } from '../../../test/status-app.ts';

let s: Awaited<ReturnType<typeof statusTestApp>>;
let origin: string;

beforeAll(async () => {
  s = await statusTestApp({ env: { STATUS_STREAMS_PER_ADDRESS: '2', TRUST_PROXY: '127.0.0.1' } });
  origin = await s.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => s.close());

it('holds at most STATUS_STREAMS_PER_ADDRESS open order pages per address, and frees a place when one closes', async () => {
  const { token } = await s.place();
  const url = `${origin}/api/order-status/${token}/events`;
  const from = (address: string) => ({ 'x-forwarded-for': address });
  const open = [openEventStream(url, from('10.1.0.1')), openEventStream(url, from('10.1.0.1'))];
  for (const stream of open) await stream.next();

  const third = await fetch(url, { headers: from('10.1.0.1') });
  expect(third.status).toBe(429);
  expect(await third.json()).toMatchObject({ errorType: 'TOO_MANY_REQUESTS' });
  // Another guest's address is not held up.
  const other = openEventStream(url, from('10.1.0.2'));
  expect((await other.next()).data).toMatchObject({ state: 'NEW' });

  open[0]?.close();
  await expect
    .poll(async () => {
      const again = openEventStream(url, from('10.1.0.1'));
      const status = (await again.opened).statusCode;
      again.close();
      return status;
    })
    .toBe(200);
  open[1]?.close();
  other.close();
});

/** A stream request written by hand on a socket of its own, from `address` (the test is the trusted proxy). */
function rawStreamRequest(token: string, address: string) {
  const socket = net.connect(Number(new URL(origin).port), '127.0.0.1');
  let received = '';
  socket.setEncoding('utf8');
  socket.on('data', (chunk: string) => {
    received += chunk;
  });
  socket.on('error', () => {});
  socket.write(
    `GET /api/order-status/${token}/events HTTP/1.1\r\nHost: 127.0.0.1\r\nAccept: text/event-stream\r\n` +
      `X-Forwarded-For: ${address}\r\n\r\n`,
  );
  return { socket, received: () => received };
}

/** Holds every status-link look-up (the table locked in a transaction of the test's own) until `release`. */
async function holdLinkLookups() {
  let release = () => {};
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  let locked = () => {};
  const holding = new Promise<void>((resolve) => {
    locked = resolve;
  });
  const done = s.t.database.db.transaction(async (tx) => {
    await tx.execute(sql`lock table order_status_links in access exclusive mode`);
    locked();
    await gate;
  });
  await holding;
  return async () => {
    release();
    await done;
  };
}

const answered = (requests: ReturnType<typeof rawStreamRequest>[]) =>
  requests.filter((r) => r.received() !== '');

it('gives each address its places before the link is looked up: of twice as many at once, exactly as many get a stream', async () => {
  const { token } = await s.place();
  const releaseLookups = await holdLinkLookups();
  const requests = Array.from({ length: 4 }, () => rawStreamRequest(token, '10.2.0.1'));
  // The two past the limit are refused at once, while the other two still wait for their look-up.
  await expect.poll(() => answered(requests).length).toBe(2);
  await new Promise((resolve) => setTimeout(resolve, 200));
  expect(answered(requests)).toHaveLength(2);
  for (const r of answered(requests)) expect(r.received()).toMatch(/^HTTP\/1\.1 429 /);
  await releaseLookups();
  await expect.poll(() => answered(requests).length).toBe(4);
  const streams = requests.filter((r) => r.received().startsWith('HTTP/1.1 200 '));
  expect(streams).toHaveLength(2);
  for (const r of requests) r.socket.destroy();
});

it("gives back the places of guests who left while their link was looked up, so the address's guests can still open them all", async () => {
  const { token } = await s.place();
  const url = `${origin}/api/order-status/${token}/events`;
  const from = { 'x-forwarded-for': '10.2.0.2' };
  const releaseLookups = await holdLinkLookups();
  const requests = Array.from({ length: 3 }, () => rawStreamRequest(token, '10.2.0.2'));
  await expect.poll(() => answered(requests).length).toBe(1);
  const waiting = requests.filter((r) => r.received() === '');
  expect(waiting).toHaveLength(2);
  // Reset mid-lookup: the guests are gone before their look-up answers.
  for (const r of waiting) r.socket.resetAndDestroy();
  await new Promise((resolve) => setTimeout(resolve, 100));
  await releaseLookups();
  for (const r of requests) r.socket.destroy();

  // As soon as the server has seen the resets (their places come back then, look-up or not), both places are free.
  const first = await vi.waitFor(async () => {
    const stream = openEventStream(url, from);
    if ((await stream.opened).statusCode === 200) return stream;
    stream.close();
    throw new Error('no place yet');
  });
  const open = [first, openEventStream(url, from)];
  for (const stream of open) expect((await stream.next()).data).toMatchObject({ state: 'NEW' });
  const third = await fetch(url, { headers: from });
  expect(third.status).toBe(429);
  for (const stream of open) stream.close();
});
