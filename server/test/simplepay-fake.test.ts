import { createHmac, randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeSimplePay, fakeErrorCodes, startFakeSimplePay } from './simplepay-fake.ts';

// The fake's own behaviour where Konyha's client does not reach it: validation, the payment page, bad receipts.

let fake: FakeSimplePay;
let ipnReceiver: Server;
const ipnBodies: string[] = [];
let ipnAnswer: (raw: string) => { status: number; body: string; signature?: string } = () => ({
  status: 200,
  body: '',
});

const sign = (key: string, text: string) => createHmac('sha384', key).update(text).digest('base64');
const startBody = (fields: Record<string, unknown> = {}) => ({
  salt: randomBytes(16).toString('hex'),
  merchant: fake.accounts.HUF.merchant,
  orderRef: `F-${randomBytes(4).toString('hex')}`,
  currency: 'HUF',
  customerEmail: 'vendeg@example.hu',
  language: 'EN',
  sdkVersion: 'Test_1.0',
  methods: ['CARD'],
  total: '12480',
  timeout: '2030-01-01T12:00:00+00:00',
  url: 'http://127.0.0.1:1/back?x=1',
  invoice: {
    name: 'Kovács Anna',
    country: 'hu',
    state: 'Budapest',
    city: 'Budapest',
    zip: '1134',
    address: 'Váci út 1.',
  },
  ...fields,
});
async function post(path: string, body: unknown, key: string | null = fake.accounts.HUF.secretKey) {
  const text = JSON.stringify(body).replaceAll('/', '\\/');
  const response = await fetch(`${fake.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(key && { signature: sign(key, text) }) },
    body: text,
  });
  const answer = await response.text();
  return {
    json: JSON.parse(answer) as Record<string, unknown>,
    raw: answer,
    signature: response.headers.get('signature'),
  };
}

beforeAll(async () => {
  fake = await startFakeSimplePay();
  ipnReceiver = createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const raw = Buffer.concat(chunks).toString('utf8');
    ipnBodies.push(raw);
    const { status, body, signature } = ipnAnswer(raw);
    res.writeHead(status, { 'content-type': 'application/json', ...(signature && { signature }) }).end(body);
  });
  await new Promise<void>((resolve) => ipnReceiver.listen(0, '127.0.0.1', resolve));
  fake.ipnUrl = `http://127.0.0.1:${(ipnReceiver.address() as AddressInfo).port}/ipn`;
});
afterAll(async () => {
  await fake.close();
  await new Promise((resolve) => ipnReceiver.close(resolve));
});

describe('the API', () => {
  it('lists every missing field of a start at once, signed', async () => {
    const { json, raw, signature } = await post(
      '/v2/start',
      startBody({ customerEmail: '', invoice: {}, url: 'x' }),
    );
    expect(json.errorCodes).toEqual([
      fakeErrorCodes.email,
      fakeErrorCodes.url,
      fakeErrorCodes.invoiceName,
      fakeErrorCodes.invoiceCity,
      fakeErrorCodes.invoiceZip,
      fakeErrorCodes.invoiceAddress,
    ]);
    expect(signature).toBe(sign(fake.accounts.HUF.secretKey, raw));
  });

  it('refuses a missing or wrong signature with 5321, and an unknown merchant unsigned', async () => {
    expect((await post('/v2/start', startBody(), null)).json.errorCodes).toEqual([5321]);
    expect((await post('/v2/start', startBody(), fake.accounts.HUF_SZEP.secretKey)).json.errorCodes).toEqual([
      5321,
    ]);
    const unknown = await post('/v2/start', startBody({ merchant: 'NOBODY' }));
    expect(unknown.json.errorCodes).toEqual([fakeErrorCodes.merchantUnknown]);
    expect(unknown.signature).toBeNull();
    expect(fake.requests.at(-1)?.signatureValid).toBe(false);
  });

  it('refuses a second start of the same orderRef and a refund of an unpaid payment', async () => {
    const body = startBody();
    expect((await post('/v2/start', body)).json.transactionId).toEqual(expect.any(Number));
    const again = await post('/v2/start', { ...body, salt: randomBytes(16).toString('hex') });
    expect(again.json.errorCodes).toEqual([fakeErrorCodes.orderRefTaken]);
    const refund = startBody({ orderRef: body.orderRef, refundTotal: 100 });
    expect((await post('/v2/refund', refund)).json.errorCodes).toEqual([fakeErrorCodes.wrongState]);
  });
});

describe('the payment page', () => {
  it('shows an accessible form, and paying posts the IPN then returns the guest', async () => {
    const body = startBody();
    const { json } = await post('/v2/start', body);
    const html = await (await fetch(String(json.paymentUrl))).text();
    expect(html).toContain('<html lang="en">');
    expect(html).toContain('<h1>SimplePay (test)</h1>');
    expect(html).toMatch(/12\s480 HUF/);
    expect(html).toContain('<button type="submit" name="action" value="pay">Fizetés / Pay</button>');
    expect(html).toContain('value="cancel">Mégse / Cancel</button>');

    ipnAnswer = (raw) => {
      const receipt = `${raw.slice(0, -1)},"receiveDate":"2030-01-01T12:00:00+00:00"}`;
      return { status: 200, body: receipt, signature: sign(fake.accounts.HUF.secretKey, receipt) };
    };
    const paid = await fetch(String(json.paymentUrl), {
      method: 'POST',
      body: new URLSearchParams({ action: 'pay' }),
      redirect: 'manual',
    });
    expect(paid.status).toBe(302);
    const location = paid.headers.get('location') ?? '';
    expect(location).toMatch(/^http:\/\/127\.0\.0\.1:1\/back\?x=1&r=[^&]+&s=.+$/);
    const r = new URL(location).searchParams.get('r')?.replaceAll(' ', '+') ?? '';
    expect(JSON.parse(Buffer.from(r, 'base64').toString())).toEqual({
      r: 0,
      t: json.transactionId,
      e: 'SUCCESS',
      m: fake.accounts.HUF.merchant,
      o: body.orderRef,
    });
    expect(JSON.parse(ipnBodies.at(-1) ?? '')).toMatchObject({ orderRef: body.orderRef, status: 'FINISHED' });
    expect(fake.ipnAnswers.at(-1)).toEqual({ orderRef: body.orderRef, status: 200, receiptValid: true });
    expect(fake.payments.get(body.orderRef)?.status).toBe('FINISHED');
    expect((await fetch(String(json.paymentUrl))).status).toBe(409);
  });

  it('records a receipt that is not the body plus receiveDate, or is unsigned, as invalid', async () => {
    const body = startBody();
    await post('/v2/start', body);
    ipnAnswer = (raw) => ({ status: 200, body: raw, signature: sign(fake.accounts.HUF.secretKey, raw) });
    expect(await fake.sendIpn(body.orderRef, 'FINISHED')).toBe(200);
    expect(fake.ipnAnswers.at(-1)?.receiptValid).toBe(false);
    ipnAnswer = (raw) => ({
      status: 200,
      body: `${raw.slice(0, -1)},"receiveDate":"2030-01-01T12:00:00+00:00"}`,
    });
    await fake.sendIpn(body.orderRef, 'FINISHED', { total: 12480 });
    expect(JSON.parse(ipnBodies.at(-1) ?? '')).toMatchObject({ total: 12480 });
    expect(fake.ipnAnswers.at(-1)?.receiptValid).toBe(false);
  });

  it('cancelling sets CANCELLED and returns the guest with CANCEL', async () => {
    const body = startBody({ language: 'HU' });
    const { json } = await post('/v2/start', body);
    expect(await (await fetch(String(json.paymentUrl))).text()).toContain('<html lang="hu">');
    const cancelled = await fetch(String(json.paymentUrl), {
      method: 'POST',
      body: new URLSearchParams({ action: 'cancel' }),
      redirect: 'manual',
    });
    const r =
      new URL(cancelled.headers.get('location') ?? '').searchParams.get('r')?.replaceAll(' ', '+') ?? '';
    expect(JSON.parse(Buffer.from(r, 'base64').toString())).toMatchObject({ e: 'CANCEL' });
    expect(fake.payments.get(body.orderRef)?.status).toBe('CANCELLED');
  });
});
