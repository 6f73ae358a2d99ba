import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-app.ts';
import type { TestDatabase } from '../../test/database.ts';
import { ConfigError, loadConfig } from '../config.ts';

describe('TRUST_PROXY', () => {
  it('is off by default, a hop count, or the proxies’ addresses and ranges', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 127.0.0.1,::1,loopback' }).trustProxy).toEqual([
      '10.0.0.0/8',
      '127.0.0.1',
      '::1',
      'loopback',
    ]);
  });

  it.each([
    ['true', /TRUST_PROXY: true would let every guest choose their own address.*number of reverse proxies/],
    ['0', /TRUST_PROXY: a hop count is 1 to 10/],
    ['11', /TRUST_PROXY: a hop count is 1 to 10/],
    ['proxy.example.hu', /TRUST_PROXY: not an IP address or CIDR range: proxy\.example\.hu/],
    ['10.0.0.0/33,10.0.0.1', /TRUST_PROXY: not an IP address or CIDR range: 10\.0\.0\.0\/33;/],
  ])('refuses to start with TRUST_PROXY=%s, saying what to write instead', (value, message) => {
    expect(() => loadConfig({ TRUST_PROXY: value })).toThrow(ConfigError);
    expect(() => loadConfig({ TRUST_PROXY: value })).toThrow(message);
  });
});

/**
 * A reverse proxy as nginx is usually set up (`proxy_add_x_forwarded_for`): it passes the request on from 127.0.0.1
 * and appends the address of the client it came from to whatever X-Forwarded-For the client wrote.
 */
async function startProxy(target: string) {
  const server = http.createServer((incoming, outgoing) => {
    const written = incoming.headers['x-forwarded-for'];
    const forwarded = [written, incoming.socket.remoteAddress].filter(Boolean).join(', ');
    const upstream = http.request(
      `${target}${incoming.url}`,
      {
        method: incoming.method,
        headers: { ...incoming.headers, 'x-forwarded-for': forwarded },
        localAddress: '127.0.0.1',
      },
      (answer) => {
        outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(outgoing);
      },
    );
    incoming.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, close: () => server.close() };
}

/**
 * A login attempt from a guest on `guest` (a loopback address of its own: Linux routes all of 127.0.0.0/8 here) that
 * writes its own X-Forwarded-For; answers the status.
 */
function loginFrom(url: string, guest: string, forged?: string) {
  const body = JSON.stringify({ email: 'nobody@example.com', password: 'Wrong-password1' });
  return new Promise<number>((resolve, reject) => {
    const request = http.request(
      `${url}/api/user/login`,
      {
        method: 'POST',
        localAddress: guest,
        headers: { 'content-type': 'application/json', ...(forged ? { 'x-forwarded-for': forged } : {}) },
      },
      (answer) => {
        answer.resume();
        resolve(answer.statusCode ?? 0);
      },
    );
    request.on('error', reject);
    request.end(body);
  });
}

describe('the guest’s address behind a reverse proxy (over real sockets)', () => {
  const apps: TestApp[] = [];
  const proxies: { url: string; close(): void }[] = [];

  /** A server with this TRUST_PROXY (three login attempts a minute), behind a proxy of its own. */
  async function behindProxy(trustProxy: string) {
    const env = { TRUST_PROXY: trustProxy, AUTH_RATE_LIMIT: '3' };
    const first = apps[0];
    const t = await buildTestApp(first ? { env, database: first.database as TestDatabase } : { env });
    apps.push(t);
    const proxy = await startProxy(await t.app.listen({ port: 0, host: '127.0.0.1' }));
    proxies.push(proxy);
    return proxy.url;
  }

  let byCount: string;
  let byAddress: string;
  let untrusted: string;
  // The first builds the database; the others only open it.
  beforeAll(async () => {
    byCount = await behindProxy('1');
  });
  beforeAll(async () => {
    byAddress = await behindProxy('127.0.0.1');
    untrusted = await behindProxy('false');
  });
  afterAll(async () => {
    for (const proxy of proxies) proxy.close();
    // The first app owns the database the others share.
    for (const t of apps.reverse()) await t.close();
  });

  it.each([
    ['1', () => byCount],
    ['127.0.0.1', () => byAddress],
  ])(
    'with TRUST_PROXY=%s limits a guest by the address the proxy saw, whatever X-Forwarded-For they write',
    async (_, url) => {
      const attempts = [];
      for (const forged of ['1.2.3.4', '1.2.3.5', '1.2.3.6, 5.6.7.8'])
        attempts.push(await loginFrom(url(), '127.0.0.5', forged));
      expect(attempts).toEqual([401, 401, 401]);
      // A fourth made-up address does not start a new count: the proxy's own entry, 127.0.0.5, is what counts.
      expect(await loginFrom(url(), '127.0.0.5', '9.9.9.9')).toBe(429);
      expect(await loginFrom(url(), '127.0.0.5')).toBe(429);
      // Another guest behind the same proxy is not held up.
      expect(await loginFrom(url(), '127.0.0.6', '1.2.3.4')).toBe(401);
    },
  );

  it('with TRUST_PROXY=false ignores X-Forwarded-For: every guest behind the proxy is the proxy', async () => {
    for (const forged of ['1.2.3.4', '1.2.3.5', '1.2.3.6'])
      expect(await loginFrom(untrusted, '127.0.0.5', forged)).toBe(401);
    expect(await loginFrom(untrusted, '127.0.0.6', '1.2.3.7')).toBe(429);
  });
});
