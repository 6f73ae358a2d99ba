import { createServer, request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type EncodedBody, encodedBody } from './encoded-body.ts';
import { createReadyAnswers } from './ready-answers.ts';

// Issue 35: the menu's reads answered from ready bytes before the framework; everything else reaches it unchanged.
const answers = createReadyAnswers();
let menu: EncodedBody | undefined;
let server: Server;
let origin: string;

beforeAll(async () => {
  menu = await encodedBody(
    JSON.stringify({ products: Array.from({ length: 40 }, (_, id) => ({ id, name: 'Gulyásleves' })) }),
  );
  answers.add({
    path: '/api/product/foods',
    contentType: 'application/json; charset=utf-8',
    ready: () => menu,
  });
  // The framework behind: it answers what the ready answers leave to it, so a test sees who answered.
  server = createServer(
    answers.before((_request, response) => {
      response.writeHead(418, { 'content-type': 'text/plain' }).end('framework');
    }),
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

/** A raw answer: status, headers and the bytes as sent (no decoding). */
function send(path: string, headers: Record<string, string> = {}, method = 'GET') {
  return new Promise<{
    status: number;
    headers: Record<string, string | string[] | undefined>;
    body: Buffer;
  }>((resolve, reject) => {
    const outgoing = httpRequest(`${origin}${path}`, { method, headers }, (incoming) => {
      const chunks: Buffer[] = [];
      incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
      incoming.on('end', () =>
        resolve({ status: incoming.statusCode ?? 0, headers: incoming.headers, body: Buffer.concat(chunks) }),
      );
    });
    outgoing.on('error', reject).end();
  });
}

describe('ready answers', () => {
  it('leave everything to the framework until opened', async () => {
    expect((await send('/api/product/foods')).status).toBe(418);
  });

  it('answer a ready path with its bytes, the fixed headers, the ETag and the chosen coding', async () => {
    answers.open({ 'x-frame-options': 'DENY' });
    const plain = await send('/api/product/foods');
    expect(plain.status).toBe(200);
    expect(plain.body).toEqual(menu?.identity.body);
    expect(plain.headers).toMatchObject({
      'x-frame-options': 'DENY',
      etag: menu?.identity.etag,
      'cache-control': 'no-cache',
      vary: 'accept-encoding',
      'content-type': 'application/json; charset=utf-8',
      'content-length': String(menu?.identity.body.length),
    });
    expect(plain.headers['content-encoding']).toBeUndefined();

    const zipped = await send('/api/product/foods', { 'accept-encoding': 'gzip, deflate' });
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(zipped.headers.etag).toBe(menu?.gzip.etag);
    expect(gunzipSync(zipped.body)).toEqual(plain.body);

    const head = await send('/api/product/foods', { 'accept-encoding': 'br' }, 'HEAD');
    expect(head.status).toBe(200);
    expect(head.headers['content-length']).toBe(String(menu?.br.body.length));
    expect(head.body.length).toBe(0);
  });

  it('answer 304 to the ETag of the representation asked for, and the bytes to another', async () => {
    const cached = await send('/api/product/foods', {
      'accept-encoding': 'gzip',
      'if-none-match': menu?.gzip.etag ?? '',
    });
    expect(cached.status).toBe(304);
    expect(cached.body.length).toBe(0);
    expect(cached.headers.etag).toBe(menu?.gzip.etag);
    const other = await send('/api/product/foods', { 'if-none-match': menu?.gzip.etag ?? '' });
    expect(other.status).toBe(200);
  });

  it('leave to the framework other methods, other paths, a query string, bytes being rebuilt, and a closing server', async () => {
    expect((await send('/api/product/foods', {}, 'POST')).status).toBe(418);
    expect((await send('/api/product/drinks')).status).toBe(418);
    expect((await send('/api/product/foods?lang=en')).status).toBe(418);
    const kept = menu;
    menu = undefined;
    expect((await send('/api/product/foods')).status).toBe(418);
    menu = kept;
    expect((await send('/api/product/foods')).status).toBe(200);
    answers.close();
    expect((await send('/api/product/foods')).status).toBe(418);
  });
});
