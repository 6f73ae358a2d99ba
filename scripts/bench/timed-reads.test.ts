import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../server/test/build-app.ts';
import { staffToken } from './requests.ts';
import { getRaw, timed } from './timed-reads.ts';

// The history part's client against the real server: what it times must be the staff's answer, as sent.
let server: TestApp;
let origin: string;
let token: string;

beforeAll(async () => {
  server = await buildTestApp();
  origin = await server.app.listen({ host: '127.0.0.1', port: 0 });
  token = await staffToken(origin, { email: 'admin@example.com', password: 'Admin1234' });
});
afterAll(() => server.close());

it('times every read of the catalogue, fastest first', async () => {
  const latencies = await timed(`${origin}/api/product/foods`, token, 5);
  expect(latencies).toHaveLength(5);
  expect(latencies).toEqual([...latencies].sort((a, b) => a - b));
  expect(latencies[0]).toBeGreaterThan(0);
});

it('receives the answer compressed, as a browser does, and leaves the decoding to it', async () => {
  const answer = await getRaw(`${origin}/api/product/foods`, token);
  expect(answer.status).toBe(200);
  expect(['br', 'gzip']).toContain(answer.encoding);
  const decode = answer.encoding === 'br' ? brotliDecompressSync : gunzipSync;
  const json = decode(answer.body).toString('utf8');
  expect(answer.body.length).toBeLessThan(json.length);
  expect(JSON.parse(json)).toEqual(await (await fetch(`${origin}/api/product/foods`)).json());
});

it('fails the bench, naming the read, when the server refuses it', async () => {
  await expect(timed(`${origin}/api/order/orders/2026-10-31`, 'not-a-token', 3)).rejects.toThrow(
    `${origin}/api/order/orders/2026-10-31 answered 401`,
  );
});

it('fails the bench when a read answers something other than JSON', async () => {
  await expect(timed(`${origin}/`, token, 1)).rejects.toThrow(`${origin}/ answered no JSON object`);
});
