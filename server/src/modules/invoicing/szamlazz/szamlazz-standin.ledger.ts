import { taxNumberProblem } from '@konyha/domain/accounting/tax-number';
import { restaurantTimeZone } from '@konyha/domain/restaurant/restaurant';
import { XMLParser } from 'fast-xml-parser';
import type { StandinDocument, StandinLine } from './szamlazz-standin.documents.ts';

// The stand-in Agent's books: the invoices, storno invoices and receipts it issued, their number series, and the
// checks the real Agent makes before issuing (the key, sums, the buyer's tax number, repeated order numbers and call
// ids). A refusal is thrown as the Agent's code and message; the HTTP side (`szamlazz-standin.ts`) answers it.

/** The codes this stand-in answers with (docs/invoicing.md, "Failure kinds"). */
export const standinErrorCodes = {
  login: 3,
  unknownDocument: 7,
  notAllowed: 17,
  noXml: 53,
  xmlReading: 57,
  invalidData: 309,
  repeatedOrderNumber: 152,
  netValue: 259,
  grossValue: 261,
  repeatedCallId: 338,
  unknownReceipt: 339,
} as const;

const parser = new XMLParser({
  ignoreAttributes: true,
  removeNSPrefix: true,
  parseTagValue: false,
  isArray: (n) => n === 'tetel',
});
type Node = Record<string, unknown>;
export const node = (parent: unknown, name: string) => ((parent as Node)?.[name] ?? {}) as Node;
export const str = (parent: unknown, name: string) => {
  const value = (parent as Node)?.[name];
  return typeof value === 'string' ? value : '';
};

export class Refusal extends Error {
  readonly code: number;
  constructor(code: number, message: string) {
    super(message);
    this.code = code;
  }
}

const budapestDay = new Intl.DateTimeFormat('en-CA', { timeZone: restaurantTimeZone });

export interface LedgerOptions {
  /** The account's agent key; absent, any key is taken (the stand-in `./konyha start` runs for test mode). */
  agentKey?: string;
  invoicePrefix?: string;
  refuseRepeatedOrderNumbers?: boolean;
  /** Well-formed tax numbers (their first eight digits) the tax authority does not know: refused as invalid data. */
  unknownTaxNumbers?: readonly string[];
  clock?: () => Date;
}

export type StandinLedger = ReturnType<typeof createStandinLedger>;

export function createStandinLedger(options: LedgerOptions) {
  const books = { invoices: [] as StandinDocument[], receipts: [] as StandinDocument[] };
  const clock = options.clock ?? (() => new Date());
  const refuseRepeats = options.refuseRepeatedOrderNumbers ?? true;
  const series = new Map<string, number>();
  // Számlázz.hu dates and numbers its documents in Hungarian time: a receipt at 00:30 on 1 January is the new year's.
  const today = () => budapestDay.format(clock());
  const nextNumber = (prefix: string) => {
    const key = `${prefix}-${today().slice(0, 4)}`;
    const next = (series.get(key) ?? 0) + 1;
    series.set(key, next);
    return `${key}-${next}`;
  };
  const checkKey = (key: string) => {
    const accepted = options.agentKey === undefined ? key.length > 0 : key === options.agentKey;
    if (!accepted) throw new Refusal(standinErrorCodes.login, 'Sikertelen bejelentkezés.');
  };

  function readLines(items: unknown[], names: { net: string; vat: string; gross: string }): StandinLine[] {
    if (items.length === 0)
      throw new Refusal(standinErrorCodes.xmlReading, 'XML beolvasási hiba: nincs tétel.');
    return items.map((item) => {
      const line = {
        name: str(item, 'megnevezes'),
        quantity: Number(str(item, 'mennyiseg')),
        unit: str(item, 'mennyisegiEgyseg'),
        netUnitPrice: Number(str(item, 'nettoEgysegar')),
        vatKey: str(item, 'afakulcs'),
        net: Number(str(item, names.net)),
        vat: Number(str(item, names.vat)),
        gross: Number(str(item, names.gross)),
      };
      if (!(Math.abs(line.netUnitPrice * line.quantity - line.net) <= 1))
        throw new Refusal(standinErrorCodes.netValue, `A tétel nettó értéke nem megfelelő: ${line.name}`);
      if (!(Math.abs(line.net + line.vat - line.gross) <= 0.01))
        throw new Refusal(standinErrorCodes.grossValue, `A tétel bruttó értéke nem megfelelő: ${line.name}`);
      return line;
    });
  }

  const sums = (lines: StandinLine[]) => ({
    net: lines.reduce((sum, line) => sum + line.net, 0),
    vat: lines.reduce((sum, line) => sum + line.vat, 0),
    gross: lines.reduce((sum, line) => sum + line.gross, 0),
  });

  function issueInvoice(request: Node, xml: string): StandinDocument {
    checkKey(str(node(request, 'beallitasok'), 'szamlaagentkulcs'));
    const header = node(request, 'fejlec');
    const buyer = node(request, 'vevo');
    const taxNumber = str(buyer, 'adoszam');
    const unknown = options.unknownTaxNumbers?.includes(taxNumber.slice(0, 8));
    if (taxNumber && (taxNumberProblem(taxNumber) || unknown))
      throw new Refusal(
        standinErrorCodes.invalidData,
        `Érvénytelen adat: a vevő adószáma (${taxNumber}) hibás.`,
      );
    const orderNumber = str(header, 'rendelesSzam');
    if (
      refuseRepeats &&
      orderNumber &&
      books.invoices.some((i) => i.type === 'SZ' && i.orderNumber === orderNumber)
    )
      throw new Refusal(standinErrorCodes.repeatedOrderNumber, `Már létező rendelésszám: ${orderNumber}.`);
    const lines = readLines(node(request, 'tetelek').tetel as unknown[], {
      net: 'nettoErtek',
      vat: 'afaErtek',
      gross: 'bruttoErtek',
    });
    const document: StandinDocument = {
      number: nextNumber(str(header, 'szamlaszamElotag') || (options.invoicePrefix ?? 'KONYHA')),
      type: 'SZ',
      orderNumber,
      issueDate: str(header, 'keltDatum') || today(),
      fulfilmentDate: str(header, 'teljesitesDatum'),
      paymentMethod: str(header, 'fizmod'),
      language: str(header, 'szamlaNyelve'),
      buyer: {
        name: str(buyer, 'nev'),
        postcode: str(buyer, 'irsz'),
        city: str(buyer, 'telepules'),
        address: str(buyer, 'cim'),
        taxNumber: taxNumber || str(buyer, 'adoszamEU'),
      },
      lines,
      ...sums(lines),
      xml,
    };
    books.invoices.push(document);
    return document;
  }

  function reverseInvoice(request: Node, xml: string): StandinDocument {
    checkKey(str(node(request, 'beallitasok'), 'szamlaagentkulcs'));
    const header = node(request, 'fejlec');
    const number = str(header, 'szamlaszam');
    const original = books.invoices.find((invoice) => invoice.number === number && invoice.type === 'SZ');
    if (!original) throw new Refusal(standinErrorCodes.unknownDocument, `Ismeretlen számlaszám: ${number}.`);
    if (original.reversedBy)
      throw new Refusal(standinErrorCodes.notAllowed, `A számla már sztornózva: ${number}.`);
    // A storno invoice is the next number of the original's block, with every line negated.
    const lines = original.lines.map((line) => ({
      ...line,
      quantity: -line.quantity,
      net: -line.net,
      vat: -line.vat,
      gross: -line.gross,
    }));
    const date = str(header, 'keltDatum') || today();
    const storno: StandinDocument = {
      ...original,
      number: nextNumber(number.replace(/-\d{4}-\d+$/, '')),
      type: 'SS',
      issueDate: date,
      fulfilmentDate: str(header, 'teljesitesDatum') || date,
      lines,
      ...sums(lines),
      reverses: original.number,
      xml,
    };
    original.reversedBy = storno.number;
    books.invoices.push(storno);
    return storno;
  }

  function issueReceipt(request: Node, xml: string): StandinDocument {
    checkKey(str(node(request, 'beallitasok'), 'szamlaagentkulcs'));
    const header = node(request, 'fejlec');
    const prefix = str(header, 'elotag');
    if (!/^[A-Z0-9]+$/.test(prefix))
      throw new Refusal(standinErrorCodes.xmlReading, 'XML beolvasási hiba: elotag.');
    const callId = str(header, 'hivasAzonosito');
    if (callId && books.receipts.some((receipt) => receipt.callId === callId))
      throw new Refusal(standinErrorCodes.repeatedCallId, `A hívásazonosító már létezik: ${callId}.`);
    const lines = readLines(node(request, 'tetelek').tetel as unknown[], {
      net: 'netto',
      vat: 'afa',
      gross: 'brutto',
    });
    const document: StandinDocument = {
      number: nextNumber(prefix),
      type: 'NY',
      orderNumber: str(header, 'rendelesSzam'),
      issueDate: today(),
      fulfilmentDate: today(),
      paymentMethod: str(header, 'fizmod'),
      language: 'hu',
      buyer: null,
      lines,
      ...sums(lines),
      callId,
      xml,
    };
    books.receipts.push(document);
    return document;
  }

  return {
    ...books,
    parse: (xml: string, root: string) => node(parser.parse(xml), root),
    checkKey,
    issueInvoice,
    reverseInvoice,
    issueReceipt,
  };
}
