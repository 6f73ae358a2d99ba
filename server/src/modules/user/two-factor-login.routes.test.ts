import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/build-app.ts';
import { testServerUrl } from '../../../test/database.ts';
import { loggedInUser } from '../../../test/factories.ts';
import { useTwoFactorApp } from '../../../test/two-factor-app.ts';

const twoFactor = useTwoFactorApp();
const { inject, codeOf, later, loginWith, enrol, enrolledUser, setRequirement, logLines } = twoFactor;

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
    const other = await buildTestApp({ database: twoFactor.database, clock: () => twoFactor.clock.now });
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

describe('an ADMIN requires two-factor login of staff', () => {
  it('lets only an ADMIN read or change the requirement', async () => {
    const admin = await enrolledUser('ADMIN');
    for (const role of ['CUSTOMER', 'SHOP_ASSISTANT', 'MANAGER'] as const) {
      const { token } = await loggedInUser(twoFactor.app, twoFactor.db, { role });
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
    const assistant = await loggedInUser(twoFactor.app, twoFactor.db, {
      role: 'SHOP_ASSISTANT',
    });
    const customer = await loggedInUser(twoFactor.app, twoFactor.db, { role: 'CUSTOMER' });
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
