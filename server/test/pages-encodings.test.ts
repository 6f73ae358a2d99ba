import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { products } from '../src/db/schema/index.ts';
import { rendererPath } from '../src/platform/page/page.service.ts';
import { defaultWebRoot } from '../src/plugins/web-app.ts';
import { buildTestApp, type TestApp } from './build-app.ts';
import { eventually } from './eventually.ts';

// Issue 35: a rendered menu page is kept as ready bytes in every coding per language, each with its own ETag.
let t: TestApp;
beforeAll(async () => {
  if (!existsSync(rendererPath(defaultWebRoot))) throw new Error('no web build: run npm run build');
  t = await buildTestApp({ webRoot: defaultWebRoot });
});
afterAll(() => t.close());

const get = (headers: Record<string, string>) =>
  t.app.inject({ method: 'GET', url: '/foods/soups', headers });

it('sends the menu page compressed ahead, per language, and 304 to the ETag of the coding asked for', async () => {
  const english = { cookie: 'konyha.language=en' };
  const plain = await get({ ...english, 'accept-encoding': 'identity' });
  const br = await get({ ...english, 'accept-encoding': 'gzip, deflate, br' });
  const gzip = await get({ ...english, 'accept-encoding': 'gzip' });
  expect(plain.headers['content-encoding']).toBeUndefined();
  expect(plain.body).toContain('<html lang="en">');
  expect(br.headers['content-encoding']).toBe('br');
  expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
  expect(gzip.headers['content-encoding']).toBe('gzip');
  expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
  expect(br.headers.vary).toBe('cookie, accept-encoding');
  expect(new Set([plain.headers.etag, br.headers.etag, gzip.headers.etag]).size).toBe(3);

  const again = await get({ ...english, 'accept-encoding': 'br', 'if-none-match': String(br.headers.etag) });
  expect(again.statusCode).toBe(304);
  const hungarian = await get({ 'accept-encoding': 'br', 'if-none-match': String(br.headers.etag) });
  expect(hungarian.statusCode).toBe(200);
  expect(brotliDecompressSync(hungarian.rawPayload).toString()).toContain('<html lang="hu">');
});

it('renders and compresses the page anew once the menu changes', async () => {
  const browser = { 'accept-encoding': 'br' };
  const before = await get(browser);
  const [soup] = await t.database.db.select().from(products).where(eq(products.group, 'SOUP')).limit(1);
  if (!soup) throw new Error('the seed has no soup');
  await t.database.db.update(products).set({ name: 'Újházi tyúkhúsleves' }).where(eq(products.id, soup.id));
  const after = await eventually(
    () => get({ ...browser, 'if-none-match': String(before.headers.etag) }),
    (response) => response.statusCode === 200,
  );
  expect(after.headers.etag).not.toBe(before.headers.etag);
  expect(brotliDecompressSync(after.rawPayload).toString()).toContain('Újházi tyúkhúsleves');
});

it("sends the app's scripts in the Brotli or gzip form the build wrote, kept a year, and as they are to a client without either", async () => {
  const manifest = JSON.parse(
    readFileSync(path.join(defaultWebRoot, '.vite/manifest.json'), 'utf8'),
  ) as Record<string, { file: string }>;
  const file = Object.values(manifest).find((chunk) => chunk.file.startsWith('assets/framework-'))?.file;
  if (!file) throw new Error('the build has no framework chunk');
  const source = readFileSync(path.join(defaultWebRoot, file));
  const asset = (encoding: string) =>
    t.app.inject({ method: 'GET', url: `/${file}`, headers: { 'accept-encoding': encoding } });
  const br = await asset('gzip, deflate, br');
  expect(br.headers['content-encoding']).toBe('br');
  expect(br.rawPayload).toEqual(readFileSync(path.join(defaultWebRoot, `${file}.br`)));
  expect(brotliDecompressSync(br.rawPayload)).toEqual(source);
  expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  expect(br.headers['content-type']).toMatch(/^application\/javascript/);
  const gzip = await asset('gzip');
  expect(gzip.headers['content-encoding']).toBe('gzip');
  expect(gunzipSync(gzip.rawPayload)).toEqual(source);
  const plain = await asset('identity');
  expect(plain.headers['content-encoding']).toBeUndefined();
  expect(plain.rawPayload).toEqual(source);
});
