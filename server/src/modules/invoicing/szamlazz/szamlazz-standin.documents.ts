import { XMLBuilder } from 'fast-xml-parser';
import { pdfDocument, pdfFonts } from '../../../platform/pdf/pdf-document.ts';

// What the Számla Agent stand-in hands back: a one-page PDF, and the answer XMLs in the Agent's own element names
// (`xmlnyugtavalasz` for a receipt, `szamla` for a query; after the Agent's published examples and schemas).

export interface StandinLine {
  name: string;
  quantity: number;
  unit: string;
  netUnitPrice: number;
  vatKey: string;
  net: number;
  vat: number;
  gross: number;
}

export interface StandinDocument {
  number: string;
  /** `SZ` an invoice, `SS` a storno invoice, `NY` a receipt. */
  type: 'SZ' | 'SS' | 'NY';
  orderNumber: string;
  issueDate: string;
  fulfilmentDate: string;
  paymentMethod: string;
  language: string;
  buyer: { name: string; postcode: string; city: string; address: string; taxNumber: string } | null;
  lines: StandinLine[];
  net: number;
  vat: number;
  gross: number;
  /** The storno invoice's number once reversed; a storno's own `reverses` names the original. */
  reversedBy?: string;
  reverses?: string;
  /** Receipts: the caller's `hivasAzonosito`. */
  callId?: string;
  /** The request's XML as received. */
  xml: string;
}

const money = (amount: number) => `${amount.toLocaleString('hu-HU')} Ft`;

/** A small but real PDF: the number, the buyer and the lines, drawn by pdfkit. */
export async function standinPdf(document: StandinDocument): Promise<Buffer> {
  const { doc, done } = pdfDocument({ size: 'A4', margin: 50, info: { Title: document.number } });
  const title = { SZ: 'Számla', SS: 'Sztornó számla', NY: 'Nyugta' }[document.type];
  doc.font(pdfFonts.bold).fontSize(16).text(`${title} ${document.number}`);
  doc.font(pdfFonts.body).fontSize(10).moveDown(0.5);
  doc.text(`Rendelésszám: ${document.orderNumber} · Kelt: ${document.issueDate}`);
  if (document.reverses) doc.text(`Sztornózott számla: ${document.reverses}`);
  if (document.buyer) {
    const { name, postcode, city, address, taxNumber } = document.buyer;
    doc
      .moveDown(0.5)
      .text(`Vevő: ${name}, ${postcode} ${city}, ${address}${taxNumber ? `, ${taxNumber}` : ''}`);
  }
  doc.moveDown(0.5);
  for (const line of document.lines)
    doc.text(`${line.quantity} ${line.unit} ${line.name} · ${line.vatKey} · ${money(line.gross)}`);
  doc
    .moveDown(0.5)
    .font(pdfFonts.bold)
    .text(`Bruttó végösszeg: ${money(document.gross)}`);
  doc.end();
  return done;
}

const builder = new XMLBuilder({ ignoreAttributes: false, format: true });
const declaration = '<?xml version="1.0" encoding="UTF-8"?>\n';

const totals = (document: StandinDocument) => ({
  afakulcsossz: [...new Set(document.lines.map((line) => line.vatKey))].map((key) => {
    const lines = document.lines.filter((line) => line.vatKey === key);
    const sum = (field: 'net' | 'vat' | 'gross') => lines.reduce((total, line) => total + line[field], 0);
    const rate = Number(key);
    return {
      ...(Number.isNaN(rate) && { afatipus: key }),
      afakulcs: Number.isNaN(rate) ? 0 : rate,
      netto: sum('net'),
      afa: sum('vat'),
      brutto: sum('gross'),
    };
  }),
  totalossz: { netto: document.net, afa: document.vat, brutto: document.gross },
});

/** The answer to a receipt: `sikeres`, or `hibakod` and `hibauzenet`. */
export function receiptAnswerXml(
  outcome: { document: StandinDocument; pdf?: Buffer } | { code: number; message: string },
): string {
  const root = { '@_xmlns': 'http://www.szamlazz.hu/xmlnyugtavalasz' };
  if ('code' in outcome) {
    const failed = {
      xmlnyugtavalasz: { ...root, sikeres: false, hibakod: outcome.code, hibauzenet: outcome.message },
    };
    return declaration + builder.build(failed);
  }
  const { document, pdf } = outcome;
  const receipt = {
    alap: {
      id: document.number.length,
      hivasAzonosito: document.callId ?? '',
      nyugtaszam: document.number,
      tipus: 'NY',
      stornozott: false,
      kelt: document.issueDate,
      fizmod: document.paymentMethod,
      penznem: 'HUF',
      teszt: true,
      rendelesSzam: document.orderNumber,
    },
    tetelek: {
      tetel: document.lines.map((line) => ({
        megnevezes: line.name,
        mennyiseg: line.quantity,
        mennyisegiEgyseg: line.unit,
        nettoEgysegar: line.netUnitPrice,
        netto: line.net,
        afakulcs: line.vatKey,
        afa: line.vat,
        brutto: line.gross,
      })),
    },
    osszegek: totals(document),
  };
  const answer = {
    ...root,
    sikeres: true,
    ...(pdf && { nyugtaPdf: pdf.toString('base64') }),
    nyugta: receipt,
  };
  return declaration + builder.build({ xmlnyugtavalasz: answer });
}

/** An invoice as the query (`action-szamla_agent_xml`) answers it: Számlázz.hu's `szamla` document. */
export function invoiceXmlOf(document: StandinDocument): string {
  const buyer = document.buyer;
  const invoice = {
    '@_xmlns': 'http://www.szamlazz.hu/szamla',
    alap: {
      id: document.number.length,
      szamlaszam: document.number,
      tipus: document.type,
      eszamla: 1,
      ...(document.reverses && { hivszamlaszam: document.reverses }),
      kelt: document.issueDate,
      telj: document.fulfilmentDate,
      fizh: document.issueDate,
      fizmod: document.paymentMethod,
      rendelesszam: document.orderNumber,
      nyelv: document.language,
      devizanem: 'HUF',
      teszt: true,
      sztornozott: document.reversedBy !== undefined,
    },
    vevo: buyer && {
      nev: buyer.name,
      cim: { irsz: buyer.postcode, telepules: buyer.city, cim: buyer.address },
      adoszam: buyer.taxNumber,
    },
    tetelek: {
      tetel: document.lines.map((line) => ({
        nev: line.name,
        mennyiseg: line.quantity,
        mennyisegiegyseg: line.unit,
        nettoegysegar: line.netUnitPrice,
        afakulcs: Number(line.vatKey) || 0,
        netto: line.net,
        afa: line.vat,
        brutto: line.gross,
      })),
    },
    osszegek: totals(document),
  };
  return declaration + builder.build({ szamla: invoice });
}
