import { existsSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rendererPath } from '../src/platform/page/page.service.ts';
import { defaultWebRoot } from '../src/plugins/web-app.ts';
import { decide } from './decisions.ts';
import { loggedInUser, login } from './factories.ts';
import { statusTestApp } from './status-app.ts';

// Issue 33: a staff member's first screen, drawn by the server with the real web build (`npm run build`, as in
// pages.test.ts) behind the login's cookie, so it shows before the dashboard's code has arrived.
let s: Awaited<ReturnType<typeof statusTestApp>>;
const lines: string[] = [];
beforeAll(async () => {
  if (!existsSync(rendererPath(defaultWebRoot))) throw new Error('no web build: run npm run build');
  s = await statusTestApp({
    webRoot: defaultWebRoot,
    logStream: { write: (line) => lines.push(line) },
    env: { TRUST_PROXY: '1' },
  });
});
afterAll(() => s.close());

const cookieOf = (token: string, language = 'hu') => `konyha.language=${language}; konyha.session=${token}`;
const dashboard = (cookie?: string, path = '/dashboard/current-orders') =>
  s.app.inject({ url: path, headers: cookie ? { cookie } : {} });
const bareApp = '<div id="root"></div>';

/** What a search engine and a shared cache are told about a staff member's page, whatever it shows. */
function expectPrivate(response: Awaited<ReturnType<typeof dashboard>>) {
  expect(response.headers['x-robots-tag']).toBe('noindex');
  expect(response.headers['cache-control']).toBe('no-store');
  expect(response.headers.etag).toBeUndefined();
}

async function logIn(email: string, password: string, headers: Record<string, string> = {}) {
  return s.app.inject({ method: 'POST', url: '/api/user/login', payload: { email, password }, headers });
}

describe('the login cookie', () => {
  it('is set by a login for the dashboard only, out of scripts’ reach, and Secure over HTTPS', async () => {
    const { user } = await loggedInUser(s.app, s.t.database.db, { role: 'SHOP_ASSISTANT' });
    const plain = await logIn(user.email, user.password);
    const { token } = plain.json() as { token: string };
    expect(plain.headers['set-cookie']).toBe(
      `konyha.session=${token}; Path=/dashboard; HttpOnly; SameSite=Strict; Max-Age=43200`,
    );
    const secure = await logIn(user.email, user.password, { 'x-forwarded-proto': 'https' });
    expect(secure.headers['set-cookie']).toMatch(/; Max-Age=43200; Secure$/);
  });

  it('follows a password change and is cleared at logout', async () => {
    const { user, headers } = await loggedInUser(s.app, s.t.database.db, { role: 'SHOP_ASSISTANT' });
    const changed = await s.app.inject({
      method: 'PUT',
      url: '/api/user/password',
      payload: { currentPassword: user.password, newPassword: 'Another-passw0rd' },
      headers,
    });
    expect(changed.statusCode, changed.body).toBe(200);
    const { token } = changed.json() as { token: string };
    expect(changed.headers['set-cookie']).toContain(`konyha.session=${token}; Path=/dashboard;`);

    const out = await s.app.inject({
      method: 'POST',
      url: '/api/user/logout',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(out.statusCode).toBe(200);
    expect(out.headers['set-cookie']).toBe(
      'konyha.session=; Path=/dashboard; HttpOnly; SameSite=Strict; Max-Age=0',
    );
  });
});

describe('the dashboard drawn by the server', () => {
  it('arrives with the orders waiting, the member logged in, in the cookie’s language, kept by no cache', async () => {
    const { id } = await s.place();
    const hungarian = await dashboard(cookieOf(s.assistant.token));
    expect(hungarian.statusCode).toBe(200);
    expectPrivate(hungarian);
    expect(hungarian.body).toContain('<html lang="hu">');
    expect(hungarian.body).toContain('<h1 id="orders-title"');
    expect(hungarian.body).toContain('Aktuális rendelések');
    expect(hungarian.body).toContain(`A(z) ${id}. rendelés megnyitása`);
    expect(hungarian.body).toContain('Vendég Vera');
    expect(hungarian.body).toContain(`Bejelentkezve: ${s.assistant.user.name}`);
    // The browser hydrates with the same answers and the same member instead of asking again.
    expect(hungarian.body).toContain('<script type="application/json" id="page-state">');
    expect(hungarian.body).toContain(`"queryKey":["konyha.session"],"data":{"id":${s.assistant.user.id}`);
    // No inline script: the CSP would refuse it, and the page would stay half drawn.
    expect(hungarian.body.match(/<script>/g) ?? []).toHaveLength(1);

    const english = await dashboard(cookieOf(s.assistant.token, 'en'));
    expect(english.body).toContain('<html lang="en">');
    expect(english.body).toContain('Current orders');
    expect(english.body).toContain(`Show order #${id}`);
  });

  it('shows a decision in the very next request', async () => {
    const { id } = await s.place();
    /** The state the order's card shows. */
    const stateOf = async () =>
      new RegExp(`id="order-${id}"[^>]*>[^<]*</h2><span [^>]*>([^<]*)</span>`).exec(
        (await dashboard(cookieOf(s.assistant.token))).body,
      )?.[1];
    expect(await stateOf()).toBe('Új');
    await decide(s.app, id, 'accept', { minutes: 30 }, s.assistant.headers);
    expect(await stateOf()).toBe('Készül');
  });

  it('leaves the page to the browser without a staff login, and logs no fault for it', async () => {
    const customer = await loggedInUser(s.app, s.t.database.db, { role: 'CUSTOMER' });
    const signedOut = await loggedInUser(s.app, s.t.database.db, { role: 'SHOP_ASSISTANT' });
    await s.app.inject({ method: 'POST', url: '/api/user/logout', headers: signedOut.headers });
    const before = lines.length;
    for (const cookie of [
      undefined,
      cookieOf(customer.token),
      cookieOf(signedOut.token),
      cookieOf('forged'),
    ]) {
      const response = await dashboard(cookie);
      expect(response.statusCode, cookie).toBe(200);
      expect(response.body, cookie).toContain(bareApp);
      expectPrivate(response);
    }
    expect(lines.slice(before).join('\n')).not.toContain('rendering the page failed');
  });

  it('draws only the first screen: the other screens and the pages elsewhere come as before', async () => {
    const kitchen = await dashboard(cookieOf(s.assistant.token), '/dashboard/kitchen');
    expect(kitchen.body).toContain(bareApp);
    expectPrivate(kitchen);
  });

  it('writes no login into the logs', async () => {
    await dashboard(cookieOf(s.assistant.token));
    expect(lines.join('\n')).not.toContain(s.assistant.token);
  });
  // Last: an ADMIN without two-factor login cannot lift the requirement again, so it stays for the rest of the file.
  it('leaves a member who must enrol in two-factor login to the browser, which sends them to it', async () => {
    const admin = await loggedInUser(s.app, s.t.database.db, { role: 'ADMIN' });
    const { user } = await loggedInUser(s.app, s.t.database.db, { role: 'MANAGER' });
    const token = await login(s.app, user.email, user.password);
    expect((await dashboard(cookieOf(token))).body).toContain('Aktuális rendelések');
    const required = await s.app.inject({
      method: 'PUT',
      url: '/api/settings/two-factor-required',
      payload: { required: true },
      headers: admin.headers,
    });
    expect(required.statusCode).toBe(200);
    const before = lines.length;
    expect((await dashboard(cookieOf(token))).body).toContain(bareApp);
    expect(lines.slice(before).join('\n')).not.toContain('rendering the page failed');
  });
});
