import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

// A local stand-in for OTP SimplePay API v2. It signs and checks with its own few lines of HMAC rather than
// Konyha's, so a mistake in Konyha's signing shows up as a refusal here instead of agreeing with itself.

type Currency = 'HUF' | 'HUF_SZEP';
type Endpoint = 'start' | 'query' | 'refund';
type Failure = 'errorCodes' | 'http500' | 'timeout' | 'badSignature';
type Outcome = 'FINISHED' | 'CANCELLED' | 'TIMEOUT' | 'NOTAUTHORIZED';
type BackEvent = 'SUCCESS' | 'FAIL' | 'CANCEL' | 'TIMEOUT';
type Json = Record<string, unknown>;

export interface FakePayment {
  orderRef: string;
  transactionId: number;
  merchant: string;
  currency: Currency;
  total: number;
  /** Forints paid back so far. */
  refunded: number;
  status: string;
  backUrl: string;
  customerEmail: string;
  language: string;
  paymentDate?: string;
  finishDate?: string;
  /** The start request's body as Konyha sent it. */
  request: Json;
  refunds: Array<{ refundTransactionId: number; total: number }>;
}

export interface FakeSimplePay {
  url: string;
  accounts: Record<Currency, { merchant: string; secretKey: string }>;
  ipnUrl: string | undefined;
  payments: Map<string, FakePayment>;
  /** Every API request; `raw` is the body's text exactly as it arrived (the signed bytes). */
  requests: Array<{ path: string; body: unknown; raw: string; signatureValid: boolean }>;
  ipnAnswers: Array<{ orderRef: string; status: number; receiptValid: boolean }>;
  failNext(endpoint: Endpoint, how: Failure, times?: number): void;
  complete(
    orderRef: string,
    outcome: Outcome,
    options?: { ipn?: boolean; ipnTimes?: number; total?: number; forgeSignature?: boolean },
  ): Promise<{ backUrl: string; ipnStatuses: number[] }>;
  sendIpn(
    orderRef: string,
    status: string,
    options?: { total?: number; forgeSignature?: boolean },
  ): Promise<number>;
  backUrl(orderRef: string, event: BackEvent, options?: { forgeSignature?: boolean }): string;
  close(): Promise<void>;
}

/**
 * The errorCodes the fake answers. 5321 for a bad signature and 5325 for a refund above what remains are fixed by
 * Konyha's integration contract (SimplePay's list reads 5321 as a format error, what a body signed with another
 * key looks like to it, and 5325 as an invalid URL, which the fake also answers for a bad back URL). The others
 * carry the meanings of SimplePay's published v2 list. Konyha treats every code alike (`refused`).
 */
export const fakeErrorCodes = {
  general: 5000, // failNext(…, 'errorCodes')
  merchantUnknown: 5010,
  transactionUnknown: 5011,
  orderRefTaken: 5013,
  wrongState: 5022, // refund of a payment that is not paid
  merchantMissing: 5201,
  orderRefMissing: 5213,
  methods: 5217,
  email: 5219,
  language: 5220,
  currency: 5223,
  timeout: 5227,
  currencyOfAccount: 5307,
  invoiceName: 5309,
  invoiceCity: 5310,
  invoiceZip: 5311,
  invoiceAddress: 5312,
  sdkVersion: 5320,
  signature: 5321,
  total: 5324,
  refundAmount: 5110, // a refund of zero, a fraction or no number
  refundTooMuch: 5325, // also a second full refund: nothing remains
  url: 5325,
  idsMissing: 5339, // query without orderRefs or transactionIds, refund without orderRef or transactionId
  salt: 5401,
} as const;

const sign = (key: string, text: string) => createHmac('sha384', key).update(text, 'utf8').digest('base64');
const verify = (key: string, text: string, signature: string | undefined) => {
  const expected = Buffer.from(sign(key, text));
  const given = Buffer.from(signature ?? '');
  return given.length === expected.length && timingSafeEqual(given, expected);
};
/** As SimplePay writes JSON: PHP's json_encode, slashes escaped. */
const json = (value: unknown) => JSON.stringify(value).replaceAll('/', '\\/');
const isoDate = (date = new Date()) => `${date.toISOString().slice(0, 19)}+00:00`;
const salt = () => randomBytes(16).toString('hex');
const text = (value: unknown): value is string => typeof value === 'string' && value.trim() !== '';
const amount = (value: unknown) => (typeof value === 'string' && value.trim() !== '' ? Number(value) : value);
const isPositiveWhole = (value: unknown) => Number.isSafeInteger(amount(value)) && Number(amount(value)) > 0;
const isWebUrl = (value: unknown) =>
  text(value) && URL.canParse(value) && /^https?:$/.test(new URL(value).protocol);
const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** Which errorCodes a start request earns for its fields (all of them at once, as SimplePay lists every one). */
function startErrors(body: Json, currency: Currency): number[] {
  const invoice = (body.invoice ?? {}) as Json;
  const c = fakeErrorCodes;
  const checks: Array<[boolean, number]> = [
    [text(body.orderRef), c.orderRefMissing],
    [body.currency === 'HUF' || body.currency === 'HUF_SZEP', c.currency],
    [body.currency === undefined || body.currency === currency, c.currencyOfAccount],
    [text(body.customerEmail) && /^[^@\s]+@[^@\s]+$/.test(body.customerEmail), c.email],
    [typeof body.language === 'string' && /^[A-Z]{2}$/.test(body.language), c.language],
    [Array.isArray(body.methods) && body.methods.includes('CARD'), c.methods],
    [isPositiveWhole(body.total), c.total],
    [text(body.timeout) && !Number.isNaN(Date.parse(body.timeout)), c.timeout],
    [isWebUrl(body.url), c.url],
    [text(invoice.name) || text(invoice.company), c.invoiceName],
    [text(invoice.city), c.invoiceCity],
    [text(invoice.zip), c.invoiceZip],
    [text(invoice.address), c.invoiceAddress],
  ];
  return checks.filter(([ok]) => !ok).map(([, code]) => code);
}

function page(res: ServerResponse, status: number, lang: string, body: string) {
  res.writeHead(status, { 'content-type': 'text/html; charset=utf-8' });
  res.end(
    `<!doctype html>\n<html lang="${lang}"><head><meta charset="utf-8">` +
      '<meta name="viewport" content="width=device-width, initial-scale=1"><title>SimplePay (test)</title></head>' +
      `<body><main><h1>SimplePay (test)</h1>${body}</main></body></html>`,
  );
}

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

export async function startFakeSimplePay({
  host = '127.0.0.1',
}: {
  host?: string;
} = {}): Promise<FakeSimplePay> {
  const accounts = {
    HUF: { merchant: 'KONYHATESTHUF', secretKey: randomBytes(16).toString('hex') },
    HUF_SZEP: { merchant: 'KONYHATESTSZEP', secretKey: randomBytes(16).toString('hex') },
  };
  const payments = new Map<string, FakePayment>();
  const failures: Record<Endpoint, Failure[]> = { start: [], query: [], refund: [] };
  const held = new Set<ServerResponse>();
  let nextTransactionId = 500_000_001;
  let nextRefundId = 700_000_001;
  const currencyOf = (merchant: unknown) =>
    (Object.keys(accounts) as Currency[]).find((c) => accounts[c].merchant === merchant);
  const paymentOf = (orderRef: string) => {
    const payment = payments.get(orderRef);
    if (!payment) throw new Error(`the fake SimplePay has no payment ${orderRef}`);
    return payment;
  };

  function answer(res: ServerResponse, body: Json, key: string | undefined) {
    const raw = json(body);
    res.writeHead(200, {
      'content-type': 'application/json;charset=UTF-8',
      ...(key !== undefined && { signature: sign(key, raw) }),
    });
    res.end(raw);
  }

  /** The API: checks who signed, then does what the endpoint does; answers are signed with the merchant's key. */
  function api(endpoint: Endpoint, raw: string, signature: string | undefined, res: ServerResponse) {
    let body: Json = {};
    try {
      const parsed: unknown = JSON.parse(raw);
      if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) body = parsed as Json;
    } catch {
      // Not JSON: answered as a request that names no merchant.
    }
    const currency = currencyOf(body.merchant);
    const account = currency && fake.accounts[currency];
    const signatureValid = account !== undefined && verify(account.secretKey, raw, signature);
    fake.requests.push({ path: `/payment/v2/${endpoint}`, body, raw, signatureValid });
    const failure = failures[endpoint].shift();
    if (failure === 'timeout') return void held.add(res);
    if (failure === 'http500') {
      res.writeHead(500, { 'content-type': 'text/html' });
      return void res.end('<h1>500 Internal Server Error</h1>');
    }
    // A real provider never signs with an unknown merchant's key: that refusal arrives unsigned.
    const key = failure === 'badSignature' ? randomBytes(16).toString('hex') : account?.secretKey;
    const head = {
      salt: salt(),
      merchant: body.merchant,
      ...(text(body.orderRef) && { orderRef: body.orderRef }),
    };
    const refuse = (...errorCodes: number[]) => answer(res, { errorCodes, ...head }, key);
    if (!text(body.merchant)) return refuse(fakeErrorCodes.merchantMissing);
    if (!currency) return refuse(fakeErrorCodes.merchantUnknown);
    if (!signatureValid) return refuse(fakeErrorCodes.signature);
    if (failure === 'errorCodes') return refuse(fakeErrorCodes.general);
    if (typeof body.salt !== 'string' || !/^[0-9a-zA-Z]{32,64}$/.test(body.salt))
      return refuse(fakeErrorCodes.salt);
    if (!text(body.sdkVersion)) return refuse(fakeErrorCodes.sdkVersion);
    const mine = [...payments.values()].filter((p) => p.currency === currency);

    if (endpoint === 'start') {
      const errors = startErrors(body, currency);
      if (payments.has(String(body.orderRef))) errors.push(fakeErrorCodes.orderRefTaken);
      if (errors.length > 0) return refuse(...errors);
      const payment: FakePayment = {
        orderRef: String(body.orderRef),
        transactionId: nextTransactionId++,
        merchant: String(body.merchant),
        currency,
        total: Number(amount(body.total)),
        refunded: 0,
        status: 'INIT',
        backUrl: String(body.url),
        customerEmail: String(body.customerEmail),
        language: String(body.language),
        request: body,
        refunds: [],
      };
      payments.set(payment.orderRef, payment);
      const { orderRef, transactionId, total } = payment;
      const paymentUrl = `${fake.url.replace(/\/payment$/, '')}/pay/${transactionId}`;
      return answer(
        res,
        { ...head, orderRef, currency, transactionId, timeout: body.timeout, total, paymentUrl },
        key,
      );
    }

    if (endpoint === 'query') {
      const refs = Array.isArray(body.orderRefs) ? body.orderRefs : undefined;
      const ids = Array.isArray(body.transactionIds) ? body.transactionIds.map(Number) : undefined;
      if (!refs && !ids) return refuse(fakeErrorCodes.idsMissing);
      const found = mine.filter((p) => refs?.includes(p.orderRef) || ids?.includes(p.transactionId));
      const transactions = found.map((p) => ({
        ...{ salt: salt(), merchant: p.merchant, orderRef: p.orderRef, transactionId: p.transactionId },
        ...{ status: p.status, total: p.total, remainingTotal: p.total - p.refunded, method: 'CARD' },
        ...(p.paymentDate && { paymentDate: p.paymentDate, finishDate: p.finishDate }),
        ...(body.refunds === true && { refunds: p.refunds.map((r) => ({ ...r, status: 'FINISHED' })) }),
      }));
      return answer(res, { ...head, transactions, totalCount: transactions.length }, key);
    }

    if (!text(body.orderRef) && body.transactionId === undefined) return refuse(fakeErrorCodes.idsMissing);
    const payment = mine.find(
      (p) => p.orderRef === body.orderRef || p.transactionId === Number(body.transactionId),
    );
    if (!payment) return refuse(fakeErrorCodes.transactionUnknown);
    if (body.currency !== currency) return refuse(fakeErrorCodes.currencyOfAccount);
    if (!['FINISHED', 'REFUND'].includes(payment.status)) return refuse(fakeErrorCodes.wrongState);
    if (!isPositiveWhole(body.refundTotal)) return refuse(fakeErrorCodes.refundAmount);
    const refundTotal = Number(amount(body.refundTotal));
    if (refundTotal > payment.total - payment.refunded) return refuse(fakeErrorCodes.refundTooMuch);
    const refundTransactionId = nextRefundId++;
    payment.refunded += refundTotal;
    payment.refunds.push({ refundTransactionId, total: refundTotal });
    // A full refund turns the payment to REFUND; a partial one leaves it FINISHED with less remaining.
    if (payment.refunded === payment.total) payment.status = 'REFUND';
    const { orderRef, transactionId } = payment;
    const remainingTotal = payment.total - payment.refunded;
    const result = { orderRef, currency, transactionId, refundTransactionId, refundTotal, remainingTotal };
    return answer(res, { ...head, ...result }, key);
  }

  /** Whether Konyha's IPN answer is the sent body plus `receiveDate` as its last field, signed with the key. */
  function receiptValid(sent: string, key: string, response: Response, received: string) {
    const rest = received.startsWith(sent.slice(0, -1)) ? received.slice(sent.length - 1) : '';
    const date = /^,"receiveDate":"([^"]+)"\}$/.exec(rest)?.[1];
    return (
      response.status === 200 &&
      (response.headers.get('content-type') ?? '').startsWith('application/json') &&
      date !== undefined &&
      !Number.isNaN(Date.parse(date)) &&
      verify(key, received, response.headers.get('signature') ?? undefined)
    );
  }

  async function postIpn(
    payment: FakePayment,
    status: string,
    options: { total?: number; forgeSignature?: boolean },
  ) {
    if (!fake.ipnUrl) throw new Error('set ipnUrl on the fake SimplePay before it sends an IPN');
    const now = isoDate();
    const body = json({
      ...{ salt: salt(), orderRef: payment.orderRef, method: 'CARD', merchant: payment.merchant },
      ...{ finishDate: payment.finishDate ?? now, paymentDate: payment.paymentDate ?? now },
      ...{ transactionId: payment.transactionId, status },
      ...(options.total !== undefined && { total: options.total }),
    });
    const key = fake.accounts[payment.currency].secretKey;
    const signature = sign(options.forgeSignature ? randomBytes(16).toString('hex') : key, body);
    let record = { orderRef: payment.orderRef, status: 0, receiptValid: false };
    try {
      const response = await fetch(fake.ipnUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json', signature },
        body,
        signal: AbortSignal.timeout(10_000),
      });
      const received = await response.text();
      record = {
        ...record,
        status: response.status,
        receiptValid: receiptValid(body, key, response, received),
      };
    } catch {
      // Unreachable or too slow: recorded as status 0, and SimplePay would try again later.
    }
    fake.ipnAnswers.push(record);
    return record.status;
  }

  function settle(payment: FakePayment, outcome: Outcome) {
    payment.status = outcome;
    if (outcome === 'FINISHED') payment.paymentDate = payment.finishDate = isoDate();
  }

  const eventOf: Record<Outcome, BackEvent> = {
    FINISHED: 'SUCCESS',
    CANCELLED: 'CANCEL',
    TIMEOUT: 'TIMEOUT',
    NOTAUTHORIZED: 'FAIL',
  };

  /** The payment page a guest (or Playwright) sees: plain HTML, a POST form, no JavaScript. */
  async function payPage(req: IncomingMessage, res: ServerResponse, transactionId: number) {
    const payment = [...payments.values()].find((p) => p.transactionId === transactionId);
    if (!payment) return page(res, 404, 'en', '<p>Ismeretlen fizetés / Unknown payment</p>');
    const lang = payment.language.toLowerCase() === 'en' ? 'en' : 'hu';
    if (payment.status !== 'INIT') {
      return page(res, 409, lang, `<p>Ez a fizetés lezárult / This payment is closed: ${payment.status}</p>`);
    }
    if (req.method === 'GET') {
      const sum = `${payment.total.toLocaleString('hu-HU')} HUF${payment.currency === 'HUF_SZEP' ? ' (SZÉP)' : ''}`;
      return page(
        res,
        200,
        lang,
        `<p>${escapeHtml(payment.merchant)} · ${escapeHtml(payment.orderRef)}</p>` +
          `<p>Fizetendő / Amount due: <strong>${sum}</strong></p><form method="post">` +
          '<button type="submit" name="action" value="pay">Fizetés / Pay</button> ' +
          '<button type="submit" name="action" value="cancel">Mégse / Cancel</button></form>',
      );
    }
    const action = new URLSearchParams(await readBody(req)).get('action');
    if (action !== 'pay' && action !== 'cancel') return page(res, 400, lang, '<p>action=pay|cancel</p>');
    const outcome = action === 'pay' ? 'FINISHED' : 'CANCELLED';
    settle(payment, outcome);
    // The IPN goes before the guest's return, as it usually does; a refused one is recorded in ipnAnswers.
    if (fake.ipnUrl) await postIpn(payment, outcome, {});
    res.writeHead(302, { location: fake.backUrl(payment.orderRef, eventOf[outcome]) });
    res.end();
  }

  const server = createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://fake').pathname;
    const endpoint = /^\/payment\/v2\/(start|query|refund)$/.exec(path)?.[1] as Endpoint | undefined;
    const pay = /^\/pay\/(\d+)$/.exec(path)?.[1];
    const handle = async () => {
      if (endpoint && req.method === 'POST') {
        return api(endpoint, await readBody(req), req.headers.signature as string | undefined, res);
      }
      if (pay && (req.method === 'GET' || req.method === 'POST')) return payPage(req, res, Number(pay));
      res.writeHead(404).end();
    };
    handle().catch(() => res.writeHead(500).end());
  });
  await new Promise<void>((resolve) => server.listen(0, host, resolve));
  const { port } = server.address() as AddressInfo;
  const origin = `http://${host.includes(':') ? `[${host}]` : host}:${port}`;

  const fake: FakeSimplePay = {
    url: `${origin}/payment`,
    accounts,
    ipnUrl: undefined,
    payments,
    requests: [],
    ipnAnswers: [],
    failNext(endpoint, how, times = 1) {
      for (let i = 0; i < times; i++) failures[endpoint].push(how);
    },
    async complete(orderRef, outcome, { ipn = true, ipnTimes = 1, total, forgeSignature } = {}) {
      const payment = paymentOf(orderRef);
      settle(payment, outcome);
      const ipnStatuses: number[] = [];
      for (let i = 0; ipn && i < ipnTimes; i++)
        ipnStatuses.push(await postIpn(payment, outcome, { total, forgeSignature }));
      return { backUrl: fake.backUrl(orderRef, eventOf[outcome]), ipnStatuses };
    },
    sendIpn: (orderRef, status, options = {}) => postIpn(paymentOf(orderRef), status, options),
    backUrl(orderRef, event, { forgeSignature = false } = {}) {
      const payment = paymentOf(orderRef);
      const payload = json({
        r: 0,
        t: payment.transactionId,
        e: event,
        m: payment.merchant,
        o: payment.orderRef,
      });
      const key = forgeSignature
        ? randomBytes(16).toString('hex')
        : fake.accounts[payment.currency].secretKey;
      const r = Buffer.from(payload).toString('base64');
      // Appended unencoded, as SimplePay does: a `+` of the base64 reaches Konyha as a space.
      const joiner = payment.backUrl.includes('?') ? '&' : '?';
      return `${payment.backUrl}${joiner}r=${r}&s=${sign(key, payload)}`;
    },
    async close() {
      for (const res of held) res.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
  return fake;
}

/** The environment of a Konyha server that takes its online payments through this fake (both merchant accounts). */
export function simplePayEnv(fake: Pick<FakeSimplePay, 'url' | 'accounts'>): Record<string, string> {
  return {
    PAYMENT_PROVIDER: 'simplepay',
    SIMPLEPAY_URL: fake.url,
    SIMPLEPAY_MERCHANT: fake.accounts.HUF.merchant,
    SIMPLEPAY_SECRET_KEY: fake.accounts.HUF.secretKey,
    SIMPLEPAY_SZEP_MERCHANT: fake.accounts.HUF_SZEP.merchant,
    SIMPLEPAY_SZEP_SECRET_KEY: fake.accounts.HUF_SZEP.secretKey,
  };
}
