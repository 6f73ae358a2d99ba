import { describe, expect, it } from 'vitest';
import { cardDataSchema } from './card.ts';

const now = new Date('2026-11-20T12:00:00Z');
const card = {
  cardNumber: '4111 1111 1111 1111',
  expMonth: '12',
  expYear: '2028',
  cardHolderName: 'Kovács Anna',
  cvn: '123',
};
const problem = (changes: object) => {
  const result = cardDataSchema(now).safeParse({ ...card, ...changes });
  return result.success ? undefined : result.error.issues[0]?.message;
};

describe('card form', () => {
  it('accepts a valid Visa card and strips spaces from the number', () => {
    expect(cardDataSchema(now).parse(card).cardNumber).toBe('4111111111111111');
  });

  it('says the number is too short below 13 digits', () => {
    expect(problem({ cardNumber: '411111111111' })).toBe('cardNumberTooShort');
  });

  it('says the card type is incorrect for an unknown brand or a failed checksum', () => {
    expect(problem({ cardNumber: '3530111333300000' })).toBe('cardTypeIncorrect');
    expect(problem({ cardNumber: '4111111111111112' })).toBe('cardTypeIncorrect');
  });

  it('takes a card until the end of its expiry month and refuses it after', () => {
    expect(problem({ expMonth: '11', expYear: '2026' })).toBeUndefined();
    expect(problem({ expMonth: '10', expYear: '2026' })).toBe('cardExpiryWrong');
    expect(problem({ expMonth: '13' })).toBe('cardExpiryWrong');
  });

  it('wants a three-digit security code', () => {
    expect(problem({ cvn: '12' })).toBe('cvnTooShort');
    expect(problem({ cvn: '1234' })).toBe('cvnTooShort');
  });
});
