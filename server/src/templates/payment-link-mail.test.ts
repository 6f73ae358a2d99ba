import { instantOf } from '@konyha/domain/restaurant/local-time';
import { anOrder, anOrderLine } from '@konyha/domain/testing/order.fixture';
import { describe, expect, it } from 'vitest';
import { paymentLinkMail } from './payment-link-mail.ts';

const url = 'https://sandbox.simplepay.hu/pay/123';
/** Amounts are written with no-break spaces. */
const nbsp = (text: string) => text.replaceAll(' ', '\u00a0');
const now = instantOf('2026-11-20', '12:00');
const order = (changes: Parameters<typeof anOrder>[0] = {}) =>
  anOrder({
    id: 41,
    name: 'Kiss Anna',
    email: 'anna@example.com',
    products: [anOrderLine()],
    total: 5470,
    payment: 'CREDIT_CARD_ONLINE',
    language: 'hu',
    ...changes,
  });

describe('the payment link mail of an order taken by phone', () => {
  it('asks for the amount by card, lists the items and says until when the link is valid, in Hungarian', () => {
    const mail = paymentLinkMail(
      order(),
      { url, amount: 5470, expiresAt: instantOf('2026-11-20', '12:15') },
      now,
    );
    expect(mail.to).toBe('anna@example.com');
    expect(mail.subject).toContain('fizesd ki online a rendelésed (#41)');
    expect(mail.text).toContain(`fizesd ki online bankkártyával: ${nbsp('5 470 Ft')}`);
    expect(mail.text).toContain('Gulyásleves');
    expect(mail.text).toContain('12:15-ig érvényes');
    expect(mail.text).toContain(`Fizetés online: ${url}`);
    expect(mail.html).toContain(`href="${url}"`);
  });

  it('names a SZÉP card in English and the day of a link valid past midnight', () => {
    const expiresAt = instantOf('2026-11-21', '00:10');
    const mail = paymentLinkMail(
      order({ language: 'en', payment: 'SZEP_CARD_ONLINE' }),
      { url, amount: 5470, expiresAt },
      now,
    );
    expect(mail.subject).toContain('pay for your order online (#41)');
    expect(mail.text).toContain(`with your SZÉP card: ${nbsp('5,470 Ft')}`);
    expect(mail.text).toContain('valid until 2026-11-21 00:10');
    expect(mail.text).toContain(`Pay online: ${url}`);
  });
});
