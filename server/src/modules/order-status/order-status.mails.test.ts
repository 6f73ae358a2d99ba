import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decide } from '../../../test/decisions.ts';
import { linkIn } from '../../../test/smtp.ts';
import { statusTestApp, tokenOf } from '../../../test/status-app.ts';

let s: Awaited<ReturnType<typeof statusTestApp>>;

beforeAll(async () => {
  s = await statusTestApp();
});
afterAll(() => s.close());

/** The mail's status link opens this very order. */
async function opensOrder(email: string, after: number, subject: string, id: number) {
  const mail = await s.smtp.mailTo(email, after, subject);
  const link = linkIn(mail, '/order-status/');
  expect(link).toMatch(/^https:\/\/konyha\.example\/order-status\/[A-Za-z0-9_-]{32}$/);
  expect(mail.html).toContain(link);
  const status = await s.status(tokenOf(link));
  expect(status.json().number).toBe(id);
  return mail;
}

const setState = (id: number, state: string) =>
  s.app.inject({
    method: 'PUT',
    url: '/api/order/order',
    payload: { id, state },
    headers: s.assistant.headers,
  });

describe('the status link in the guest’s mails, over SMTP', () => {
  it('is in the Hungarian confirmation, acceptance and "on its way" mails', async () => {
    let sent = s.smtp.received.length;
    const { id, email } = await s.place();
    const confirmation = await opensOrder(email, sent, 'megkaptuk', id);
    expect(confirmation.text).toContain('Rendelésed követése');
    sent = s.smtp.received.length;
    await decide(s.app, id, 'accept', { minutes: 30 }, s.assistant.headers);
    await opensOrder(email, sent, 'elfogadtuk', id);
    sent = s.smtp.received.length;
    await setState(id, 'DELIVERING');
    await opensOrder(email, sent, 'úton', id);
  });

  it('is in the English confirmation and refusal mails', async () => {
    let sent = s.smtp.received.length;
    const { id, email } = await s.place({ language: 'en' });
    const confirmation = await opensOrder(email, sent, 'we have your order', id);
    expect(confirmation.text).toContain('Follow your order');
    sent = s.smtp.received.length;
    await decide(s.app, id, 'reject', { reason: 'TOO_BUSY' }, s.assistant.headers);
    const refusal = await opensOrder(email, sent, 'declined', id);
    expect(refusal.text).toContain('we have too many orders right now');
  });

  it('gives every mail a link of its own', async () => {
    const sent = s.smtp.received.length;
    const { id, email, token } = await s.place();
    await decide(s.app, id, 'accept', { minutes: 30 }, s.assistant.headers);
    const links = [
      linkIn(await s.smtp.mailTo(email, sent, 'megkaptuk'), '/order-status/'),
      linkIn(await s.smtp.mailTo(email, sent, 'elfogadtuk'), '/order-status/'),
    ].map(tokenOf);
    expect(new Set([...links, token]).size).toBe(3);
  });
});
