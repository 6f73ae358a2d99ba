import { describe, expect, it } from 'vitest';
import { refusedFieldMessage } from './refusal.ts';

describe('the message of a field the server refused', () => {
  it('is the key after the field its schema check names', () => {
    expect(
      refusedFieldMessage({
        fieldPath: 'invoice.taxNumber',
        messageKey: 'invoice.taxNumber: taxNumberCheckDigit',
      }),
    ).toBe('taxNumberCheckDigit');
  });

  it('is the key itself when a rule of the server answered it, and none without one', () => {
    expect(refusedFieldMessage({ fieldPath: 'address.zipCode', messageKey: 'zipInvalid' })).toBe(
      'zipInvalid',
    );
    expect(refusedFieldMessage({ fieldPath: 'note' })).toBeUndefined();
  });
});
