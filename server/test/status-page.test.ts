import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { orderStatusSchema } from '@konyha/domain/orders/order-status.schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rendererPath } from '../src/platform/page/page.service.ts';
import { defaultWebRoot } from '../src/plugins/web-app.ts';
import { decide } from './decisions.ts';
import { statusTestApp } from './status-app.ts';

// The guest's order page, server-rendered with the real web build (`npm run build`, as in pages.test.ts).
let s: Awaited<ReturnType<typeof statusTestApp>>;
const lines: string[] = [];
beforeAll(async () => {
  if (!existsSync(rendererPath(defaultWebRoot))) throw new Error('no web build: run npm run build');
  s = await statusTestApp({ webRoot: defaultWebRoot, logStream: { write: (line) => lines.push(line) } });
});
afterAll(() => s.close());

const page = (token: string, cookie = '') =>
  s.app.inject({ url: `/order-status/${token}`, headers: cookie ? { cookie } : {} });

/** What a search engine and a shared cache are told about the page, whatever it shows. */
function expectPrivate(response: Awaited<ReturnType<typeof page>>) {
  expect(response.headers['x-robots-tag']).toBe('noindex');
  expect(response.headers['cache-control']).toBe('no-store');
  expect(response.headers.etag).toBeUndefined();
}

describe('the order page /order-status/{token}', () => {
  it('arrives rendered with the order, in the language of the cookie, and kept by no cache', async () => {
    const { id, token } = await s.place();
    const order = orderStatusSchema.parse((await s.status(token)).json());
    const [line] = order.products;
    if (!line) throw new Error('the order has no lines');

    const hungarian = await page(token);
    expect(hungarian.statusCode).toBe(200);
    expect(hungarian.headers['content-type']).toContain('text/html');
    expectPrivate(hungarian);
    expect(hungarian.body).toContain('<html lang="hu">');
    expect(hungarian.body).toContain(`${id}. számú rendelés`);
    expect(hungarian.body).toContain('Megkaptuk a rendelésed, hamarosan visszaigazoljuk.');
    expect(hungarian.body).toContain(`${line.quantity} × ${line.name}`);
    // The details load after the first download in the browser (its budget), yet arrive rendered.
    expect(hungarian.body).toContain('<h2 id="details-heading">Szállítás és fizetés</h2>');
    // The browser hydrates with the same order instead of asking for it again.
    expect(hungarian.body).toContain('<script type="application/json" id="page-state">');

    const english = await page(token, 'konyha.language=en');
    expectPrivate(english);
    expect(english.body).toContain('<html lang="en">');
    expect(english.body).toContain(`Order no. ${id}`);
    expect(english.body).toContain(`${line.quantity} × ${line.nameEnglish || line.name}`);
  });

  it('shows a change of the order in the very next request', async () => {
    const { id, token } = await s.place();
    expect((await page(token)).body).toContain('Megkaptuk a rendelésed');
    await decide(s.app, id, 'accept', { minutes: 30 }, s.assistant.headers);
    const accepted = await page(token);
    expect(accepted.body).toContain('Elfogadtuk a rendelésed, már készül.');
    expect(accepted.body).not.toContain('Megkaptuk a rendelésed');
  });

  it('leaves an unknown or expired link to the browser, which says so, still private', async () => {
    const { token } = await s.place();
    for (const unknown of [randomBytes(24).toString('base64url'), 'short']) {
      const response = await page(unknown);
      expect(response.statusCode, unknown).toBe(200);
      expect(response.body).toContain('<div id="root"></div>');
      expectPrivate(response);
    }
    const placed = s.clock.now;
    s.clock.now = new Date(placed.getTime() + 31 * 24 * 60 * 60 * 1000);
    try {
      const expired = await page(token);
      expect(expired.body).toContain('<div id="root"></div>');
      expectPrivate(expired);
    } finally {
      s.clock.now = placed;
    }
  });

  it('never writes a status token into the logs', async () => {
    const { token } = await s.place();
    await page(token);
    await page(randomBytes(24).toString('base64url'));
    expect(lines.join('\n')).toContain('/order-status/:token');
    expect(lines.join('\n')).not.toContain(token);
  });
});
