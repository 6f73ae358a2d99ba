import { localDay, localTime } from '@konyha/domain/restaurant/local-time';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-app.ts';
import { testServerUrl } from '../../../test/database.ts';
import { useTwoFactorApp } from '../../../test/two-factor-app.ts';
import { mailOutbox, users } from '../../db/schema/index.ts';

const twoFactor = useTwoFactorApp({ smtp: true });
const { inject, codeOf, later, loginWith, enrolledUser } = twoFactor;

const wrongRecoveryCode = 'AAAA-BBBB-CCCC-DDDD';

/** The lock mails written for an address (the outbox holds each mail once, sent or not). */
const lockMails = (email: string) =>
  twoFactor.db
    .select({ subject: mailOutbox.subject })
    .from(mailOutbox)
    .where(and(eq(mailOutbox.kind, 'two-factor-locked'), eq(mailOutbox.recipient, email)));

/** The mails the SMTP catcher received for an address, once the outbox had time to send more than one. */
async function receivedBy(email: string) {
  await twoFactor.smtp.mailTo(email);
  await new Promise((resolve) => setTimeout(resolve, 300));
  return twoFactor.smtp.received.filter((mail) => mail.to && JSON.stringify(mail.to).includes(email));
}

function expectLocked(answer: Awaited<ReturnType<typeof inject>>, secondsLeft: number) {
  expect(answer.statusCode, answer.body).toBe(429);
  expect(answer.json()).toMatchObject({ errorType: 'TWO_FACTOR_LOCKED', field: 'code' });
  expect(answer.headers['retry-after']).toBe(String(secondsLeft));
}

describe('the per-account limit on wrong two-factor codes', () => {
  it('locks the account after 5 wrong codes from 5 addresses, refuses even the right code, mails once', async () => {
    const { user, secret } = await enrolledUser('MANAGER');
    for (let i = 0; i < 4; i += 1) {
      const wrong = await loginWith(user, codeOf(secret, -300));
      expect(wrong.statusCode).toBe(401);
      expect(wrong.json().errorType).toBe('WRONG_TWO_FACTOR_CODE');
      later(60);
    }
    const lockedAt = twoFactor.clock.now;
    expectLocked(await loginWith(user, codeOf(secret, -300)), 900);

    later(60);
    expectLocked(await loginWith(user, codeOf(secret)), 840);
    // A login without a code still asks for one; the code step then tells of the lock.
    expect((await loginWith(user)).json().errorType).toBe('TWO_FACTOR_REQUIRED');

    expect(await lockMails(user.email)).toHaveLength(1);
    const [mail, ...more] = await receivedBy(user.email);
    expect(more).toEqual([]);
    expect(mail?.subject).toContain('zároltuk');
    const until = new Date(lockedAt.getTime() + 15 * 60_000);
    expect(mail?.text).toContain(`${localDay(lockedAt)} ${localTime(lockedAt)}`);
    expect(mail?.text).toContain(`${localDay(until)} ${localTime(until)}`);
    expect(mail?.text).toContain('/user/forgot-password');

    later(14 * 60 - 1);
    expectLocked(await loginWith(user, codeOf(secret)), 1);
    later(1);
    const after = await loginWith(user, codeOf(secret));
    expect(after.statusCode, after.body).toBe(200);
    expect(await lockMails(user.email)).toHaveLength(1);
  });

  it('counts recovery codes and the switch-off form in the same window, and keeps a refused recovery code', async () => {
    const { user, token, secret, recoveryCodes } = await enrolledUser('ADMIN');
    await twoFactor.db.update(users).set({ language: 'en' }).where(eq(users.id, user.id));
    const recoveryCode = recoveryCodes[0] as string;

    expect((await loginWith(user, codeOf(secret, -300))).statusCode).toBe(401);
    expect((await loginWith(user, wrongRecoveryCode)).statusCode).toBe(401);
    const disable = await inject('POST', '/api/user/two-factor/disable', token, {
      password: user.password,
      code: codeOf(secret, -300),
    });
    expect(disable.json()).toMatchObject({ errorType: 'WRONG_TWO_FACTOR_CODE' });
    expect((await loginWith(user, 'ZZZZ-ZZZZ-ZZZZ-ZZZZ')).statusCode).toBe(401);
    expectLocked(await loginWith(user, wrongRecoveryCode), 900);

    expectLocked(await loginWith(user, recoveryCode), 900);
    const disableLocked = await inject('POST', '/api/user/two-factor/disable', token, {
      password: user.password,
      code: codeOf(secret),
    });
    expectLocked(disableLocked, 900);
    const [mail] = await receivedBy(user.email);
    expect(mail?.subject).toContain('code check of your account is locked');

    later(15 * 60);
    // The recovery code refused during the lock was never checked, so it still works once.
    expect((await loginWith(user, recoveryCode)).statusCode).toBe(200);
    expect((await inject('GET', '/api/user/two-factor', token)).json().recoveryCodesLeft).toBe(9);
  });

  it('locks exactly once when 20 wrong codes arrive at once (on two instances on PostgreSQL)', async () => {
    const { user, secret } = await enrolledUser('MANAGER');
    let other: TestApp | undefined;
    if (testServerUrl)
      other = await buildTestApp({
        database: twoFactor.database,
        clock: () => twoFactor.clock.now,
        // Either instance may send the mail from the shared outbox.
        env: { SMTP_URL: twoFactor.smtp.url },
      });
    try {
      const code = codeOf(secret, -300);
      const viaOther = (i: number) =>
        (other as TestApp).app.inject({
          method: 'POST',
          url: '/api/user/login',
          payload: { email: user.email, password: user.password, code },
          remoteAddress: `10.61.0.${i + 1}`,
        });
      const answers = await Promise.all(
        Array.from({ length: 20 }, (_, i) => (other && i % 2 ? viaOther(i) : loginWith(user, code))),
      );
      // The checks take turns on the account's row: four wrong codes count, the fifth locks, the rest meet the lock.
      expect(answers.map((a) => a.statusCode).sort()).toEqual([
        ...Array(4).fill(401),
        ...Array(16).fill(429),
      ]);
      expect(await lockMails(user.email)).toHaveLength(1);
      expect(await receivedBy(user.email)).toHaveLength(1);
    } finally {
      await other?.close();
    }
  });
});
