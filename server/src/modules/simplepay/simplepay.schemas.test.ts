import { describe, expect, it } from 'vitest';
import { queryAnswerSchema, startAnswerSchema, wholeNumber } from './simplepay.schemas.ts';
import { readAnswer, SimplePayError } from './simplepay.service.ts';
import {
  decodeBackPayload,
  isSimplePaySignature,
  simplePayDate,
  simplePayJson,
  simplePaySignature,
  withReceiveDate,
} from './simplepay.signature.ts';

describe('wholeNumber', () => {
  it.each([2480, 2480.0, '2480', '2480.0', '2480.00', 0])('reads %j as whole forints', (value) => {
    expect(wholeNumber.parse(value)).toBe(Number(value));
  });
  it.each([2480.5, '2480.5', '', 'abc', '-5', -5, null, '1e3'])('refuses %j', (value) => {
    expect(wholeNumber.safeParse(value).success).toBe(false);
  });
});

describe('signature helpers', () => {
  it('escapes slashes, keeps the rest of JSON.stringify', () => {
    expect(simplePayJson({ url: 'https://a.hu/b', name: 'Árvíztűrő' })).toBe(
      '{"url":"https:\\/\\/a.hu\\/b","name":"Árvíztűrő"}',
    );
    expect(JSON.parse(simplePayJson({ url: 'https://a.hu/b' }))).toEqual({ url: 'https://a.hu/b' });
  });

  it('checks a signature exactly, and refuses none or a near miss', () => {
    const signature = simplePaySignature('key', 'body');
    expect(isSimplePaySignature('key', 'body', signature)).toBe(true);
    expect(isSimplePaySignature('key', 'body ', signature)).toBe(false);
    expect(isSimplePaySignature('key', 'body', undefined)).toBe(false);
    expect(isSimplePaySignature('key', 'body', `${signature.slice(0, -2)}A=`)).toBe(false);
    expect(isSimplePaySignature('key', 'body', `${signature}\n`)).toBe(false);
  });

  it('writes dates with an offset and no milliseconds, and adds receiveDate last', () => {
    const date = new Date('2026-11-27T12:15:00.123Z');
    expect(simplePayDate(date)).toBe('2026-11-27T12:15:00+00:00');
    expect(withReceiveDate('{"a":1}\n', date)).toBe('{"a":1,"receiveDate":"2026-11-27T12:15:00+00:00"}\n');
    expect(() => withReceiveDate('[]', date)).toThrow(TypeError);
  });

  it('decodes r whose + turned into a space, and refuses what is not text', () => {
    const r = Buffer.from('{"o":"ő>?"}').toString('base64');
    expect(r).toContain('+');
    expect(decodeBackPayload(r.replaceAll('+', ' '))).toBe('{"o":"ő>?"}');
    expect(decodeBackPayload(Buffer.from([0xff, 0xfe]).toString('base64'))).toBeUndefined();
  });
});

describe('readAnswer', () => {
  const signed = (text: string, status = 200) => ({ status, text, signature: simplePaySignature('k', text) });
  const kindOf = (answer: ReturnType<typeof signed>) => {
    try {
      readAnswer('test', 'k', answer, startAnswerSchema);
    } catch (error) {
      return error instanceof SimplePayError ? error.kind : 'other';
    }
    return 'none';
  };

  it('tells each kind of failure apart', () => {
    expect(kindOf(signed('{}', 502))).toBe('unavailable');
    expect(kindOf(signed('<html>'))).toBe('unavailable');
    expect(kindOf({ ...signed('{"errorCodes":[5321]}'), signature: undefined as unknown as string })).toBe(
      'signature',
    );
    expect(kindOf(signed('{"errorCodes":["5321",5000]}'))).toBe('refused');
    expect(kindOf(signed('{"orderRef":"K-1","transactionId":1}'))).toBe('unavailable');
    expect(kindOf(signed('{"orderRef":"K-1","transactionId":1,"paymentUrl":"javascript:alert(1)"}'))).toBe(
      'unavailable',
    );
  });

  it('reads totals written as strings or with a fraction of zero', () => {
    const text =
      '{"transactions":[{"orderRef":"K-1","transactionId":"500000001","status":"FINISHED","total":"2480.0","remainingTotal":1000.0}],"totalCount":1}';
    const answer = readAnswer('query', 'k', signed(text), queryAnswerSchema);
    expect(answer.transactions[0]).toMatchObject({
      transactionId: 500000001,
      total: 2480,
      remainingTotal: 1000,
    });
  });
});
