import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  invoiceXmlOf,
  receiptAnswerXml,
  type StandinDocument,
  standinPdf,
} from './szamlazz-standin.documents.ts';
import { createStandinLedger, node, Refusal, standinErrorCodes, str } from './szamlazz-standin.ledger.ts';
import { rootOf, schemaProblem } from './szamlazz-standin.schema.ts';

// A local stand-in for Számlázz.hu's Számla Agent (docs/invoicing.md), for the tests and `./konyha start` in test
// mode: a real HTTP server taking the multipart upload, checking the XML as the Agent does (element order, the key,
// sums, tax number, repeated order numbers) and answering with its headers, PDFs and XMLs. It reads requests with its
// own table of actions and its own element order (`szamlazz-standin.schema.ts`), so a mistake in Konyha's client
// shows up as a refusal here rather than agreeing with itself.

export type StandinFailure = 'timeout' | 'http500' | 'echo' | 'lostAnswer';

export interface SzamlazzStandin {
  /** The base URL to give the client (`<url>/szamla/` is the Agent). */
  url: string;
  agentKey: string | undefined;
  /** Invoices and storno invoices in the order issued. */
  invoices: StandinDocument[];
  receipts: StandinDocument[];
  /** Every upload: its field name and XML. */
  requests: Array<{ field: string; xml: string }>;
  /**
   * The next calls hang until closed, answer HTTP 500, refuse with an XML error that quotes the request, or are
   * carried out and then never answered (`lostAnswer`: the document exists, the caller never hears of it).
   */
  failNext(how: StandinFailure, times?: number): void;
  close(): Promise<void>;
}

export interface StandinOptions {
  port?: number;
  host?: string;
  /** The account's agent key; absent, any non-empty key is taken. */
  agentKey?: string;
  /** The account's default invoice block; a request's `szamlaszamElotag` picks another. */
  invoicePrefix?: string;
  /** The account's "refuse repeated order numbers" setting (on by default: Konyha asks restaurants to turn it on). */
  refuseRepeatedOrderNumbers?: boolean;
  /** Well-formed tax numbers (first eight digits) the tax authority does not know (refused with 309). */
  unknownTaxNumbers?: readonly string[];
  clock?: () => Date;
}

export { standinErrorCodes };

/** Where a `lostAnswer` call's answer goes: nowhere. */
const unheard = {
  headersSent: false,
  writeHead() {
    return this;
  },
  end() {
    return this;
  },
} as unknown as ServerResponse;

export async function startSzamlazzStandin(options: StandinOptions): Promise<SzamlazzStandin> {
  const ledger = createStandinLedger(options);
  const failures: StandinFailure[] = [];
  const held = new Set<ServerResponse>();

  /** Answer version 1: the document's figures in headers, its PDF as the body when asked for. */
  async function headerAnswer(res: ServerResponse, document: StandinDocument, pdf: boolean) {
    res.writeHead(200, {
      'content-type': pdf ? 'application/pdf' : 'text/plain; charset=utf-8',
      szlahu_id: String(ledger.invoices.indexOf(document) + 1),
      szlahu_szamlaszam: document.number,
      szlahu_nettovegosszeg: String(document.net),
      szlahu_bruttovegosszeg: String(document.gross),
      szlahu_kintlevoseg: '0',
      szlahu_vevoifiokurl: encodeURIComponent(`${fake.url}/szamla/vevo/${document.number}`),
    });
    res.end(pdf ? await standinPdf(document) : 'xml');
  }

  const refuseWithHeaders = (res: ServerResponse, code: number, message: string) =>
    res
      .writeHead(200, {
        'content-type': 'text/plain; charset=utf-8',
        szlahu_error_code: String(code),
        szlahu_error: encodeURIComponent(message),
      })
      .end(`[ERR] ${message}`);

  // `how` null: carry it out as it is (the second half of a `lostAnswer`).
  async function agent(
    field: string,
    xml: string,
    res: ServerResponse,
    how: StandinFailure | null | undefined = failures.shift(),
  ): Promise<void> {
    if (how === 'timeout') return void held.add(res);
    if (how === 'lostAnswer') {
      held.add(res);
      return agent(field, xml, unheard, null);
    }
    if (how === 'http500')
      return void res.writeHead(500, { 'content-type': 'text/html' }).end('<h1>500</h1>');
    // Receipts answer in XML, refusals included.
    const isReceipt =
      field === 'action-szamla_agent_nyugta_create' || field === 'action-szamla_agent_nyugta_get';
    const refuse = (code: number, message: string) =>
      isReceipt
        ? res.writeHead(200, { 'content-type': 'application/xml' }).end(receiptAnswerXml({ code, message }))
        : refuseWithHeaders(res, code, message);
    if (how === 'echo') return void refuse(standinErrorCodes.xmlReading, `XML beolvasási hiba: ${xml}`);
    const problem = schemaProblem(field, xml);
    if (problem) return void refuse(problem.code, problem.message);
    const request = ledger.parse(xml, rootOf(field));
    try {
      if (field === 'action-xmlagentxmlfile') {
        const pdf = str(node(request, 'beallitasok'), 'szamlaLetoltes') === 'true';
        return await headerAnswer(res, ledger.issueInvoice(request, xml), pdf);
      }
      if (field === 'action-szamla_agent_st') {
        const pdf = str(node(request, 'beallitasok'), 'szamlaLetoltes') === 'true';
        return await headerAnswer(res, ledger.reverseInvoice(request, xml), pdf);
      }
      if (field === 'action-szamla_agent_nyugta_get') {
        ledger.checkKey(str(node(request, 'beallitasok'), 'szamlaagentkulcs'));
        const header = node(request, 'fejlec');
        const [number, callId] = [str(header, 'nyugtaszam'), str(header, 'hivasAzonosito')];
        const document = ledger.receipts.find((r) => (number ? r.number === number : r.callId === callId));
        if (!document) throw new Refusal(standinErrorCodes.unknownReceipt, 'A nyugta nem létezik.');
        const pdf =
          str(node(request, 'beallitasok'), 'pdfLetoltes') === 'true'
            ? await standinPdf(document)
            : undefined;
        return void res
          .writeHead(200, { 'content-type': 'application/xml' })
          .end(receiptAnswerXml({ document, pdf }));
      }
      if (isReceipt) {
        const document = ledger.issueReceipt(request, xml);
        const pdf =
          str(node(request, 'beallitasok'), 'pdfLetoltes') === 'true'
            ? await standinPdf(document)
            : undefined;
        return void res
          .writeHead(200, { 'content-type': 'application/xml' })
          .end(receiptAnswerXml({ document, pdf }));
      }
      ledger.checkKey(str(request, 'szamlaagentkulcs'));
      if (field === 'action-szamla_agent_pdf') {
        const found = ledger.invoices.find((invoice) => invoice.number === str(request, 'szamlaszam'));
        if (!found) throw new Refusal(standinErrorCodes.unknownDocument, 'Ismeretlen számlaszám.');
        return await headerAnswer(res, found, true);
      }
      const orderNumber = str(request, 'rendelesSzam');
      const found = ledger.invoices.findLast((invoice) => invoice.orderNumber === orderNumber);
      if (!found)
        throw new Refusal(standinErrorCodes.unknownDocument, `Ismeretlen rendelésszám: ${orderNumber}.`);
      res.writeHead(200, { 'content-type': 'application/xml' }).end(invoiceXmlOf(found));
    } catch (error) {
      if (!(error instanceof Refusal)) throw error;
      refuse(error.code, error.message);
    }
  }

  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const handle = async () => {
      if (req.method !== 'POST' || new URL(req.url ?? '/', 'http://standin').pathname !== '/szamla/')
        return void res.writeHead(404).end();
      const chunks: Buffer[] = [];
      for await (const chunk of req) chunks.push(chunk as Buffer);
      const type = req.headers['content-type'] ?? '';
      const form = await new Response(Buffer.concat(chunks), { headers: { 'content-type': type } })
        .formData()
        .catch(() => undefined);
      const [entry] = form ? [...form.entries()] : [];
      if (!entry || typeof entry[1] === 'string' || (form && [...form.keys()].length !== 1))
        return refuseWithHeaders(res, standinErrorCodes.noXml, 'Hiányzó XML fájl.');
      const xml = await entry[1].text();
      fake.requests.push({ field: entry[0], xml });
      await agent(entry[0], xml, res);
    };
    handle().catch(() => {
      if (!res.headersSent) res.writeHead(500).end();
    });
  });
  await new Promise<void>((resolve) =>
    server.listen(options.port ?? 0, options.host ?? '127.0.0.1', resolve),
  );
  const { port, address } = server.address() as AddressInfo;

  const fake: SzamlazzStandin = {
    url: `http://${address.includes(':') ? `[${address}]` : address}:${port}`,
    agentKey: options.agentKey,
    invoices: ledger.invoices,
    receipts: ledger.receipts,
    requests: [],
    failNext(how, times = 1) {
      for (let i = 0; i < times; i++) failures.push(how);
    },
    async close() {
      for (const res of held) res.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
  return fake;
}
