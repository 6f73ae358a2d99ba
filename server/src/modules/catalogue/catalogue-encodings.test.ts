import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { instantOf } from '@konyha/domain/restaurant/local-time';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/build-app.ts';
import { newSoup } from '../../../test/dishes.ts';
import { eventually } from '../../../test/eventually.ts';
import { loggedInUser } from '../../../test/factories.ts';
import { useInstances } from '../../../test/instances.ts';

// Issue 35: the menu kept as ready bytes in every coding, each with its ETag, the same on every instance.
const clock = () => instantOf('2026-11-20', '12:00');
let manager: Record<string, string>;
const instances = useInstances(clock, async ({ app, database }) => {
  manager = (await loggedInUser(app, database.db, { role: 'MANAGER' })).headers;
});

const codings = [
  { accept: 'identity', encoding: undefined, decode: (body: Buffer) => body },
  { accept: 'gzip, deflate', encoding: 'gzip', decode: gunzipSync },
  { accept: 'gzip, deflate, br, zstd', encoding: 'br', decode: brotliDecompressSync },
] as const;

const browser = 'gzip, deflate, br, zstd';

const get = (app: FastifyInstance, url: string, headers: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url, headers });

/** The answer in `accept`'s coding, decoded, with its ETag. */
async function read(app: FastifyInstance, url: string, accept: string) {
  const response = await get(app, url, { 'accept-encoding': accept });
  expect(response.statusCode).toBe(200);
  const coding = codings.find((c) => c.accept === accept);
  expect(response.headers['content-encoding']).toBe(coding?.encoding);
  const text = coding?.decode(response.rawPayload).toString() ?? '';
  return { etag: response.headers.etag as string, text, response };
}

describe.each(['/api/product/foods', '/api/product/drinks', '/api/lunch-menu?week=2026-W48'])('%s', (url) => {
  it('sends each coding with its own ETag, decoding to the same bytes, and 304 to the ETag of that coding', async () => {
    const { app } = instances;
    if (url.includes('lunch')) {
      const soup = { name: 'Gulyásleves', nameEnglish: 'Goulash soup' };
      const variants = [{ code: 'A', price: 2290, soup, main: { name: 'Lecsó', nameEnglish: 'Lecsó' } }];
      const saved = await app.inject({
        method: 'PUT',
        url: '/api/lunch-menu/2026-W48',
        headers: manager,
        payload: { days: [{ date: '2026-11-25', variants }] },
      });
      expect(saved.statusCode).toBe(200);
    }
    const answers = [];
    for (const { accept } of codings) answers.push(await read(app, url, accept));
    const [identity, ...compressed] = answers;
    if (!identity) throw new Error('no answer');
    expect(JSON.parse(identity.text)).toBeTypeOf('object');
    expect(identity.response.headers['content-type']).toBe('application/json; charset=utf-8');
    for (const answer of compressed) {
      expect(answer.text).toBe(identity.text);
      expect(answer.response.headers.vary).toBe('accept-encoding');
      expect(Number(answer.response.headers['content-length'])).toBeLessThan(identity.text.length);
    }
    expect(new Set(answers.map((a) => a.etag)).size).toBe(3);
    for (const [index, { accept }] of codings.entries()) {
      const own = answers[index]?.etag ?? '';
      const other = answers[(index + 1) % answers.length]?.etag ?? '';
      const cached = await get(app, url, { 'accept-encoding': accept, 'if-none-match': own });
      expect(cached.statusCode).toBe(304);
      expect(cached.body).toBe('');
      expect(cached.headers.etag).toBe(own);
      // Another coding's ETag is another representation: the client gets the bytes it asked for.
      expect((await get(app, url, { 'accept-encoding': accept, 'if-none-match': other })).statusCode).toBe(
        200,
      );
    }
  });
});

describe('a menu change', () => {
  it('gives every coding a new ETag and body on this instance and, through NOTIFY, on the other', async () => {
    const { app } = instances;
    const other: TestApp = await instances.another();
    try {
      const url = '/api/product/foods';
      const before = await read(app, url, browser);
      // Both instances give the same menu the same ETag: a guest moving between them still gets 304.
      const elsewhere = await read(other.app, url, browser);
      expect(elsewhere.etag).toBe(before.etag);
      expect(
        (await get(other.app, url, { 'accept-encoding': browser, 'if-none-match': before.etag })).statusCode,
      ).toBe(304);

      const soup = await newSoup(app, manager, { name: 'Tárkonyos raguleves' });
      const edited = await app.inject({
        method: 'PUT',
        url: '/api/product/product',
        headers: manager,
        payload: { ...soup, price: soup.price + 100 },
      });
      expect(edited.statusCode).toBe(200);

      const after = await read(app, url, browser);
      expect(after.etag).not.toBe(before.etag);
      const dish = JSON.parse(after.text).products.find((p: { id: number }) => p.id === soup.id);
      expect(dish).toMatchObject({ name: 'Tárkonyos raguleves', price: soup.price + 100 });
      expect(
        (await get(app, url, { 'accept-encoding': browser, 'if-none-match': before.etag })).statusCode,
      ).toBe(200);

      for (const { accept } of codings) {
        const mine = await read(app, url, accept);
        const theirs = await eventually(
          () => read(other.app, url, accept),
          (answer) => answer.etag === mine.etag,
        );
        expect(theirs.etag).toBe(mine.etag);
        expect(theirs.text).toBe(mine.text);
      }
    } finally {
      await other.close();
    }
  });
});

describe('over HTTP', () => {
  // Connection-level headers differ between a socket and app.inject; everything the answer says must not.
  const ownHeaders = (headers: Record<string, unknown>) => {
    const { date, connection, 'keep-alive': _, ...rest } = headers;
    return rest;
  };

  it('answers the menu before the framework with exactly what the route answers, and a change there too', async () => {
    const { app } = instances;
    const origin = await app.listen({ port: 0, host: '127.0.0.1' });
    const url = '/api/product/foods';
    for (const { accept } of codings) {
      const routed = await get(app, url, { 'accept-encoding': accept });
      const early = await fetch(`${origin}${url}`, { headers: { 'accept-encoding': accept } });
      // fetch decodes: compare what the bytes say, and the headers as sent.
      expect(await early.text()).toBe(
        codings
          .find((c) => c.accept === accept)
          ?.decode(routed.rawPayload)
          .toString(),
      );
      expect(ownHeaders(Object.fromEntries(early.headers))).toEqual(ownHeaders(routed.headers));
      const cached = await fetch(`${origin}${url}`, {
        headers: { 'accept-encoding': accept, 'if-none-match': routed.headers.etag as string },
      });
      expect(cached.status).toBe(304);
    }
    const before = (await fetch(`${origin}${url}`)).headers.get('etag');
    const soup = await newSoup(app, manager, { name: 'Zöldborsóleves' });
    const after = await fetch(`${origin}${url}`);
    expect(after.headers.get('etag')).not.toBe(before);
    expect(((await after.json()) as { products: { id: number }[] }).products.map((p) => p.id)).toContain(
      soup.id,
    );
  });
});
