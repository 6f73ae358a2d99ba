import { randomBytes } from 'node:crypto';
import { instantOf } from '@konyha/domain/restaurant/local-time';
import { eq, sql } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from '../src/db/schema/index.ts';
import { buildTestApp, type TestApp } from './build-app.ts';
import { eventually } from './eventually.ts';

let t: TestApp;
const lines: string[] = [];
beforeAll(async () => {
  t = await buildTestApp({
    clock: () => instantOf('2026-11-20', '12:00'),
    logStream: { write: (line) => lines.push(line) },
  });
});
afterAll(() => t.close());

interface LogLine {
  level: number;
  reqId?: string;
  msg: string;
  path?: string;
  err?: Record<string, unknown>;
}

/** One request and the lines it left in the log (the access line is written once the answer is out). */
async function logged(request: InjectOptions) {
  const from = lines.length;
  const response = await t.app.inject({ remoteAddress: `10.9.${lines.length % 250}.1`, ...request });
  const text = await eventually(
    async () => lines.slice(from).join(''),
    (written) => written.includes('"msg":"request"'),
  );
  const parsed = lines.slice(from).map((line) => JSON.parse(line) as LogLine);
  const access = parsed.find((line) => line.msg === 'request');
  return { response, text, parsed, access };
}

const token = () => randomBytes(32).toString('base64url');
const secret = 'utm-secret-value';

describe('the access log', () => {
  it('leaves out a menu read answered from ready bytes, but logs one that fails', async () => {
    const from = lines.length;
    const menu = await t.app.inject({ url: '/api/product/foods' });
    expect(menu.statusCode).toBe(200);
    const again = await t.app.inject({
      url: '/api/product/foods',
      headers: { 'if-none-match': menu.headers.etag as string },
    });
    expect(again.statusCode).toBe(304);
    // A request after them is logged, so theirs would be written by now.
    const { access } = await logged({ url: '/api/product/foods', method: 'DELETE' });
    expect(access?.path).toBe('/api/product/:id');
    const menuLines = lines.slice(from).filter((line) => line.includes('"path":"/api/product/foods"'));
    expect(menuLines).toEqual([]);
  });

  it('logs the route of every link that carries a token, never the token or the query', async () => {
    const links: [InjectOptions['method'], string, string, object?][] = [
      ['GET', '/api/user/forgotPassword/', '/api/user/forgotPassword/:token'],
      ['PUT', '/api/user/forgotPassword/', '/api/user/forgotPassword/:token', { password: 'Uj-jelszo1' }],
      ['GET', '/api/user/confirmation/', '/api/user/confirmation/:token'],
      ['GET', '/api/payment/sandbox/3ds/sbx_', '/api/payment/sandbox/3ds/:reference'],
      [
        'POST',
        '/api/payment/sandbox/3ds/sbx_',
        '/api/payment/sandbox/3ds/:reference',
        { decision: 'approve' },
      ],
      ['GET', '/user/forgot-password/', '/user/forgot-password/:token'],
      ['GET', '/user/confirmation/', '/user/confirmation/:token'],
      ['HEAD', '/user/confirmation/', '/user/confirmation/:token'],
    ];
    for (const [method, prefix, route, payload] of links) {
      const value = prefix.endsWith('sbx_') ? randomBytes(16).toString('hex') : token();
      const { text, access } = await logged({
        method,
        url: `${prefix}${value}?ref=${secret}`,
        ...(payload ? { payload } : {}),
      });
      expect(access?.path, `${method} ${prefix}`).toBe(route);
      expect(text).not.toContain(value);
      expect(text).not.toContain(secret);
    }
  });

  it('masks token-like parts of any other path, however it is spelt', async () => {
    const value = token();
    const percentEncoded = [...value].map((c) => `%${c.charCodeAt(0).toString(16)}`).join('');
    const paths: [string, string][] = [
      [`/api/no-such-thing/${value}`, '/api/no-such-thing/:token'],
      [`/api/user/forgotPassword/${value}/more`, '/api/user/forgotPassword/:token/more'],
      [`/some/page/${value}.html`, '/some/page/:token'],
      [`/some/page/${percentEncoded}`, '/some/page/:token'],
      ['/USER/Forgot-Password/short?x=1', '/USER/Forgot-Password/:token'],
      [`/user/confirmation/${value}%E0%A4%A`, '/user/confirmation/:token'],
    ];
    for (const [url, path] of paths) {
      const { text, access } = await logged({ url });
      expect(access?.path, url).toBe(path);
      expect(text).not.toContain(value);
      expect(text).not.toContain(percentEncoded);
    }
  });

  it('keeps the path of pages and calls that carry no token', async () => {
    expect((await logged({ url: '/foods/soups?lang=en' })).access?.path).toBe('/foods/soups');
    expect((await logged({ url: '/api/settings/vat' })).access?.path).toBe('/api/settings/vat');
  });
});

describe('error logs', () => {
  /** Makes every insert into `table` fail in the database itself, as a broken disk or a bad migration would. */
  async function withFailingInserts(table: 'users' | 'orders', work: () => Promise<void>) {
    await t.database.db.execute(
      sql.raw(`ALTER TABLE ${table} ADD CONSTRAINT logs_test_refuses CHECK (false) NOT VALID`),
    );
    try {
      await work();
    } finally {
      await t.database.db.execute(sql.raw(`ALTER TABLE ${table} DROP CONSTRAINT logs_test_refuses`));
    }
  }

  function errorLine(parsed: LogLine[], reqId: string | undefined) {
    const line = parsed.find((l) => l.level === 50);
    expect(line?.reqId).toBe(reqId);
    expect(line?.err).toMatchObject({ code: '23514', constraint: 'logs_test_refuses' });
    return line;
  }

  it('logs a failed sign-up by its error code and request id, without the SQL, the data or the hash', async () => {
    await withFailingInserts('users', async () => {
      const { response, text, parsed, access } = await logged({
        method: 'POST',
        url: '/api/user/registrate',
        payload: {
          name: 'Kovács Anna',
          email: 'anna@example.com',
          phone: '+36 30 111 2222',
          password: 'Titok1234',
        },
      });
      expect(response.statusCode).toBe(500);
      errorLine(parsed, access?.reqId);
      for (const data of [
        'Kovács',
        'anna@example.com',
        '111 2222',
        'Titok1234',
        'argon2',
        'insert into',
        'params',
      ])
        expect(text).not.toContain(data);
    });
  });

  it('logs a failed guest order by its error code and request id, without the guest’s details', async () => {
    const [soup] = await t.database.db.select().from(products).where(eq(products.group, 'SOUP'));
    if (!soup) throw new Error('the seed has no soup');
    await withFailingInserts('orders', async () => {
      const { response, text, parsed, access } = await logged({
        method: 'POST',
        url: '/api/order/add',
        payload: {
          name: 'Vendég Vera',
          email: 'vera@example.com',
          phone: '+36 30 765 4321',
          address: { zipCode: '1137', city: 'Budapest', street: 'Pozsonyi út 24.' },
          products: [{ id: soup.id, quantity: Math.ceil(5000 / soup.price) }],
          payment: 'CASH',
        },
      });
      expect(response.statusCode).toBe(500);
      errorLine(parsed, access?.reqId);
      for (const data of ['Vendég', 'vera@example.com', '765 4321', 'Pozsonyi', 'insert into', 'params'])
        expect(text).not.toContain(data);
    });
  });

  it('never takes a line’s message from an error, nor a token from a message', () => {
    const from = lines.length;
    t.app.log.error(new Error('duplicate key (email)=(anna@example.com)'));
    t.app.log.error({ err: new TypeError('Cannot read "anna@example.com"') });
    const failedQuery = Object.assign(new Error('insert failed'), { params: ['anna@example.com'] });
    t.app.log.error({ error: failedQuery }, 'query failed');
    const value = token();
    t.app.log.warn(`Reply was already sent in the "/user/forgot-password/${value}" (GET) route`);
    const text = lines.slice(from).join('');
    expect(text).not.toContain('anna@example.com');
    expect(text).not.toContain(value);
    expect(lines.slice(from).map((line) => JSON.parse(line).msg)).toEqual([
      'Error',
      'TypeError',
      'query failed',
      'Reply was already sent in the "/user/forgot-password/:token" (GET) route',
    ]);
  });
});
