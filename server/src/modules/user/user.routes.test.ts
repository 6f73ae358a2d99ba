import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-app.ts';
import { createOrder, createUser, loggedInUser, login } from '../../../test/factories.ts';
import { linkIn, type SmtpCapture, startSmtpCapture } from '../../../test/smtp.ts';
import { addresses } from '../../db/schema/index.ts';

let t: TestApp;
let smtp: SmtpCapture;
let now = new Date('2026-11-20T10:00:00Z');
const logLines: string[] = [];

beforeAll(async () => {
  smtp = await startSmtpCapture();
  t = await buildTestApp({
    env: { SMTP_URL: smtp.url, PUBLIC_URL: 'https://shop.example' },
    clock: () => now,
    logStream: { write: (line) => logLines.push(line) },
  });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const inject = (
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  options: { payload?: object; token?: string; ip?: string } = {},
) =>
  t.app.inject({
    method,
    url,
    ...(options.payload ? { payload: options.payload } : {}),
    headers: options.token ? { authorization: `Bearer ${options.token}` } : {},
    remoteAddress: options.ip ?? '10.0.0.1',
  });

const signUp = (email: string, extra: object = {}) =>
  inject('POST', '/api/user/registrate', {
    payload: { name: 'Kovács Anna', email, phone: '+36 30 111 2222', password: 'Titok1234', ...extra },
    ip: `10.1.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`,
  });

const pathOf = (link: string) => new URL(link).pathname;

describe('sign-up and e-mail confirmation', () => {
  it('signs up a customer who can log in only after following the e-mailed link', async () => {
    const before = smtp.received.length;
    expect((await signUp('anna@example.com', { role: 'ADMIN', language: 'en' })).statusCode).toBe(201);
    const mail = await smtp.mailTo('anna@example.com', before);
    expect(mail.subject).toContain('confirm your e-mail');
    const link = linkIn(mail, '/user/confirmation/');
    expect(link.startsWith('https://shop.example/user/confirmation/')).toBe(true);

    const early = await inject('POST', '/api/user/login', {
      payload: { email: 'anna@example.com', password: 'Titok1234' },
    });
    expect(early.statusCode).toBe(403);
    expect(early.json().errorType).toBe('DISABLED_USER');

    const token = pathOf(link).split('/').pop();
    expect((await inject('GET', `/api/user/confirmation/${token}`)).statusCode).toBe(200);
    const again = await inject('GET', `/api/user/confirmation/${token}`);
    expect(again.json().errorType).toBe('ALREADY_CONFIRMED');

    const jwt = await login(t.app, 'ANNA@example.com', 'Titok1234');
    const me = await inject('GET', '/api/user/activeuser', { token: jwt });
    expect(me.json().users[0]).toMatchObject({
      email: 'anna@example.com',
      role: 'CUSTOMER',
      name: 'Kovács Anna',
      addresses: [],
    });
  });

  it('writes the confirmation mail in Hungarian by default', async () => {
    const before = smtp.received.length;
    await signUp('bela@example.com');
    const mail = await smtp.mailTo('bela@example.com', before);
    expect(mail.subject).toContain('erősítsd meg');
    expect(mail.text).toContain('Kedves Kovács Anna!');
  });

  it('refuses an e-mail address that is taken, whatever its letter case', async () => {
    await signUp('cecil@example.com');
    const response = await signUp('Cecil@Example.com');
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ errorType: 'EMAIL_TAKEN', field: 'email' });
  });

  it('names the field of a weak password or a bad e-mail address', async () => {
    const weak = await signUp('dora@example.com', { password: 'password' });
    expect(weak.statusCode).toBe(400);
    expect(weak.json()).toMatchObject({ errorType: 'VALIDATION_ERROR', field: 'password' });
    expect(weak.json().message).toContain('weakPassword');
    const email = await signUp('not-an-address');
    expect(email.json()).toMatchObject({ errorType: 'VALIDATION_ERROR', field: 'email' });
  });

  it('refuses an unknown or expired confirmation link', async () => {
    expect((await inject('GET', '/api/user/confirmation/nonsense')).json().errorType).toBe(
      'WRONG_CONFIRMATION_CODE',
    );
    const before = smtp.received.length;
    await signUp('late@example.com');
    const token = pathOf(linkIn(await smtp.mailTo('late@example.com', before), '/user/confirmation/'))
      .split('/')
      .pop();
    const saved = now;
    now = new Date(now.getTime() + 48 * 3600_000 + 1000);
    try {
      expect((await inject('GET', `/api/user/confirmation/${token}`)).json().errorType).toBe(
        'WRONG_CONFIRMATION_CODE',
      );
    } finally {
      now = saved;
    }
  });
});

describe('login, sessions and logout', () => {
  it('answers INCORRECT_USER for a wrong password and for an unknown address alike', async () => {
    const user = await createUser(t.database.db);
    for (const payload of [
      { email: user.email, password: 'Wrong1234' },
      { email: 'nobody@example.com', password: 'Password1' },
    ]) {
      const response = await inject('POST', '/api/user/login', { payload, ip: '10.2.0.1' });
      expect(response.statusCode).toBe(401);
      expect(response.json().errorType).toBe('INCORRECT_USER');
    }
  });

  it('refuses a token after logout', async () => {
    const { token } = await loggedInUser(t.app, t.database.db);
    expect((await inject('GET', '/api/user/activeuser', { token })).statusCode).toBe(200);
    expect((await inject('POST', '/api/user/logout', { token })).statusCode).toBe(200);
    const after = await inject('GET', '/api/user/activeuser', { token });
    expect(after.statusCode).toBe(401);
    expect(after.json().errorType).toBe('UNAUTHORIZED');
  });

  it('refuses a token 12 hours after login, and a forged one', async () => {
    const { token } = await loggedInUser(t.app, t.database.db);
    const saved = now;
    now = new Date(now.getTime() + 12 * 3600_000 - 1000);
    expect((await inject('GET', '/api/user/activeuser', { token })).statusCode).toBe(200);
    now = new Date(saved.getTime() + 12 * 3600_000 + 1000);
    expect((await inject('GET', '/api/user/activeuser', { token })).statusCode).toBe(401);
    now = saved;
    const [header, payload] = token.split('.');
    expect(
      (await inject('GET', '/api/user/activeuser', { token: `${header}.${payload}.forged` })).statusCode,
    ).toBe(401);
  });

  it('limits login attempts from one address (429 TOO_MANY_REQUESTS)', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      const response = await inject('POST', '/api/user/login', {
        payload: { email: 'x@example.com', password: 'Nope1234' },
        ip: '10.9.9.9',
      });
      statuses.push(response.statusCode);
      if (response.statusCode === 429) expect(response.json().errorType).toBe('TOO_MANY_REQUESTS');
    }
    expect(statuses.slice(0, 10).every((s) => s === 401)).toBe(true);
    expect(statuses[10]).toBe(429);
  });
});

describe('profile', () => {
  it('changes name and phone but never the e-mail address or the role', async () => {
    const { user, token } = await loggedInUser(t.app, t.database.db);
    const response = await inject('PUT', '/api/user/update', {
      token,
      payload: { name: 'Új Név', phone: '+36 70 999 8888', email: 'hacker@example.com', role: 'ADMIN' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().users[0]).toMatchObject({
      name: 'Új Név',
      phone: '+36 70 999 8888',
      email: user.email,
      role: 'CUSTOMER',
    });
  });

  it('changes the password only with the current one, ending the other sessions', async () => {
    const { user, token } = await loggedInUser(t.app, t.database.db);
    const otherDevice = await login(t.app, user.email, user.password);
    const wrong = await inject('PUT', '/api/user/password', {
      token,
      payload: { currentPassword: 'Nope1234', newPassword: 'Uj-Jelszo1' },
    });
    expect(wrong.json()).toMatchObject({ errorType: 'WRONG_PASSWORD', field: 'currentPassword' });

    const changed = await inject('PUT', '/api/user/password', {
      token,
      payload: { currentPassword: user.password, newPassword: 'Uj-Jelszo1' },
    });
    expect(changed.statusCode).toBe(200);
    const fresh = changed.json().token;
    expect((await inject('GET', '/api/user/activeuser', { token: fresh })).statusCode).toBe(200);
    expect((await inject('GET', '/api/user/activeuser', { token: otherDevice })).statusCode).toBe(401);
    expect((await inject('GET', '/api/user/activeuser', { token })).statusCode).toBe(401);
    await login(t.app, user.email, 'Uj-Jelszo1');
  });

  it('adds a deliverable address and refuses one outside the delivery area, naming the field', async () => {
    const { token } = await loggedInUser(t.app, t.database.db);
    const added = await inject('POST', '/api/user/address', {
      token,
      payload: { city: 'Budapest', street: 'Pozsonyi út 24.', zipCode: '1137' },
    });
    expect(added.statusCode).toBe(200);
    expect(added.json().users[0].addresses).toMatchObject([
      { city: 'Budapest', street: 'Pozsonyi út 24.', zipCode: '1137' },
    ]);

    const zip = await inject('POST', '/api/user/address', {
      token,
      payload: { city: 'Budapest', street: 'Pozsonyi út 24.', zipCode: '1051' },
    });
    expect(zip.json()).toMatchObject({ errorType: 'VALIDATION_ERROR', field: 'zipCode' });
    const street = await inject('POST', '/api/user/address', {
      token,
      payload: { city: 'Budapest', street: 'Andrássy út 1.', zipCode: '1137' },
    });
    expect(street.json()).toMatchObject({ errorType: 'VALIDATION_ERROR', field: 'street' });
    const city = await inject('POST', '/api/user/address', {
      token,
      payload: { city: 'Debrecen', street: 'Pozsonyi út 24.', zipCode: '1137' },
    });
    expect(city.json()).toMatchObject({ errorType: 'VALIDATION_ERROR', field: 'city' });
  });

  it("deletes one's own address but not another user's", async () => {
    const anna = await loggedInUser(t.app, t.database.db);
    const bela = await loggedInUser(t.app, t.database.db);
    const added = await inject('POST', '/api/user/address', {
      token: bela.token,
      payload: { city: 'Budapest', street: 'Pozsonyi út 2.', zipCode: '1137' },
    });
    const belasAddress = added.json().users[0].addresses[0].id;

    const foreign = await inject('DELETE', `/api/user/address/${belasAddress}`, { token: anna.token });
    expect(foreign.statusCode).toBe(404);
    expect(await t.database.db.select().from(addresses).where(eq(addresses.id, belasAddress))).toHaveLength(
      1,
    );

    const own = await inject('DELETE', `/api/user/address/${belasAddress}`, { token: bela.token });
    expect(own.json().users[0].addresses).toEqual([]);
  });

  it('needs a login for every profile call', async () => {
    for (const [method, url] of [
      ['GET', '/api/user/activeuser'],
      ['PUT', '/api/user/update'],
      ['POST', '/api/user/address'],
      ['DELETE', '/api/user/address/1'],
      ['GET', '/api/user/notes'],
      ['GET', '/api/order/userorders/1'],
      ['POST', '/api/user/logout'],
    ] as const) {
      expect((await inject(method, url, { payload: {} })).statusCode, `${method} ${url}`).toBe(401);
    }
  });
});

describe('forgotten password', () => {
  it('mails a one-time link that sets a new password and ends every session', async () => {
    const { user, token } = await loggedInUser(t.app, t.database.db);
    const before = smtp.received.length;
    const asked = await inject('POST', '/api/user/forgotPassword', {
      payload: { email: user.email, language: 'en' },
      ip: '10.3.0.1',
    });
    expect(asked.statusCode).toBe(200);
    const link = linkIn(await smtp.mailTo(user.email, before), '/user/forgot-password/');
    const resetToken = pathOf(link).split('/').pop();

    const check = await inject('GET', `/api/user/forgotPassword/${resetToken}`);
    expect(check.json().users[0].email).toBe(user.email);
    expect(
      (
        await inject('PUT', `/api/user/forgotPassword/${resetToken}`, {
          payload: { password: 'Friss-Jelszo9' },
        })
      ).statusCode,
    ).toBe(200);

    expect((await inject('GET', '/api/user/activeuser', { token })).statusCode).toBe(401);
    await login(t.app, user.email, 'Friss-Jelszo9');
    const old = await inject('POST', '/api/user/login', {
      payload: { email: user.email, password: user.password },
    });
    expect(old.json().errorType).toBe('INCORRECT_USER');

    const reuse = await inject('PUT', `/api/user/forgotPassword/${resetToken}`, {
      payload: { password: 'Masik-Jelszo9' },
    });
    expect(reuse.json().errorType).toBe('ALREADY_USED_TOKEN');
    expect((await inject('GET', `/api/user/forgotPassword/${resetToken}`)).json().errorType).toBe(
      'ALREADY_USED_TOKEN',
    );
  });

  it('answers WRONG_EMAIL for an unknown address, INVALID_TOKEN for an unknown or expired link', async () => {
    const unknown = await inject('POST', '/api/user/forgotPassword', {
      payload: { email: 'ghost@example.com' },
      ip: '10.3.0.2',
    });
    expect(unknown.json()).toMatchObject({ errorType: 'WRONG_EMAIL' });
    expect((await inject('GET', '/api/user/forgotPassword/made-up')).json().errorType).toBe('INVALID_TOKEN');

    const user = await createUser(t.database.db);
    const before = smtp.received.length;
    await inject('POST', '/api/user/forgotPassword', { payload: { email: user.email }, ip: '10.3.0.3' });
    const resetToken = pathOf(linkIn(await smtp.mailTo(user.email, before), '/user/forgot-password/'))
      .split('/')
      .pop();
    const saved = now;
    now = new Date(now.getTime() + 3600_000 + 1000);
    try {
      const late = await inject('PUT', `/api/user/forgotPassword/${resetToken}`, {
        payload: { password: 'Friss-Jelszo9' },
      });
      expect(late.json().errorType).toBe('INVALID_TOKEN');
    } finally {
      now = saved;
    }
  });
});

describe('notes and order history', () => {
  it("lists a customer's earlier notes, newest first, each once", async () => {
    const { user, token } = await loggedInUser(t.app, t.database.db);
    await createOrder(t.database.db, {
      userId: user.id,
      note: 'Kapucsengő: 12',
      orderDate: new Date('2026-11-01T12:00:00Z'),
    });
    await createOrder(t.database.db, {
      userId: user.id,
      note: 'Kérek evőeszközt',
      orderDate: new Date('2026-11-02T12:00:00Z'),
    });
    await createOrder(t.database.db, {
      userId: user.id,
      note: 'Kapucsengő: 12',
      orderDate: new Date('2026-11-03T12:00:00Z'),
    });
    await createOrder(t.database.db, { userId: user.id, note: '' });
    await createOrder(t.database.db, { note: 'Someone else' });
    expect((await inject('GET', '/api/user/notes', { token })).json()).toEqual([
      'Kapucsengő: 12',
      'Kérek evőeszközt',
    ]);
  });

  it('pages only the customer’s own orders, newest first, and refuses another customer’s', async () => {
    const anna = await loggedInUser(t.app, t.database.db);
    const bela = await loggedInUser(t.app, t.database.db);
    for (let day = 1; day <= 12; day++) {
      await createOrder(t.database.db, {
        userId: anna.user.id,
        orderDate: new Date(`2026-10-${String(day).padStart(2, '0')}T12:00:00Z`),
      });
    }
    const first = await inject('GET', `/api/order/userorders/${anna.user.id}?pageNo=0&pageSize=10`, {
      token: anna.token,
    });
    expect(first.json().count).toBe(12);
    expect(first.json().orders).toHaveLength(10);
    expect(first.json().orders[0].orderDate).toBe('2026-10-12T12:00:00.000Z');
    expect(first.json().orders[0].products).toEqual([
      { productId: null, name: 'Gulyásleves', nameEnglish: 'Goulash soup', price: 2000, quantity: 2 },
    ]);
    const second = await inject('GET', `/api/order/userorders/${anna.user.id}?pageNo=1&pageSize=10`, {
      token: anna.token,
    });
    expect(second.json().orders.map((o: { orderDate: string }) => o.orderDate)).toEqual([
      '2026-10-02T12:00:00.000Z',
      '2026-10-01T12:00:00.000Z',
    ]);

    const foreign = await inject('GET', `/api/order/userorders/${anna.user.id}`, { token: bela.token });
    expect(foreign.statusCode).toBe(403);
  });
});

describe('secrets stay secret', () => {
  it('never answers a password hash and never logs a token or password', async () => {
    const { token, user } = await loggedInUser(t.app, t.database.db);
    const me = await inject('GET', '/api/user/activeuser', { token });
    expect(me.body).not.toMatch(/argon2|passwordHash|sessionVersion/);
    const logs = logLines.join('\n');
    expect(logs.length).toBeGreaterThan(0);
    expect(logs).not.toContain(token);
    expect(logs).not.toContain(user.password);
    expect(logs).not.toContain('Titok1234');
  });
});
