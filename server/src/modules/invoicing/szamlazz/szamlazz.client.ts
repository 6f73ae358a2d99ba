import type { InvoiceDocument } from '@konyha/domain/invoicing/invoice-document';
import {
  type AgentAction,
  agentActions,
  type FoundInvoice,
  invoiceXml,
  pdfXml,
  queryXml,
  readInvoiceXml,
  readReceiptAnswer,
  receiptQueryXml,
  receiptXml,
  reverseXml,
} from './szamlazz.xml.ts';

// Konyha's client of Számlázz.hu's Számla Agent (docs/invoicing.md): one multipart POST per action, its answer read
// from the `szlahu_*` headers (answer version 1) or the answer's XML. Every outcome is a value, never a throw: the
// caller (an outbox, later) decides from `kind` whether asking again may help.

export type AgentFailureKind = 'bad-key' | 'bad-buyer' | 'duplicate' | 'rejected' | 'unavailable';
export interface AgentFailure {
  ok: false;
  kind: AgentFailureKind;
  /** The Agent's `szlahu_error_code` / `hibakod`; null when it never answered (network, time-out, HTTP 5xx). */
  code: string | null;
  /** Safe to log: the agent key is cut out of whatever the Agent echoed. */
  message: string;
}
export interface IssuedDocument {
  ok: true;
  number: string;
  /** Whole forints as the Agent summed them (negative for a reversal). */
  net: number;
  gross: number;
  /** When asked for. */
  pdf?: Buffer;
}
export type AgentResult<T> = ({ ok: true } & T) | AgentFailure;

export interface AgentLogger {
  warn(fields: Record<string, unknown>, message: string): void;
}

export interface SzamlazzOptions {
  /** `https://www.szamlazz.hu` (the stand-in's `url` in tests); requests go to `<baseUrl>/szamla/`. */
  baseUrl: string;
  /** From Számlázz.hu's settings (Számla Agent kulcs); it travels only inside the request's XML. */
  agentKey: string;
  /** Per request, answer included; default 20 s (a PDF is signed and drawn while the caller waits). */
  timeoutMs?: number;
  /** The invoice block's prefix; the account's default when absent. */
  invoicePrefix?: string;
  /** The receipt block's prefix (required by the Agent for receipts). */
  receiptPrefix?: string;
  /** Printed on invoices; the account's own when absent. */
  bankAccount?: string | null;
  logger?: AgentLogger;
}

/**
 * Codes from Számlázz.hu's public table (docs/invoicing.md, "Failure kinds"): 3 a login that failed (the key);
 * 71/152 a repeated order number and 338 a repeated receipt call id (the account refuses duplicates); 1 maintenance.
 * A buyer the Agent refused is told by its code (309 invalid data, 491 a buyer the account may not invoice) or by a
 * message naming the tax number; never from an XML reading error (57), whose message may quote the request's
 * element names.
 */
const badKey = new Set(['3']);
const duplicate = new Set(['71', '152', '338']);
const maintenance = new Set(['1']);
const badBuyer = new Set(['309', '491']);
const xmlReading = '57';

export function failureKind(code: string, message: string): AgentFailureKind {
  if (badKey.has(code)) return 'bad-key';
  if (duplicate.has(code)) return 'duplicate';
  if (maintenance.has(code)) return 'unavailable';
  if (code === xmlReading) return 'rejected';
  if (badBuyer.has(code) || /adószám|tax number/i.test(message)) return 'bad-buyer';
  return 'rejected';
}

interface Answer {
  status: number;
  headers: Headers;
  body: Buffer;
}

const decode = (value: string) => {
  try {
    return decodeURIComponent(value.replaceAll('+', ' '));
  } catch {
    return value;
  }
};

export type SzamlazzClient = ReturnType<typeof createSzamlazzClient>;

export function createSzamlazzClient(options: SzamlazzOptions) {
  const url = `${options.baseUrl.replace(/\/+$/, '')}/szamla/`;
  const timeoutMs = options.timeoutMs ?? 20_000;
  const { agentKey } = options;
  /** An echoed request (a reading error may quote the XML) must not carry the key, as written or escaped, into a log. */
  const escaped = agentKey.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');
  const forms = [...new Set([agentKey, escaped, encodeURIComponent(agentKey)])].filter((form) => form !== '');
  const redact = (text: string) =>
    forms.reduce((safe, form) => safe.replaceAll(form, '***'), text).slice(0, 500);

  function fail(
    action: AgentAction,
    kind: AgentFailureKind,
    code: string | null,
    message: string,
  ): AgentFailure {
    const failure: AgentFailure = { ok: false, kind, code, message: redact(message) };
    options.logger?.warn({ action, kind, code }, `Számlázz.hu ${action}: ${failure.message}`);
    return failure;
  }

  async function post(action: AgentAction, xml: string): Promise<Answer | AgentFailure> {
    const form = new FormData();
    form.append(agentActions[action].field, new Blob([xml], { type: 'text/xml' }), 'request.xml');
    try {
      // The signal covers the body too: an Agent that stalls mid-PDF is as unavailable as a silent one.
      const response = await fetch(url, {
        method: 'POST',
        body: form,
        signal: AbortSignal.timeout(timeoutMs),
      });
      const body = Buffer.from(await response.arrayBuffer());
      return { status: response.status, headers: response.headers, body };
    } catch (error) {
      const timedOut = error instanceof Error && error.name === 'TimeoutError';
      return fail(action, 'unavailable', null, timedOut ? `no answer in ${timeoutMs} ms` : 'unreachable');
    }
  }

  /** The Agent's refusal in its headers, or a transport failure; undefined for a success. */
  function refusal(action: AgentAction, answer: Answer): AgentFailure | undefined {
    const code = answer.headers.get('szlahu_error_code');
    if (code) {
      const message = decode(answer.headers.get('szlahu_error') ?? '');
      return fail(action, failureKind(code, message), code, message || `error ${code}`);
    }
    if (answer.status >= 500) return fail(action, 'unavailable', null, `answered HTTP ${answer.status}`);
    if (answer.status !== 200) return fail(action, 'rejected', null, `answered HTTP ${answer.status}`);
    return undefined;
  }

  /** Answer version 1: the number and sums in headers, the PDF as the body when it was asked for. */
  async function headerCall(
    action: AgentAction,
    xml: string,
    pdf: boolean,
  ): Promise<AgentResult<IssuedDocument>> {
    const answer = await post(action, xml);
    if (!('status' in answer)) return answer;
    const refused = refusal(action, answer);
    if (refused) return refused;
    const number = answer.headers.get('szlahu_szamlaszam');
    if (!number) return fail(action, 'unavailable', null, 'answered without an invoice number');
    const isPdf = answer.body.subarray(0, 5).toString('latin1') === '%PDF-';
    if (pdf && !isPdf) return fail(action, 'unavailable', null, 'answered without the PDF');
    return {
      ok: true,
      number,
      net: Number(answer.headers.get('szlahu_nettovegosszeg') ?? 0),
      gross: Number(answer.headers.get('szlahu_bruttovegosszeg') ?? 0),
      ...(pdf && { pdf: answer.body }),
    };
  }

  return {
    /** An invoice of the document (its buyer named); `duplicate` when its order number was invoiced before. */
    issueInvoice: (document: InvoiceDocument, { pdf = false, sendEmail = false } = {}) =>
      headerCall(
        'invoice',
        invoiceXml(agentKey, document, {
          pdf,
          sendEmail,
          prefix: options.invoicePrefix,
          bankAccount: options.bankAccount,
        }),
        pdf,
      ),

    /** Reverses an invoice with a storno invoice dated `date` (yyyy-MM-dd); the answer is the storno's number. */
    reverseInvoice: (number: string, date: string, { pdf = false } = {}) =>
      headerCall('reverse', reverseXml(agentKey, number, { date, pdf }), pdf),

    /** An invoice's PDF by its number. */
    async invoicePdf(number: string): Promise<AgentResult<{ number: string; pdf: Buffer }>> {
      const result = await headerCall('pdf', pdfXml(agentKey, number), true);
      return result.ok ? { ok: true, number: result.number, pdf: result.pdf as Buffer } : result;
    },

    /** A receipt of the document; `duplicate` when its order number already has one. */
    async issueReceipt(
      document: InvoiceDocument,
      { pdf = false } = {},
    ): Promise<AgentResult<IssuedDocument>> {
      const prefix = options.receiptPrefix;
      if (!prefix) return fail('receipt', 'rejected', null, 'no receipt prefix is configured');
      const answer = await post('receipt', receiptXml(agentKey, document, { prefix, pdf }));
      if (!('status' in answer)) return answer;
      const read = answer.status === 200 ? readReceiptAnswer(answer.body.toString('utf8')) : undefined;
      if (!read)
        return refusal('receipt', answer) ?? fail('receipt', 'unavailable', null, 'answered no receipt');
      if (!read.ok) return fail('receipt', failureKind(read.code, read.message), read.code, read.message);
      const { number, net, gross } = read;
      return { ok: true, number, net, gross, ...(pdf && read.pdf && { pdf: read.pdf }) };
    },

    /** The receipt issued for an order number (its call id), or null when there is none (339: no such receipt). */
    async findReceipt(
      orderNumber: string,
      { pdf = false } = {},
    ): Promise<AgentResult<{ receipt: { number: string; gross: number; pdf?: Buffer } | null }>> {
      const answer = await post('receiptQuery', receiptQueryXml(agentKey, orderNumber, pdf));
      if (!('status' in answer)) return answer;
      const read = answer.status === 200 ? readReceiptAnswer(answer.body.toString('utf8')) : undefined;
      if (read?.code === '339') return { ok: true, receipt: null };
      if (!read)
        return (
          refusal('receiptQuery', answer) ?? fail('receiptQuery', 'unavailable', null, 'answered no receipt')
        );
      if (!read.ok)
        return fail('receiptQuery', failureKind(read.code, read.message), read.code, read.message);
      return {
        ok: true,
        receipt: { number: read.number, gross: read.gross, ...(pdf && read.pdf && { pdf: read.pdf }) },
      };
    },

    /**
     * The newest invoice issued with an order number, or null when there is none: asked before issuing again, so a
     * crash between the Agent's answer and Konyha's record of it never makes a second invoice.
     */
    async findInvoice(orderNumber: string): Promise<AgentResult<{ invoice: FoundInvoice | null }>> {
      const answer = await post('query', queryXml(agentKey, orderNumber));
      if (!('status' in answer)) return answer;
      // 7: no document with that order number (Számlázz.hu's "missing data"), which is an answer, not a failure.
      if (answer.headers.get('szlahu_error_code') === '7') return { ok: true, invoice: null };
      const refused = refusal('query', answer);
      if (refused) return refused;
      const invoice = readInvoiceXml(answer.body.toString('utf8'));
      return invoice ? { ok: true, invoice } : fail('query', 'unavailable', null, 'answered no invoice XML');
    },
  };
}
