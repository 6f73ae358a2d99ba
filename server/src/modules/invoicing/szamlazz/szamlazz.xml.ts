import type { InvoiceDocument, InvoiceLine } from '@konyha/domain/invoicing/invoice-document';
import { XMLBuilder, XMLParser } from 'fast-xml-parser';

// Számlázz.hu's Számla Agent requests as XML, and its XML answers read back. Element names and their order are the
// Agent's XSDs' (xmlszamla, xmlszamlast, xmlnyugtacreate, xmlszamlapdf, xmlszamlaxml): their `sequence` makes the
// order part of the contract, so every object below is written in the schema's order (xmlnyugtacreate and
// xmlnyugtaget use `all`).

/** Each request is one file field; its name picks the action, its XML root and namespace must match. */
export const agentActions = {
  invoice: { field: 'action-xmlagentxmlfile', root: 'xmlszamla' },
  reverse: { field: 'action-szamla_agent_st', root: 'xmlszamlast' },
  receipt: { field: 'action-szamla_agent_nyugta_create', root: 'xmlnyugtacreate' },
  pdf: { field: 'action-szamla_agent_pdf', root: 'xmlszamlapdf' },
  query: { field: 'action-szamla_agent_xml', root: 'xmlszamlaxml' },
  receiptQuery: { field: 'action-szamla_agent_nyugta_get', root: 'xmlnyugtaget' },
} as const;
export type AgentAction = keyof typeof agentActions;

export const namespaceOf = (root: string) => `http://www.szamlazz.hu/${root}`;

const builder = new XMLBuilder({ ignoreAttributes: false, format: true, suppressEmptyNode: false });

/** A request document: the declaration, the root in its namespace, the body's elements in the order given. */
function requestXml(action: AgentAction, body: Record<string, unknown>): string {
  const root = agentActions[action].root;
  const xml = builder.build({ [root]: { '@_xmlns': namespaceOf(root), ...body } }) as string;
  return `<?xml version="1.0" encoding="UTF-8"?>\n${xml}`;
}

/** Omits absent optional elements (an empty element is a value to the Agent). */
const present = (fields: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined && value !== null));

export interface InvoiceRequestOptions {
  /** The Számlázz.hu invoice block's prefix (`szamlaszamElotag`); the account's default block when absent. */
  prefix?: string;
  /** Whether the answer carries the PDF. */
  pdf: boolean;
  /** Whether Számlázz.hu mails the buyer the invoice itself. */
  sendEmail?: boolean;
  /** The restaurant's account printed on the invoice (`elado/bankszamlaszam`); the account's own when absent. */
  bankAccount?: string | null;
}

/** `adoszam` for a Hungarian tax number, `adoszamEU` for the community one (`HU12345678`). */
function taxFields(taxNumber: string | null) {
  if (!taxNumber) return { adoalany: 7 };
  return /^HU\d{8}$/.test(taxNumber)
    ? { adoalany: 1, adoszamEU: taxNumber }
    : { adoalany: 1, adoszam: taxNumber };
}

const invoiceItem = (line: InvoiceLine) => ({
  megnevezes: line.name,
  mennyiseg: line.quantity,
  mennyisegiEgyseg: line.unit,
  nettoEgysegar: line.netUnitPrice,
  afakulcs: line.vatKey,
  nettoErtek: line.net,
  afaErtek: line.vat,
  bruttoErtek: line.gross,
});

/** `action-xmlagentxmlfile`: an invoice (e-invoice, answer version 1: the numbers in headers, the PDF as body). */
export function invoiceXml(
  agentKey: string,
  document: InvoiceDocument,
  options: InvoiceRequestOptions,
): string {
  const buyer = document.buyer;
  if (!buyer) throw new TypeError('an invoice names its buyer');
  return requestXml('invoice', {
    beallitasok: { szamlaagentkulcs: agentKey, eszamla: true, szamlaLetoltes: options.pdf, valaszVerzio: 1 },
    fejlec: present({
      keltDatum: document.issueDate,
      teljesitesDatum: document.fulfilmentDate,
      fizetesiHataridoDatum: document.dueDate,
      fizmod: document.paymentMethod,
      penznem: document.currency,
      szamlaNyelve: document.language,
      megjegyzes: document.comment,
      rendelesSzam: document.orderNumber,
      szamlaszamElotag: options.prefix,
      fizetve: document.paid,
    }),
    elado: options.bankAccount ? { bankszamlaszam: options.bankAccount } : '',
    vevo: present({
      nev: buyer.name,
      irsz: buyer.postcode,
      telepules: buyer.city,
      cim: buyer.address,
      email: buyer.email,
      sendEmail: options.sendEmail ?? false,
      ...taxFields(buyer.taxNumber),
    }),
    tetelek: { tetel: document.lines.map(invoiceItem) },
  });
}

/** `action-szamla_agent_st`: reverses (sztornó) an invoice by its number with a new invoice of type SS. */
export function reverseXml(
  agentKey: string,
  number: string,
  options: { date: string; pdf: boolean },
): string {
  return requestXml('reverse', {
    beallitasok: { szamlaagentkulcs: agentKey, eszamla: true, szamlaLetoltes: options.pdf, valaszVerzio: 1 },
    fejlec: { szamlaszam: number, keltDatum: options.date, teljesitesDatum: options.date, tipus: 'SS' },
  });
}

/**
 * `action-szamla_agent_nyugta_create`: a receipt. `hivasAzonosito` is the order number, so the Agent refuses a
 * second receipt for it (338) instead of issuing one.
 */
export function receiptXml(
  agentKey: string,
  document: InvoiceDocument,
  options: { prefix: string; pdf: boolean },
) {
  return requestXml('receipt', {
    beallitasok: { szamlaagentkulcs: agentKey, pdfLetoltes: options.pdf },
    fejlec: {
      hivasAzonosito: document.orderNumber,
      elotag: options.prefix,
      fizmod: document.paymentMethod,
      penznem: document.currency,
      megjegyzes: document.comment,
      rendelesSzam: document.orderNumber,
    },
    tetelek: {
      tetel: document.lines.map((line) => ({
        megnevezes: line.name,
        mennyiseg: line.quantity,
        mennyisegiEgyseg: line.unit,
        nettoEgysegar: line.netUnitPrice,
        afakulcs: line.vatKey,
        netto: line.net,
        afa: line.vat,
        brutto: line.gross,
      })),
    },
  });
}

/** `action-szamla_agent_pdf`: an invoice's PDF by its number (answer version 1: the PDF as body). */
export const pdfXml = (agentKey: string, number: string) =>
  requestXml('pdf', { szamlaagentkulcs: agentKey, szamlaszam: number, valaszVerzio: 1 });

/** `action-szamla_agent_xml`: the newest invoice issued with an order number, as Számlázz.hu's `szamla` XML. */
export const queryXml = (agentKey: string, orderNumber: string) =>
  requestXml('query', { szamlaagentkulcs: agentKey, rendelesSzam: orderNumber });

/** `action-szamla_agent_nyugta_get`: the receipt issued with a call id (Konyha's: the order number). */
export const receiptQueryXml = (agentKey: string, orderNumber: string, pdf = false) =>
  requestXml('receiptQuery', {
    beallitasok: { szamlaagentkulcs: agentKey, pdfLetoltes: pdf },
    fejlec: { hivasAzonosito: orderNumber },
  });

/** Texts stay texts (an order number "0012" is not 12); the reader converts what it needs. */
export const agentXmlParser = new XMLParser({
  ignoreAttributes: true,
  removeNSPrefix: true,
  parseTagValue: false,
  trimValues: true,
  isArray: (name) => name === 'tetel' || name === 'afakulcsossz',
});

type XmlNode = Record<string, unknown>;
const child = (node: unknown, name: string): XmlNode =>
  ((node as XmlNode | undefined)?.[name] as XmlNode | undefined) ?? {};
const text = (node: unknown, name: string) => {
  const value = (node as XmlNode | undefined)?.[name];
  return typeof value === 'string' || typeof value === 'number' ? String(value) : '';
};

export interface ReceiptAnswer {
  ok: boolean;
  code: string;
  message: string;
  number: string;
  net: number;
  gross: number;
  pdf: Buffer | undefined;
}

/** A receipt's answer (`xmlnyugtavalasz`); undefined when it is not one. */
export function readReceiptAnswer(xml: string): ReceiptAnswer | undefined {
  const root = child(agentXmlParser.parse(xml), 'xmlnyugtavalasz');
  if (!('sikeres' in root)) return undefined;
  const receipt = child(root, 'nyugta');
  const total = child(child(receipt, 'osszegek'), 'totalossz');
  const pdf = text(root, 'nyugtaPdf');
  return {
    ok: text(root, 'sikeres') === 'true',
    code: text(root, 'hibakod'),
    message: text(root, 'hibauzenet'),
    number: text(child(receipt, 'alap'), 'nyugtaszam'),
    net: Number(text(total, 'netto')),
    gross: Number(text(total, 'brutto')),
    pdf: pdf ? Buffer.from(pdf, 'base64') : undefined,
  };
}

export interface FoundInvoice {
  number: string;
  orderNumber: string;
  /** Számlázz.hu's type: `SZ` an invoice, `SS` a reversing (storno) invoice. */
  type: string;
  /** Whether a storno invoice has since reversed it. */
  reversed: boolean;
  net: number;
  gross: number;
}

/** The `szamla` XML of a query; undefined when it is not one. */
export function readInvoiceXml(xml: string): FoundInvoice | undefined {
  const invoice = child(agentXmlParser.parse(xml), 'szamla');
  const basics = child(invoice, 'alap');
  const number = text(basics, 'szamlaszam');
  if (!number) return undefined;
  const total = child(child(invoice, 'osszegek'), 'totalossz');
  return {
    number,
    orderNumber: text(basics, 'rendelesszam'),
    type: text(basics, 'tipus'),
    reversed: text(basics, 'sztornozott') === 'true',
    net: Number(text(total, 'netto')),
    gross: Number(text(total, 'brutto')),
  };
}
