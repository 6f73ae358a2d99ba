import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { invoiceSchema } from './invoice.schemas.ts';

const invoice = {
  companyName: 'Példa Kft.',
  taxNumber: '10773381-2-44',
  billingAddress: { zipCode: '1134', city: 'Budapest', street: 'Váci út 12.' },
};

/** Each refused field as its dotted path and message, as the server names them in a 400. */
const problems = (input: unknown) =>
  invoiceSchema
    .safeParse(input)
    .error?.issues.map((issue) => [issue.path.join('.'), issue.message] as const) ?? [];

describe('a company invoice request', () => {
  it('keeps the tax number in one spelling: upper case, without spaces', () => {
    expect(invoiceSchema.parse({ ...invoice, taxNumber: ' hu 1077 3381 ' }).taxNumber).toBe('HU10773381');
    expect(invoiceSchema.parse({ ...invoice, taxNumber: '10773381 -2-44' }).taxNumber).toBe('10773381-2-44');
  });

  it('trims the company name and the billing address', () => {
    const parsed = invoiceSchema.parse({
      ...invoice,
      companyName: '  Példa Kft. ',
      billingAddress: { zipCode: ' 1134 ', city: ' Budapest ', street: ' Váci út 12. ' },
    });
    expect(parsed).toEqual(invoice);
  });

  it('names the tax number with a wrong check digit or a wrong shape', () => {
    expect(problems({ ...invoice, taxNumber: '10773382-2-44' })).toEqual([
      ['taxNumber', 'taxNumberCheckDigit'],
    ]);
    expect(problems({ ...invoice, taxNumber: '1077338' })).toEqual([['taxNumber', 'taxNumberFormat']]);
  });

  it('requires the company name, the tax number and every part of the billing address', () => {
    expect(
      problems({
        companyName: ' ',
        taxNumber: '  ',
        billingAddress: { zipCode: '', city: '', street: ' ' },
      }),
    ).toEqual(
      expect.arrayContaining([
        ['companyName', 'required'],
        ['taxNumber', 'required'],
        ['billingAddress.zipCode', 'required'],
        ['billingAddress.city', 'required'],
        ['billingAddress.street', 'required'],
      ]),
    );
  });

  it('refuses a zip code other than four digits and over-long words', () => {
    expect(problems({ ...invoice, billingAddress: { ...invoice.billingAddress, zipCode: '11345' } })).toEqual(
      [['billingAddress.zipCode', 'zipInvalid']],
    );
    expect(problems({ ...invoice, companyName: 'x'.repeat(121) })).toEqual([['companyName', 'tooLong']]);
    expect(problems({ ...invoice, companyName: 'x'.repeat(120) })).toEqual([]);
  });

  it('can be sent back in an answer: the server encodes orders and users with it', () => {
    expect(z.safeEncode(invoiceSchema, invoice)).toEqual({ success: true, data: invoice });
  });
});
