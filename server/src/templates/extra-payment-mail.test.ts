import { instantOf } from '@konyha/domain/restaurant/local-time';
import { describe, expect, it } from 'vitest';
import { extraPaymentMail } from './extra-payment-mail.ts';

const url = 'https://sandbox.simplepay.hu/pay/124';
/** Amounts are written with no-break spaces. */
const nbsp = (text: string) => text.replaceAll(' ', '\u00a0');
const now = instantOf('2026-11-20', '12:00');
const order = { id: 41, name: 'Kiss Anna', email: 'anna@example.com', language: 'hu', total: 6460 };

describe('the mail of an extra to pay after staff changed an order paid online', () => {
  it('gives the new total, the extra, until when the link takes it and that the courier collects it after, in Hungarian', () => {
    const mail = extraPaymentMail(
      order,
      { url, amount: 990, expiresAt: instantOf('2026-11-20', '12:15') },
      now,
    );
    expect(mail.to).toBe('anna@example.com');
    expect(mail.subject).toContain('különbözetét (#41)');
    expect(mail.text).toContain(`Az új végösszeg ${nbsp('6 460 Ft')}, ez ${nbsp('990 Ft')}-tal több`);
    expect(mail.text).toContain('12:15-ig fizetheted ki online');
    expect(mail.text).toContain('a futár kéri el átadáskor');
    expect(mail.text).toContain(`${nbsp('990 Ft')} kifizetése: ${url}`);
    expect(mail.html).toContain(`href="${url}"`);
  });

  it('writes English to an English order, with the day of a link valid past midnight', () => {
    const expiresAt = instantOf('2026-11-21', '00:10');
    const mail = extraPaymentMail({ ...order, language: 'en' }, { url, amount: 990, expiresAt }, now);
    expect(mail.subject).toContain('pay the difference of your changed order (#41)');
    expect(mail.text).toContain(
      `Its new total is ${nbsp('6,460 Ft')}, ${nbsp('990 Ft')} more than you paid online.`,
    );
    expect(mail.text).toContain('until 2026-11-21 00:10');
    expect(mail.text).toContain(`Pay ${nbsp('990 Ft')}: ${url}`);
  });
});
