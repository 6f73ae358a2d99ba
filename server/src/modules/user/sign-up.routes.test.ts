import { describe, expect, it } from 'vitest';
import { loggedInUser, login } from '../../../test/factories.ts';
import { linkIn } from '../../../test/smtp.ts';
import { tokenOf, useUserApp } from '../../../test/user-app.ts';

const accounts = useUserApp();
const { inject, signUp } = accounts;

describe('sign-up and e-mail confirmation', () => {
  it('signs up a customer who can log in only after following the e-mailed link', async () => {
    const before = accounts.smtp.received.length;
    expect((await signUp('anna@example.com', { role: 'ADMIN', language: 'en' })).statusCode).toBe(201);
    const mail = await accounts.smtp.mailTo('anna@example.com', before);
    expect(mail.subject).toContain('confirm your e-mail');
    const link = linkIn(mail, '/user/confirmation/');
    expect(link.startsWith('https://shop.example/user/confirmation/')).toBe(true);

    const early = await inject('POST', '/api/user/login', {
      payload: { email: 'anna@example.com', password: 'Titok1234' },
    });
    expect(early.statusCode).toBe(403);
    expect(early.json().errorType).toBe('DISABLED_USER');

    const token = tokenOf(link);
    expect((await inject('GET', `/api/user/confirmation/${token}`)).statusCode).toBe(200);
    const again = await inject('GET', `/api/user/confirmation/${token}`);
    expect(again.json().errorType).toBe('ALREADY_CONFIRMED');

    const jwt = await login(accounts.app, 'ANNA@example.com', 'Titok1234');
    const me = await inject('GET', '/api/user/activeuser', { token: jwt });
    expect(me.json().users[0]).toMatchObject({
      email: 'anna@example.com',
      role: 'CUSTOMER',
      name: 'Kovács Anna',
      addresses: [],
    });
  });

  it('writes the confirmation mail in Hungarian by default', async () => {
    const before = accounts.smtp.received.length;
    await signUp('bela@example.com');
    const mail = await accounts.smtp.mailTo('bela@example.com', before);
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
    const before = accounts.smtp.received.length;
    await signUp('late@example.com');
    const token = tokenOf(
      linkIn(await accounts.smtp.mailTo('late@example.com', before), '/user/confirmation/'),
    );
    await accounts.later(48 * 3600_000 + 1000, async () => {
      expect((await inject('GET', `/api/user/confirmation/${token}`)).json().errorType).toBe(
        'WRONG_CONFIRMATION_CODE',
      );
    });
  });
});

describe('secrets stay secret', () => {
  it('never answers a password hash and never logs a token or password', async () => {
    const { token, user } = await loggedInUser(accounts.app, accounts.db);
    const me = await inject('GET', '/api/user/activeuser', { token });
    expect(me.body).not.toMatch(/argon2|passwordHash|sessionVersion/);
    const logs = accounts.logLines.join('\n');
    expect(logs.length).toBeGreaterThan(0);
    expect(logs).not.toContain(token);
    expect(logs).not.toContain(user.password);
    expect(logs).not.toContain('Titok1234');
  });
});
