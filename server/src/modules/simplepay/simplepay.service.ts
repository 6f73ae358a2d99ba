import type { z } from 'zod';
import {
  backPayloadSchema,
  ipnSchema,
  parseJson,
  queryAnswerSchema,
  refundAnswerSchema,
  refusalSchema,
  startAnswerSchema,
} from './simplepay.schemas.ts';
import {
  decodeBackPayload,
  fromQueryBase64,
  isSimplePaySignature,
  newSalt,
  simplePayDate,
  simplePayJson,
  simplePaySignature,
  withReceiveDate,
} from './simplepay.signature.ts';

export type SimplePayCurrency = 'HUF' | 'HUF_SZEP';
export interface SimplePayAccount {
  merchant: string;
  secretKey: string;
}
export interface SimplePayOptions {
  /** `https://secure.simplepay.hu/payment` (sandbox: `https://sandbox.simplepay.hu/payment`); a trailing `/` is fine. */
  baseUrl: string;
  /** Bank cards pay to the HUF account, SZÉP cards to the HUF_SZEP one; each has its own merchant id and key. */
  accounts: Partial<Record<SimplePayCurrency, SimplePayAccount>>;
  /** Per request, answer included; default 10 s. */
  timeoutMs?: number;
  /** The time written into IPN receipts; default `new Date()`. */
  clock?: () => Date;
}

type SimplePayErrorKind = 'unavailable' | 'refused' | 'signature';

/**
 * `unavailable`: network error, time-out, non-200 or non-JSON answer (asking again later may work);
 * `refused`: SimplePay answered `errorCodes`; `signature`: the answer's signature is missing or wrong.
 */
export class SimplePayError extends Error {
  readonly kind: SimplePayErrorKind;
  readonly errorCodes: number[];
  constructor(kind: SimplePayErrorKind, message: string, errorCodes: number[] = []) {
    super(message);
    this.name = 'SimplePayError';
    this.kind = kind;
    this.errorCodes = errorCodes;
  }
}

export interface SimplePayStart {
  orderRef: string;
  currency: SimplePayCurrency;
  /** Whole forints. */
  total: number;
  customerEmail: string;
  language: 'hu' | 'en';
  /** Until when the guest may pay on SimplePay's page. */
  timeout: Date;
  /** Where SimplePay sends the guest back, with `r` and `s`. */
  backUrl: string;
  invoice: {
    name: string;
    company?: string;
    city: string;
    zip: string;
    address: string;
    address2?: string;
    phone?: string;
  };
}
export type SimplePayStatus =
  | 'INIT'
  | 'INPAYMENT'
  | 'FINISHED'
  | 'NOTAUTHORIZED'
  | 'CANCELLED'
  | 'TIMEOUT'
  | 'AUTHORIZED'
  | 'REVERSED'
  | 'REFUND'
  | (string & {});
export interface SimplePayIpn {
  merchant: string;
  currency: SimplePayCurrency;
  orderRef: string;
  transactionId: number;
  status: SimplePayStatus;
  total?: number;
}
export interface SimplePayBack {
  event: 'SUCCESS' | 'FAIL' | 'CANCEL' | 'TIMEOUT';
  orderRef: string;
  transactionId: number;
  merchant: string;
  currency: SimplePayCurrency;
}
export interface SimplePayTransaction {
  orderRef: string;
  transactionId: number;
  status: SimplePayStatus;
  total: number;
  remainingTotal: number;
}
export type SimplePayClient = ReturnType<typeof createSimplePayClient>;

/** Named in every request, so SimplePay's logs tell Konyha's calls from other shops'. */
const sdkVersion = 'Konyha_1.0';
const currencies: readonly SimplePayCurrency[] = ['HUF', 'HUF_SZEP'];

/**
 * Checks one answer in the order that keeps each kind honest: transport first, then whether SimplePay wrote it
 * (an unsigned refusal could be anyone's), then whether it refused, then its shape.
 */
export function readAnswer<T>(
  what: string,
  secretKey: string,
  answer: { status: number; signature: string | undefined; text: string },
  schema: z.ZodType<T>,
): T {
  const unavailable = (why: string) => new SimplePayError('unavailable', `SimplePay ${what}: ${why}`);
  if (answer.status !== 200) throw unavailable(`answered HTTP ${answer.status}`);
  const json = parseJson(answer.text);
  if (json === undefined) throw unavailable('answered something other than JSON');
  if (!isSimplePaySignature(secretKey, answer.text, answer.signature)) {
    throw new SimplePayError('signature', `SimplePay ${what}: the answer's signature is missing or wrong`);
  }
  const refusal = refusalSchema.safeParse(json);
  if (refusal.success) {
    const codes = refusal.data.errorCodes;
    throw new SimplePayError('refused', `SimplePay ${what} refused: ${codes.join(', ')}`, codes);
  }
  const parsed = schema.safeParse(json);
  if (!parsed.success) throw unavailable('answered fields Konyha cannot read');
  return parsed.data;
}

/** Konyha's client of SimplePay API v2 (start, query, refund) and its reader of the guest's return and the IPN. */
export function createSimplePayClient(options: SimplePayOptions) {
  const baseUrl = options.baseUrl.replace(/\/+$/, '');
  const timeoutMs = options.timeoutMs ?? 10_000;
  const clock = options.clock ?? (() => new Date());

  const accountOf = (currency: SimplePayCurrency): SimplePayAccount => {
    const account = options.accounts[currency];
    if (!account) throw new Error(`SimplePay: no ${currency} account is configured`);
    return account;
  };
  /** The currency whose account a merchant id names: each account's signatures are checked with its own key. */
  const currencyOf = (merchant: string) => currencies.find((c) => options.accounts[c]?.merchant === merchant);

  async function call<T>(
    endpoint: 'start' | 'query' | 'refund',
    currency: SimplePayCurrency,
    fields: Record<string, unknown>,
    schema: z.ZodType<T>,
  ): Promise<T> {
    const { merchant, secretKey } = accountOf(currency);
    const body = simplePayJson({ salt: newSalt(), merchant, ...fields, sdkVersion });
    let answer: { status: number; signature: string | undefined; text: string };
    try {
      const response = await fetch(`${baseUrl}/v2/${endpoint}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', signature: simplePaySignature(secretKey, body) },
        body,
        // Covers reading the answer too: a peer that stalls mid-body is as unavailable as one that never answers.
        signal: AbortSignal.timeout(timeoutMs),
      });
      const text = await response.text();
      answer = { status: response.status, signature: response.headers.get('signature') ?? undefined, text };
    } catch (error) {
      const why =
        error instanceof Error && error.name === 'TimeoutError'
          ? `no answer in ${timeoutMs} ms`
          : 'unreachable';
      throw new SimplePayError('unavailable', `SimplePay ${endpoint}: ${why}`);
    }
    return readAnswer(endpoint, secretKey, answer, schema);
  }

  return {
    has: (currency: SimplePayCurrency) => options.accounts[currency] !== undefined,

    async start(request: SimplePayStart): Promise<{ paymentUrl: string; transactionId: number }> {
      if (!Number.isSafeInteger(request.total) || request.total <= 0) {
        throw new RangeError(`SimplePay: a payment's total is a positive whole number of forints`);
      }
      const { invoice } = request;
      const answer = await call(
        'start',
        request.currency,
        {
          orderRef: request.orderRef,
          currency: request.currency,
          customerEmail: request.customerEmail,
          language: request.language.toUpperCase(),
          methods: ['CARD'],
          total: request.total,
          timeout: simplePayDate(request.timeout),
          url: request.backUrl,
          invoice: {
            name: invoice.name,
            company: invoice.company,
            country: 'hu',
            // SimplePay asks for a county; the shop delivers in Budapest, which is its own county.
            state: invoice.city,
            city: invoice.city,
            zip: invoice.zip,
            address: invoice.address,
            address2: invoice.address2,
            phone: invoice.phone,
          },
        },
        startAnswerSchema,
      );
      return { paymentUrl: answer.paymentUrl, transactionId: answer.transactionId };
    },

    async query(currency: SimplePayCurrency, orderRefs: string[]): Promise<SimplePayTransaction[]> {
      if (orderRefs.length === 0) return [];
      const fields = { orderRefs, detailed: true, refunds: true };
      const answer = await call('query', currency, fields, queryAnswerSchema);
      return answer.transactions.map((t) => ({
        orderRef: t.orderRef,
        transactionId: t.transactionId,
        status: t.status,
        total: t.total,
        remainingTotal: t.remainingTotal ?? t.total,
      }));
    },

    async refund(request: {
      currency: SimplePayCurrency;
      orderRef: string;
      total: number;
    }): Promise<{ refundTransactionId: number; remainingTotal: number }> {
      const { currency, orderRef, total } = request;
      const fields = { orderRef, refundTotal: total, currency };
      const answer = await call('refund', currency, fields, refundAnswerSchema);
      return { refundTransactionId: answer.refundTransactionId, remainingTotal: answer.remainingTotal };
    },

    /** undefined when the signature is not the configured merchant's (constant-time compare), the JSON is bad, or the merchant unknown. */
    readBack(r: string, s: string): SimplePayBack | undefined {
      const text = decodeBackPayload(r);
      const payload = text === undefined ? undefined : backPayloadSchema.safeParse(parseJson(text)).data;
      const currency = payload && currencyOf(payload.m);
      if (!text || !payload || !currency) return undefined;
      if (!isSimplePaySignature(accountOf(currency).secretKey, text, fromQueryBase64(s))) return undefined;
      const { e: event, o: orderRef, t: transactionId, m: merchant } = payload;
      return { event, orderRef, transactionId, merchant, currency };
    },

    /** undefined when the signature is missing/wrong or the body is not a valid IPN of a configured merchant. */
    readIpn(rawBody: string, signature: string | undefined): SimplePayIpn | undefined {
      const ipn = ipnSchema.safeParse(parseJson(rawBody)).data;
      const currency = ipn && currencyOf(ipn.merchant);
      if (!ipn || !currency) return undefined;
      if (!isSimplePaySignature(accountOf(currency).secretKey, rawBody, signature)) return undefined;
      const { merchant, orderRef, transactionId, status, total } = ipn;
      return { merchant, currency, orderRef, transactionId, status, ...(total !== undefined && { total }) };
    },

    /** The answer SimplePay expects for an accepted IPN: the raw body with receiveDate, and its signature. */
    ipnReceipt(rawBody: string, currency: SimplePayCurrency): { body: string; signature: string } {
      const body = withReceiveDate(rawBody, clock());
      return { body, signature: simplePaySignature(accountOf(currency).secretKey, body) };
    },
  };
}
