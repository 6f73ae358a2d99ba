import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { productListSchema } from '@konyha/domain/menu/products';
import { earlyClicksScript } from '@konyha/domain/pages/early-clicks';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from '../src/db/schema/index.ts';
import { rendererPath } from '../src/platform/page/page.service.ts';
import { defaultWebRoot } from '../src/plugins/web-app.ts';
import { buildTestApp, type TestApp } from './build-app.ts';
import { eventually } from './eventually.ts';

// These serve the real pages: the web app's browser and server-rendering builds (`npm run build`, which the test
// command runs before the server tests).
let t: TestApp;
beforeAll(async () => {
  if (!existsSync(rendererPath(defaultWebRoot)))
    throw new Error(
      `no web build at ${defaultWebRoot} and ${rendererPath(defaultWebRoot)}: run npm run build`,
    );
  t = await buildTestApp({ webRoot: defaultWebRoot });
});
afterAll(() => t.close());

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });

async function orderableSoup() {
  const response = await get('/api/product/foods');
  const soup = productListSchema
    .parse(response.json())
    .products.find((p) => p.group === 'SOUP' && p.orderable);
  if (!soup) throw new Error('the seed has no orderable soup');
  return soup;
}

describe('the public pages', () => {
  it('hold a tap made before the app arrives: their one inline script runs, allowed by its hash', async () => {
    for (const url of ['/', '/foods/soups']) {
      const response = await get(url);
      // Scripts the browser runs: not loaded from a file, not data for the app.
      const inline = [...response.body.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)]
        .filter(([, attributes = '']) => !/\ssrc=|application\/json/.test(attributes))
        .map((match) => match[2]);
      expect(inline).toEqual([earlyClicksScript]);
      const hash = createHash('sha256').update(earlyClicksScript).digest('base64');
      expect(response.headers['content-security-policy']).toContain(`script-src 'self' 'sha256-${hash}'`);
    }
  });

  it('arrive rendered in Hungarian, or in English for a guest whose cookie chose it', async () => {
    const hungarian = await get('/');
    expect(hungarian.statusCode).toBe(200);
    expect(hungarian.headers['content-type']).toContain('text/html');
    expect(hungarian.body).toContain('<html lang="hu">');
    expect(hungarian.body).toContain('Frissen főzve, forrón az ajtódig');
    expect(hungarian.body).toMatch(/<title>[^<]+ · Konyha<\/title>/);

    const english = await get('/', { cookie: 'theme=dark; konyha.language=en' });
    expect(english.body).toContain('<html lang="en">');
    expect(english.body).toContain('Made fresh, brought hot to your door');
    expect(english.body).toContain('content="Konyha: home-cooked Hungarian food delivered to your door in');
    expect(english.headers.vary).toContain('cookie');
  });

  it('show the menu as it is now, and a change to it at once', async () => {
    const soup = await orderableSoup();
    const page = await get('/foods/soups/');
    expect(page.body).toContain(soup.name);
    expect(page.body).toContain('<script type="application/json" id="page-state">');

    await t.database.db
      .update(products)
      .set({ name: 'Fácánleves erdei gombával' })
      .where(eq(products.id, soup.id));
    const changed = await eventually(
      async () => (await get('/foods/soups')).body,
      (body) => body.includes('Fácánleves erdei gombával'),
    );
    expect(changed).toContain('Fácánleves erdei gombával');
    expect(changed).not.toContain(`>${soup.name}<`);
  });

  it('come alive in one pass: no part waits in a Suspense boundary, and each carries the year it was rendered in', async () => {
    // React hydrates a Suspense boundary's content only after the page is alive; a language switch landing first
    // made that part hydrate in the new language against the server's text (React error #418).
    for (const path of [
      '/',
      '/events',
      '/contact',
      '/map',
      '/privacy',
      '/terms',
      '/foods/soups',
      '/foods/beers',
    ]) {
      const body = (await get(path, { cookie: 'konyha.language=en' })).body;
      expect(body, path).toContain(`data-year="${new Date().getFullYear()}"`);
      expect(body, path).not.toMatch(/<!--\$[?!]?-->/);
    }
  });

  it('answer a repeat visit with 304 while the page is unchanged', async () => {
    const first = await get('/events');
    const etag = String(first.headers.etag);
    expect((await get('/events', { 'if-none-match': etag })).statusCode).toBe(304);
    expect((await get('/events', { 'if-none-match': etag, cookie: 'konyha.language=en' })).statusCode).toBe(
      200,
    );
  });

  it('leave the pages that depend on the visitor to the browser, and never send HTML for a missing script', async () => {
    const cart = await get('/cart');
    expect(cart.statusCode).toBe(200);
    expect(cart.body).toContain('<div id="root"></div>');

    const script = await get('/assets/gone-since-the-last-release.js');
    expect(script.statusCode).toBe(404);
    expect(script.json()).toMatchObject({ errorType: 'NOT_FOUND' });
  });
});
