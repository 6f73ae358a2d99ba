import { describe, expect, it } from 'vitest';
import { createUser, loggedInUser, login } from '../../../test/factories.ts';
import { linkIn } from '../../../test/smtp.ts';
import { tokenOf, useUserApp } from '../../../test/user-app.ts';

const accounts = useUserApp();
const { inject } = accounts;

describe('forgotten password', () => {
  it('mails a one-time link that sets a new password and ends every session', async () => {
    const { user, token } = await loggedInUser(accounts.app, accounts.db);
    const before = accounts.smtp.received.length;
    const asked = await inject('POST', '/api/user/forgotPassword', {
      payload: { email: user.email, language: 'en' },
      ip: '10.3.0.1',
    });
    expect(asked.statusCode).toBe(200);
    const link = linkIn(await accounts.smtp.mailTo(user.email, before), '/user/forgot-password/');
    const resetToken = tokenOf(link);

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
    await login(accounts.app, user.email, 'Friss-Jelszo9');
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

    const user = await createUser(accounts.db);
    const before = accounts.smtp.received.length;
    await inject('POST', '/api/user/forgotPassword', { payload: { email: user.email }, ip: '10.3.0.3' });
    const resetToken = tokenOf(
      linkIn(await accounts.smtp.mailTo(user.email, before), '/user/forgot-password/'),
    );
    await accounts.later(3600_000 + 1000, async () => {
      const late = await inject('PUT', `/api/user/forgotPassword/${resetToken}`, {
        payload: { password: 'Friss-Jelszo9' },
      });
      expect(late.json().errorType).toBe('INVALID_TOKEN');
    });
  });
});
