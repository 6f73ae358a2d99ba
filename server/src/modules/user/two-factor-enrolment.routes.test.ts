import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { loggedInUser } from '../../../test/factories.ts';
import { useTwoFactorApp } from '../../../test/two-factor-app.ts';
import { recoveryCodes, users } from '../../db/schema/index.ts';

const twoFactor = useTwoFactorApp();
const { inject, codeOf, later, loginWith, enrolledUser } = twoFactor;

describe('enrolment', () => {
  it('shows a manager a QR code and the secret as text, and switches on with the first code', async () => {
    const { token, user } = await loggedInUser(twoFactor.app, twoFactor.db, { role: 'MANAGER' });
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
    const stored = await twoFactor.db.select().from(recoveryCodes).where(eq(recoveryCodes.userId, user.id));
    expect(
      stored.map((r) => r.codeHash).some((h) => codes.some((c) => h.includes(c.replace(/-/g, '')))),
    ).toBe(false);
    const [row] = await twoFactor.db.select().from(users).where(eq(users.id, user.id));
    expect(row).toMatchObject({ totpSecret: setup.secret, totpPendingSecret: null });

    const again = await inject('POST', '/api/user/two-factor/setup', token);
    expect(again.statusCode).toBe(409);
    later(30);
  });

  it('refuses enrolment to customers and, while it is not required, to shop assistants', async () => {
    for (const role of ['CUSTOMER', 'SHOP_ASSISTANT'] as const) {
      const { token } = await loggedInUser(twoFactor.app, twoFactor.db, { role });
      const setup = await inject('POST', '/api/user/two-factor/setup', token);
      expect(setup.statusCode).toBe(403);
      expect(setup.json().errorType).toBe('FORBIDDEN');
    }
    expect((await inject('POST', '/api/user/two-factor/setup')).statusCode).toBe(401);
  });

  it('refuses a confirmation before any setup', async () => {
    const { token } = await loggedInUser(twoFactor.app, twoFactor.db, { role: 'ADMIN' });
    expect((await inject('POST', '/api/user/two-factor/confirm', token, { code: '123456' })).statusCode).toBe(
      409,
    );
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
    const left = await twoFactor.db.select().from(recoveryCodes).where(eq(recoveryCodes.userId, user.id));
    expect(left).toEqual([]);
  });

  it('lets an ADMIN switch it off for someone who lost the phone, and nobody else', async () => {
    const lost = await enrolledUser('MANAGER');
    const manager = await loggedInUser(twoFactor.app, twoFactor.db, { role: 'MANAGER' });
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
