import { createHmac } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeSimplePay, startFakeSimplePay } from '../../../test/simplepay-fake.ts';
import {
  createSimplePayClient,
  type SimplePayClient,
  type SimplePayCurrency,
  SimplePayError,
  type SimplePayIpn,
  type SimplePayStart,
} from './simplepay.service.ts';

let fake: FakeSimplePay;
let client: SimplePayClient;
let receiver: Server;
/** What the test's IPN endpoint read of each IPN (undefined: refused). */
const readIpns: Array<SimplePayIpn | undefined> = [];
let nextRef = 1;

const hmac = (key: string, text: string) => createHmac('sha384', key).update(text).digest('base64');
const fixedNow = new Date('2026-11-27T11:00:00.000Z');

beforeAll(async () => {
  fake = await startFakeSimplePay();
  client = createSimplePayClient({ baseUrl: `${fake.url}/`, accounts: fake.accounts, clock: () => fixedNow });
  // Konyha's IPN endpoint in miniature: read, then answer the receipt or refuse.
  receiver = createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const raw = Buffer.concat(chunks).toString('utf8');
    const ipn = client.readIpn(raw, req.headers.signature as string | undefined);
    readIpns.push(ipn);
    if (!ipn) return void res.writeHead(400).end();
    const receipt = client.ipnReceipt(raw, ipn.currency);
    res
      .writeHead(200, { 'content-type': 'application/json', signature: receipt.signature })
      .end(receipt.body);
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  fake.ipnUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/api/payment/simplepay/ipn`;
});
afterAll(async () => {
  await fake.close();
  await new Promise((resolve) => receiver.close(resolve));
});

const startOf = (currency: SimplePayCurrency = 'HUF', total = 4980): SimplePayStart => ({
  orderRef: `K-${nextRef++}`,
  currency,
  total,
  customerEmail: 'vendeg@example.hu',
  language: 'hu',
  timeout: new Date(Date.now() + 15 * 60_000),
  backUrl: 'https://konyha.example/api/payment/simplepay/back',
  invoice: { name: 'Kovács Anna', city: 'Budapest', zip: '1134', address: 'Váci út 12.' },
});
const lastRequest = () => fake.requests.at(-1);
/** The r and s of a back URL, decoded as a web server decodes a query (a `+` turns into a space). */
const queryOf = (url: string) => {
  const params = new URL(url).searchParams;
  return { r: params.get('r') ?? '', s: params.get('s') ?? '' };
};
async function paidOrder(total = 4980) {
  const request = startOf('HUF', total);
  await client.start(request);
  await fake.complete(request.orderRef, 'FINISHED', { ipn: false });
  return request.orderRef;
}
async function failureOf(promise: Promise<unknown>): Promise<SimplePayError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(SimplePayError);
  return error as SimplePayError;
}

describe('start', () => {
  it('answers the payment page and is signed with the HUF account’s key', async () => {
    const request = startOf();
    const started = await client.start(request);
    const seen = lastRequest();
    expect(seen?.path).toBe('/payment/v2/start');
    expect(seen?.signatureValid).toBe(true);
    expect(started.paymentUrl).toMatch(new RegExp(`/pay/${started.transactionId}$`));
    expect(fake.payments.get(request.orderRef)).toMatchObject({
      status: 'INIT',
      total: 4980,
      currency: 'HUF',
    });
    expect(seen?.body).toMatchObject({
      merchant: fake.accounts.HUF.merchant,
      currency: 'HUF',
      language: 'HU',
      methods: ['CARD'],
      sdkVersion: 'Konyha_1.0',
      invoice: { country: 'hu', state: 'Budapest', zip: '1134' },
    });
    expect(seen?.body).toMatchObject({
      salt: expect.stringMatching(/^[0-9a-f]{32}$/),
      timeout: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\+00:00$/),
    });
  });

  it('escapes slashes as SimplePay’s SDKs do, and signs the escaped text', async () => {
    await client.start(startOf());
    const seen = lastRequest();
    expect(seen?.raw).toContain('"url":"https:\\/\\/konyha.example\\/api\\/payment\\/simplepay\\/back"');
    expect(seen?.raw).not.toContain('://');
    expect(seen?.signatureValid).toBe(true);
  });

  it('signs a SZÉP card payment with the second account’s key', async () => {
    const request = startOf('HUF_SZEP');
    await client.start(request);
    expect(lastRequest()?.signatureValid).toBe(true);
    expect(lastRequest()?.body).toMatchObject({
      merchant: fake.accounts.HUF_SZEP.merchant,
      currency: 'HUF_SZEP',
    });
    expect(fake.payments.get(request.orderRef)?.currency).toBe('HUF_SZEP');
  });

  it('is refused when the key is not the merchant’s', async () => {
    const accounts = { HUF_SZEP: { ...fake.accounts.HUF_SZEP, secretKey: fake.accounts.HUF.secretKey } };
    const wrong = createSimplePayClient({ baseUrl: fake.url, accounts });
    // SimplePay refuses with 5321, signed with the real key, which this client cannot verify either.
    const error = await failureOf(wrong.start(startOf('HUF_SZEP')));
    expect(lastRequest()?.signatureValid).toBe(false);
    expect(error.kind).toBe('signature');
  });

  it('knows which accounts it has, and refuses a currency without one', async () => {
    const hufOnly = createSimplePayClient({ baseUrl: fake.url, accounts: { HUF: fake.accounts.HUF } });
    expect(hufOnly.has('HUF')).toBe(true);
    expect(hufOnly.has('HUF_SZEP')).toBe(false);
    await expect(hufOnly.start(startOf('HUF_SZEP'))).rejects.toThrow(/no HUF_SZEP account/);
    await expect(client.start(startOf('HUF', 12.5))).rejects.toThrow(RangeError);
  });
});

describe('failures', () => {
  it.each([
    ['errorCodes', 'refused'],
    ['http500', 'unavailable'],
    ['timeout', 'unavailable'],
    ['badSignature', 'signature'],
  ] as const)('%s answers a SimplePayError of kind %s', async (how, kind) => {
    const quick = createSimplePayClient({ baseUrl: fake.url, accounts: fake.accounts, timeoutMs: 300 });
    fake.failNext('start', how);
    const error = await failureOf(quick.start(startOf()));
    expect(error.kind).toBe(kind);
    if (kind === 'refused') expect(error.errorCodes).toEqual([5000]);
    // Only the next call fails.
    await expect(quick.start(startOf())).resolves.toMatchObject({ paymentUrl: expect.any(String) });
  });

  it('is unavailable when nothing listens, and never names the key', async () => {
    const gone = createSimplePayClient({ baseUrl: 'http://127.0.0.1:9/payment', accounts: fake.accounts });
    const error = await failureOf(gone.query('HUF', ['K-x']));
    expect(error.kind).toBe('unavailable');
    expect(`${error.message}${error.stack}`).not.toContain(fake.accounts.HUF.secretKey);
  });
});

describe('the guest’s return', () => {
  it('reads the fake’s r and s, and refuses a forged s, a tampered r and an unknown merchant', async () => {
    const request = startOf();
    const { transactionId } = await client.start(request);
    const { r, s } = queryOf(fake.backUrl(request.orderRef, 'SUCCESS'));
    expect(client.readBack(r, s)).toEqual({
      event: 'SUCCESS',
      orderRef: request.orderRef,
      transactionId,
      merchant: fake.accounts.HUF.merchant,
      currency: 'HUF',
    });
    const forged = queryOf(fake.backUrl(request.orderRef, 'SUCCESS', { forgeSignature: true }));
    expect(client.readBack(forged.r, forged.s)).toBeUndefined();
    const cancel = queryOf(fake.backUrl(request.orderRef, 'CANCEL'));
    expect(client.readBack(cancel.r, s)).toBeUndefined();
    const tampered = Buffer.from(
      Buffer.from(r, 'base64')
        .toString()
        .replace(`"t":${transactionId}`, `"t":${transactionId + 1}`),
    ).toString('base64');
    expect(client.readBack(tampered, s)).toBeUndefined();
    expect(client.readBack('bm90IGpzb24=', s)).toBeUndefined();
    const szepOnly = createSimplePayClient({
      baseUrl: fake.url,
      accounts: { HUF_SZEP: fake.accounts.HUF_SZEP },
    });
    expect(szepOnly.readBack(r, s)).toBeUndefined();
  });

  it('takes a space in s for the + it was', () => {
    const { merchant, secretKey } = fake.accounts.HUF_SZEP;
    let payload = '';
    let s = '';
    for (let i = 0; !s.includes('+'); i++) {
      payload = JSON.stringify({ r: 0, t: 500000999, e: 'FAIL', m: merchant, o: `K-plus-${i}` });
      s = hmac(secretKey, payload);
    }
    const r = Buffer.from(payload).toString('base64');
    expect(client.readBack(r, s.replaceAll('+', ' '))).toMatchObject({ event: 'FAIL', currency: 'HUF_SZEP' });
  });
});

describe('IPN', () => {
  it('reads a signed IPN and answers the receipt SimplePay checks', async () => {
    const request = startOf('HUF_SZEP');
    const { transactionId } = await client.start(request);
    const { ipnStatuses } = await fake.complete(request.orderRef, 'FINISHED', { total: 4980 });
    expect(ipnStatuses).toEqual([200]);
    expect(fake.ipnAnswers.at(-1)).toEqual({ orderRef: request.orderRef, status: 200, receiptValid: true });
    expect(readIpns.at(-1)).toEqual({
      merchant: fake.accounts.HUF_SZEP.merchant,
      currency: 'HUF_SZEP',
      orderRef: request.orderRef,
      transactionId,
      status: 'FINISHED',
      total: 4980,
    });
  });

  it('refuses a forged or missing signature', async () => {
    const request = startOf();
    await client.start(request);
    expect(await fake.sendIpn(request.orderRef, 'FINISHED', { forgeSignature: true })).toBe(400);
    expect(fake.ipnAnswers.at(-1)).toMatchObject({ status: 400, receiptValid: false });
    const body = `{"salt":"x","orderRef":"${request.orderRef}","merchant":"${fake.accounts.HUF.merchant}","transactionId":1,"status":"FINISHED"}`;
    expect(client.readIpn(body, undefined)).toBeUndefined();
    expect(client.readIpn(body, hmac(fake.accounts.HUF.secretKey, body))).toMatchObject({
      status: 'FINISHED',
    });
    expect(client.readIpn(body, hmac(fake.accounts.HUF_SZEP.secretKey, body))).toBeUndefined();
    expect(
      client.readIpn('{"merchant":1}', hmac(fake.accounts.HUF.secretKey, '{"merchant":1}')),
    ).toBeUndefined();
  });

  it('answers the raw body with receiveDate inserted, signed with the currency’s key', () => {
    const raw =
      '{"salt":"a","orderRef":"K-1","merchant":"M","transactionId":500000001.0,"status":"FINISHED"}';
    const receipt = client.ipnReceipt(raw, 'HUF');
    expect(receipt.body).toBe(`${raw.slice(0, -1)},"receiveDate":"2026-11-27T11:00:00+00:00"}`);
    expect(receipt.signature).toBe(hmac(fake.accounts.HUF.secretKey, receipt.body));
  });
});

describe('query and refund', () => {
  it('queries a payment, refunds part and the rest, and refuses what is beyond the remainder', async () => {
    const orderRef = await paidOrder(4980);
    const [paid] = await client.query('HUF', [orderRef]);
    expect(paid).toMatchObject({ orderRef, status: 'FINISHED', total: 4980, remainingTotal: 4980 });
    const partial = await client.refund({ currency: 'HUF', orderRef, total: 1000 });
    expect(partial.remainingTotal).toBe(3980);
    expect(await client.query('HUF', [orderRef])).toMatchObject([{ remainingTotal: 3980 }]);
    const tooMuch = await failureOf(client.refund({ currency: 'HUF', orderRef, total: 3981 }));
    expect(tooMuch).toMatchObject({ kind: 'refused', errorCodes: [5325] });
    const rest = await client.refund({ currency: 'HUF', orderRef, total: 3980 });
    expect(rest).toEqual({ refundTransactionId: partial.refundTransactionId + 1, remainingTotal: 0 });
    expect(await client.query('HUF', [orderRef])).toMatchObject([{ status: 'REFUND', remainingTotal: 0 }]);
    const again = await failureOf(client.refund({ currency: 'HUF', orderRef, total: 3980 }));
    expect(again.kind).toBe('refused');
  });

  it('finds nothing of another account, and asks nothing for no references', async () => {
    const orderRef = await paidOrder();
    expect(await client.query('HUF_SZEP', [orderRef])).toEqual([]);
    const before = fake.requests.length;
    expect(await client.query('HUF', [])).toEqual([]);
    expect(fake.requests.length).toBe(before);
  });
});
