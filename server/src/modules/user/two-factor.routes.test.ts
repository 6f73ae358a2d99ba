import type { Role } from '@konyha/domain/users/roles';
import { eq } from 'drizzle-orm';
import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-app.ts';
import { testServerUrl } from '../../../test/database.ts';
import { loggedInUser } from '../../../test/factories.ts';
import { recoveryCodes, users } from '../../db/schema/index.ts';

let t: TestApp;
let now = new Date('2026-11-20T10:00:00Z');
const logLines: string[] = [];
let ipCounter = 0;

beforeAll(async () => {
  t = await buildTestApp({ clock: () => now, logStream: { write: (line) => logLines.push(line) } });
});
afterAll(() => t.close());

const later = (seconds: number) => {
  now = new Date(now.getTime() + seconds * 1000);
};

/** What any authenticator app shows for the secret at the app's (injected) clock, `offset` seconds away. */
const codeOf = (secret: string, offset = 0) =>
  TOTP.generate({ secret: Secret.fromBase32(secret), timestamp: now.getTime() + offset * 1000 });

const inject = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, token?: string, payload?: object) => {
  ipCounter += 1;
  return t.app.inject({
    method,
    url,
    ...(payload ? { payload } : {}),
    headers: token ? { authorization: `Bearer ${token}` } : {},
    // An address per call, so the login rate limit only counts where a test is about it.
    remoteAddress: `10.50.${Math.floor(ipCounter / 250)}.${ipCounter % 250}`,
  });
};

const loginWith = (user: { email: string; password: string }, code?: string) =>
  inject('POST', '/api/user/login', undefined, { email: user.email, password: user.password, code });

async function enrol(token: string) {
  const setup = await inject('POST', '/api/user/two-factor/setup', token);
  expect(setup.statusCode).toBe(200);
  const { secret } = setup.json();
  const confirmed = await inject('POST', '/api/user/two-factor/confirm', token, { code: codeOf(secret) });
  expect(confirmed.statusCode).toBe(200);
  later(30);
  return { secret: secret as string, recoveryCodes: confirmed.json().recoveryCodes as string[] };
}

async function enrolledUser(role: Role) {
  const caller = await loggedInUser(t.app, t.database.db, { role });
  return { ...caller, ...(await enrol(caller.token)) };
}

const setRequirement = (token: string, required: boolean) =>
  inject('PUT', '/api/settings/two-factor-required', token, { required });

describe('enrolment', () => {
  it('shows a manager a QR code and the secret as text, and switches on with the first code', async () => {
    const { token, user } = await loggedInUser(t.app, t.database.db, { role: 'MANAGER' });
    expect((await inject('GET', '/api/user/two-factor', token)).json()).toEqual({
      enabled: false,
      available: true,
      setupRequired: false,
      recoveryCodesLeft: 0,
    });

    const setup = (await inject('POST', '/api/user/two-factor/setup', token)).json();
    expect(setup.secret).toMatch(/^[A-Z2-7]{32}$/);
    const uri = new URL(setup.otpauthUri);
    expect(uri.protocol).toBe('otpauth:');
    expect(uri.host).toBe('totp');
    expect(decodeURIComponent(uri.pathname)).toBe(`/Konyha:${user.email}`);
    expect(Object.fromEntries(uri.searchParams)).toMatchObject({
      issuer: 'Konyha',
      secret: setup.secret,
      algorithm: 'SHA1',
      digits: '6',
      period: '30',
    });
    expect(setup.qrCode.startsWith('data:image/svg+xml;base64,')).toBe(true);
    expect(Buffer.from(setup.qrCode.split(',')[1], 'base64').toString()).toContain('<svg');

    const wrong = await inject('POST', '/api/user/two-factor/confirm', token, { code: '000000' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ errorType: 'WRONG_TWO_FACTOR_CODE', field: 'code' });

    const confirmed = await inject('POST', '/api/user/two-factor/confirm', token, {
      code: codeOf(setup.secret),
    });
    expect(confirmed.statusCode).toBe(200);
    const codes: string[] = confirmed.json().recoveryCodes;
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(code).toMatch(/^[0-9A-Z]{4}(-[0-9A-Z]{4}){3}$/);

    expect((await inject('GET', '/api/user/two-factor', token)).json()).toMatchObject({
      enabled: true,
      recoveryCodesLeft: 10,
    });
    // Stored hashed: no shown code is in the database, and the pending secret became the secret.
    const stored = await t.database.db.select().from(recoveryCodes).where(eq(recoveryCodes.userId, user.id));
    expect(
      stored.map((r) => r.codeHash).some((h) => codes.some((c) => h.includes(c.replace(/-/g, '')))),
    ).toBe(false);
    const [row] = await t.database.db.select().from(users).where(eq(users.id, user.id));
    expect(row).toMatchObject({ totpSecret: setup.secret, totpPendingSecret: null });

    const again = await inject('POST', '/api/user/two-factor/setup', token);
    expect(again.statusCode).toBe(409);
    later(30);
  });

  it('refuses enrolment to customers and, while it is not required, to shop assistants', async () => {
    for (const role of ['CUSTOMER', 'SHOP_ASSISTANT'] as const) {
      const { token } = await loggedInUser(t.app, t.database.db, { role });
      const setup = await inject('POST', '/api/user/two-factor/setup', token);
      expect(setup.statusCode).toBe(403);
      expect(setup.json().errorType).toBe('FORBIDDEN');
    }
    expect((await inject('POST', '/api/user/two-factor/setup')).statusCode).toBe(401);
  });

  it('refuses a confirmation before any setup', async () => {
    const { token } = await loggedInUser(t.app, t.database.db, { role: 'ADMIN' });
    expect((await inject('POST', '/api/user/two-factor/confirm', token, { code: '123456' })).statusCode).toBe(
      409,
    );
  });
});

describe('login with two-factor on', () => {
  it('asks for a code, refuses a wrong one, and lets the right one in', async () => {
    const { user, secret } = await enrolledUser('MANAGER');
    const bare = await loginWith(user);
    expect(bare.statusCode).toBe(401);
    expect(bare.json()).toMatchObject({ errorType: 'TWO_FACTOR_REQUIRED', field: 'code' });
    const wrongPassword = await loginWith({ ...user, password: 'Wrong-pass1' }, codeOf(secret));
    expect(wrongPassword.json().errorType).toBe('INCORRECT_USER');

    const wrong = await loginWith(user, codeOf(secret, -300));
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toMatchObject({ errorType: 'WRONG_TWO_FACTOR_CODE', field: 'code' });

    const ok = await loginWith(user, codeOf(secret));
    expect(ok.statusCode).toBe(200);
    const me = await inject('GET', '/api/user/activeuser', ok.json().token);
    expect(me.json().users[0].email).toBe(user.email);
  });

  it('accepts a code once: the same code again is refused, also within its 30 seconds', async () => {
    const { user, secret } = await enrolledUser('ADMIN');
    const code = codeOf(secret);
    expect((await loginWith(user, code)).statusCode).toBe(200);
    const replay = await loginWith(user, code);
    expect(replay.statusCode).toBe(401);
    expect(replay.json().errorType).toBe('WRONG_TWO_FACTOR_CODE');
    later(30);
    expect((await loginWith(user, code)).statusCode).toBe(401);
  });

  it('lets only one of two simultaneous logins with the same code in', async () => {
    const { user, secret } = await enrolledUser('MANAGER');
    const code = codeOf(secret);
    const answers = await Promise.all([loginWith(user, code), loginWith(user, code), loginWith(user, code)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 401, 401]);
  });

  it.runIf(testServerUrl)('lets one code in once across two app instances on one database', async () => {
    const { user, secret } = await enrolledUser('ADMIN');
    const other = await buildTestApp({ database: t.database, clock: () => now });
    try {
      const code = codeOf(secret);
      const viaOther = () =>
        other.app.inject({
          method: 'POST',
          url: '/api/user/login',
          payload: { email: user.email, password: user.password, code },
          remoteAddress: '10.60.0.1',
        });
      const answers = await Promise.all([
        loginWith(user, code),
        viaOther(),
        loginWith(user, code),
        viaOther(),
      ]);
      expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 401, 401, 401]);
    } finally {
      await other.close();
    }
  });

  it('tolerates the previous step of a slow typist but not an older code', async () => {
    const { user, secret } = await enrolledUser('MANAGER');
    later(120);
    expect((await loginWith(user, codeOf(secret, -60))).statusCode).toBe(401);
    expect((await loginWith(user, codeOf(secret, -30))).statusCode).toBe(200);
    expect((await loginWith(user, codeOf(secret, 30))).statusCode).toBe(200);
  });

  it('accepts a recovery code once, however it is typed', async () => {
    const { user, token, recoveryCodes: codes } = await enrolledUser('MANAGER');
    const code = codes[3] as string;
    const typed = ` ${code.toLowerCase().replace(/-/g, ' ')} `;
    expect((await loginWith(user, typed)).statusCode).toBe(200);
    const again = await loginWith(user, code);
    expect(again.statusCode).toBe(401);
    expect(again.json().errorType).toBe('WRONG_TWO_FACTOR_CODE');
    expect((await inject('GET', '/api/user/two-factor', token)).json().recoveryCodesLeft).toBe(9);
  });

  it('never writes a code or a secret into the log', async () => {
    const { user, secret, recoveryCodes: codes } = await enrolledUser('ADMIN');
    const code = codeOf(secret);
    await loginWith(user, code);
    await loginWith(user, codes[0]);
    const log = logLines.join('\n');
    for (const hidden of [secret, code, codes[0] as string]) expect(log).not.toContain(hidden);
  });
});

describe('switching off', () => {
  it('needs the password and a current code; then the login asks for no code', async () => {
    const { user, token, secret } = await enrolledUser('MANAGER');
    const wrongPassword = await inject('POST', '/api/user/two-factor/disable', token, {
      password: 'Wrong-pass1',
      code: codeOf(secret),
    });
    expect(wrongPassword.json()).toMatchObject({ errorType: 'WRONG_PASSWORD', field: 'password' });
    const wrongCode = await inject('POST', '/api/user/two-factor/disable', token, {
      password: user.password,
      code: '000000',
    });
    expect(wrongCode.json()).toMatchObject({ errorType: 'WRONG_TWO_FACTOR_CODE', field: 'code' });
    const off = await inject('POST', '/api/user/two-factor/disable', token, {
      password: user.password,
      code: codeOf(secret),
    });
    expect(off.statusCode).toBe(200);
    expect((await loginWith(user)).statusCode).toBe(200);
    const left = await t.database.db.select().from(recoveryCodes).where(eq(recoveryCodes.userId, user.id));
    expect(left).toEqual([]);
  });

  it('lets an ADMIN switch it off for someone who lost the phone, and nobody else', async () => {
    const lost = await enrolledUser('MANAGER');
    const manager = await loggedInUser(t.app, t.database.db, { role: 'MANAGER' });
    const admin = await enrolledUser('ADMIN');
    const byManager = await inject('DELETE', `/api/user/two-factor/${lost.user.id}`, manager.token);
    expect(byManager.statusCode).toBe(403);
    const own = await inject('DELETE', `/api/user/two-factor/${admin.user.id}`, admin.token);
    expect(own.statusCode).toBe(403);
    expect((await inject('DELETE', '/api/user/two-factor/999999', admin.token)).statusCode).toBe(404);

    expect((await inject('DELETE', `/api/user/two-factor/${lost.user.id}`, admin.token)).statusCode).toBe(
      200,
    );
    expect((await loginWith(lost.user)).statusCode).toBe(200);
  });
});

describe('an ADMIN requires two-factor login of staff', () => {
  it('lets only an ADMIN read or change the requirement', async () => {
    const admin = await enrolledUser('ADMIN');
    for (const role of ['CUSTOMER', 'SHOP_ASSISTANT', 'MANAGER'] as const) {
      const { token } = await loggedInUser(t.app, t.database.db, { role });
      expect((await setRequirement(token, true)).statusCode).toBe(403);
      expect((await inject('GET', '/api/settings/two-factor-required', token)).statusCode).toBe(403);
    }
    expect((await setRequirement('', true)).statusCode).toBe(401);
    expect((await inject('GET', '/api/settings/two-factor-required', admin.token)).json()).toEqual({
      required: false,
    });
    const bad = await inject('PUT', '/api/settings/two-factor-required', admin.token, { required: 'yes' });
    expect(bad.json()).toMatchObject({ errorType: 'VALIDATION_ERROR', field: 'required' });
  });

  it('keeps staff features closed to staff without it until they enrol; customers go on as before', async () => {
    const admin = await enrolledUser('ADMIN');
    const assistant = await loggedInUser(t.app, t.database.db, { role: 'SHOP_ASSISTANT' });
    const customer = await loggedInUser(t.app, t.database.db, { role: 'CUSTOMER' });
    expect((await inject('GET', '/api/order/today', assistant.token)).statusCode).toBe(200);
    expect((await setRequirement(admin.token, true)).json()).toEqual({ required: true });
    try {
      const blocked = await inject('GET', '/api/order/today', assistant.token);
      expect(blocked.statusCode).toBe(403);
      expect(blocked.json().errorType).toBe('TWO_FACTOR_SETUP_REQUIRED');
      // A fresh login still works: the web then sends the staff member to the enrolment screen.
      const fresh = (await loginWith(assistant.user)).json().token;
      expect((await inject('GET', '/api/user/two-factor', fresh)).json()).toMatchObject({
        enabled: false,
        available: true,
        setupRequired: true,
      });
      expect((await inject('GET', '/api/order/today', admin.token)).statusCode).toBe(200);
      expect((await inject('GET', '/api/user/activeuser', customer.token)).statusCode).toBe(200);
      expect((await inject('POST', '/api/user/two-factor/setup', customer.token)).statusCode).toBe(403);

      await enrol(fresh);
      expect((await inject('GET', '/api/order/today', fresh)).statusCode).toBe(200);
    } finally {
      await setRequirement(admin.token, false);
    }
  });
});
