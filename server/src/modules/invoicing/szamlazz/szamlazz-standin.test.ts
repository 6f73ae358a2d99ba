import { invoiceDocument } from '@konyha/domain/invoicing/invoice-document';
import { anOrder, withBottles } from '@konyha/domain/testing/order.fixture';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invoiceXml, readInvoiceXml } from './szamlazz.xml.ts';
import { type SzamlazzStandin, startSzamlazzStandin } from './szamlazz-standin.ts';

// The stand-in's own behaviour where Konyha's client does not reach it: malformed uploads, the schema's order,
// the account setting for repeated order numbers, other invoice blocks.

const agentKey = 'standin-key-41f0';
const now = new Date('2026-11-27T12:00:00Z');
let standin: SzamlazzStandin;
let lenient: SzamlazzStandin;
let nextId = 900;

const anInvoiceXml = (overrides: { prefix?: string; id?: number } = {}) => {
  const order = anOrder({
    id: overrides.id ?? nextId++,
    ...withBottles(),
    invoice: {
      companyName: 'Példa Kft.',
      taxNumber: '12345676-2-42',
      billingAddress: { zipCode: '1052', city: 'Budapest', street: 'Váci utca 1.' },
    },
  });
  const document = invoiceDocument(order, { kind: 'invoice', now });
  return invoiceXml(agentKey, document, { pdf: true, prefix: overrides.prefix });
};

async function upload(fields: Record<string, string>, to = standin) {
  const form = new FormData();
  for (const [name, xml] of Object.entries(fields))
    form.append(name, new Blob([xml], { type: 'text/xml' }), 'r.xml');
  const response = await fetch(`${to.url}/szamla/`, { method: 'POST', body: form });
  const body = Buffer.from(await response.arrayBuffer());
  const error = response.headers.get('szlahu_error');
  return {
    status: response.status,
    code: response.headers.get('szlahu_error_code'),
    error: error && decodeURIComponent(error),
    number: response.headers.get('szlahu_szamlaszam'),
    body,
  };
}

beforeAll(async () => {
  standin = await startSzamlazzStandin({ agentKey, clock: () => now });
  lenient = await startSzamlazzStandin({ agentKey, clock: () => now, refuseRepeatedOrderNumbers: false });
});
afterAll(async () => {
  await standin.close();
  await lenient.close();
});

describe('the upload', () => {
  it('wants exactly one file field, else “missing XML file” (53)', async () => {
    expect((await upload({})).code).toBe('53');
    const xml = anInvoiceXml();
    expect((await upload({ 'action-xmlagentxmlfile': xml, 'action-szamla_agent_xml': xml })).code).toBe('53');
    expect((await upload({ 'action-unknown': xml })).code).toBe('53');
  });

  it('answers a well-formed invoice with its number, sums and a whole PDF', async () => {
    const answer = await upload({ 'action-xmlagentxmlfile': anInvoiceXml() });
    expect(answer).toMatchObject({
      status: 200,
      code: null,
      number: expect.stringMatching(/^KONYHA-2026-\d+$/),
    });
    expect(answer.body.subarray(0, 5).toString()).toBe('%PDF-');
    expect(answer.body.subarray(-6).toString()).toContain('%%EOF');
  });
});

describe('the schema', () => {
  it('refuses an element out of the XSD’s order, naming it', async () => {
    const swapped = anInvoiceXml().replace(
      /(<fizmod>.*?<\/fizmod>)(\s*)(<penznem>.*?<\/penznem>)/s,
      '$3$2$1',
    );
    const answer = await upload({ 'action-xmlagentxmlfile': swapped });
    expect(answer).toMatchObject({ code: '57', error: expect.stringContaining('fizmod') });
  });

  it('refuses a missing required element, an unknown one and a wrong namespace', async () => {
    const xml = anInvoiceXml();
    const noPostcode = xml.replace(/<irsz>.*?<\/irsz>/, '');
    expect(await upload({ 'action-xmlagentxmlfile': noPostcode })).toMatchObject({
      code: '57',
      error: expect.stringContaining('irsz'),
    });
    const unknown = xml.replace('<fizmod>', '<kedvenc>leves</kedvenc><fizmod>');
    expect(await upload({ 'action-xmlagentxmlfile': unknown })).toMatchObject({
      code: '57',
      error: expect.stringContaining('kedvenc'),
    });
    const elsewhere = xml.replace('http://www.szamlazz.hu/xmlszamla', 'http://example.com/xmlszamla');
    expect((await upload({ 'action-xmlagentxmlfile': elsewhere })).code).toBe('57');
    expect((await upload({ 'action-szamla_agent_st': xml })).code).toBe('57');
  });

  it('refuses a line whose net and VAT do not make its gross (261)', async () => {
    const wrong = anInvoiceXml().replace(
      /<bruttoErtek>1980<\/bruttoErtek>/,
      '<bruttoErtek>1990</bruttoErtek>',
    );
    expect((await upload({ 'action-xmlagentxmlfile': wrong })).code).toBe('261');
  });
});

describe('the account', () => {
  it('issues a repeated order number again when the account allows it', async () => {
    const xml = anInvoiceXml();
    const first = await upload({ 'action-xmlagentxmlfile': xml }, lenient);
    const second = await upload({ 'action-xmlagentxmlfile': xml }, lenient);
    expect([first.code, second.code]).toEqual([null, null]);
    expect(second.number).not.toBe(first.number);
    expect((await upload({ 'action-xmlagentxmlfile': xml })).code).toBe(null);
    expect((await upload({ 'action-xmlagentxmlfile': xml })).code).toBe('152');
  });

  it('numbers each invoice block and year on its own', async () => {
    const first = await upload({ 'action-xmlagentxmlfile': anInvoiceXml({ prefix: 'TESZT' }) });
    const second = await upload({ 'action-xmlagentxmlfile': anInvoiceXml({ prefix: 'TESZT' }) });
    expect([first.number, second.number]).toEqual(['TESZT-2026-1', 'TESZT-2026-2']);
  });

  it('dates and numbers a receipt in Hungarian time: half past midnight on New Year’s Day is the new year’s', async () => {
    const newYear = await startSzamlazzStandin({ agentKey, clock: () => new Date('2026-12-31T23:30:00Z') });
    try {
      const receipt = `<?xml version="1.0" encoding="UTF-8"?><xmlnyugtacreate xmlns="http://www.szamlazz.hu/xmlnyugtacreate"><beallitasok><szamlaagentkulcs>${agentKey}</szamlaagentkulcs><pdfLetoltes>false</pdfLetoltes></beallitasok><fejlec><elotag>NYGT</elotag><fizmod>Készpénz</fizmod><penznem>HUF</penznem></fejlec><tetelek><tetel><megnevezes>Leves</megnevezes><mennyiseg>1</mennyiseg><mennyisegiEgyseg>db</mennyisegiEgyseg><nettoEgysegar>1000</nettoEgysegar><afakulcs>27</afakulcs><netto>1000</netto><afa>270</afa><brutto>1270</brutto></tetel></tetelek></xmlnyugtacreate>`;
      await upload({ 'action-szamla_agent_nyugta_create': receipt }, newYear);
      expect(newYear.receipts[0]).toMatchObject({ number: 'NYGT-2027-1', issueDate: '2027-01-01' });
    } finally {
      await newYear.close();
    }
  });

  it('answers the query with the invoice as Számlázz.hu’s szamla XML', async () => {
    const issued = await upload({ 'action-xmlagentxmlfile': anInvoiceXml({ id: 4242 }) });
    const query = `<?xml version="1.0" encoding="UTF-8"?><xmlszamlaxml xmlns="http://www.szamlazz.hu/xmlszamlaxml"><szamlaagentkulcs>${agentKey}</szamlaagentkulcs><rendelesSzam>4242</rendelesSzam></xmlszamlaxml>`;
    const answer = await upload({ 'action-szamla_agent_xml': query });
    expect(readInvoiceXml(answer.body.toString('utf8'))).toEqual({
      number: issued.number,
      orderNumber: '4242',
      type: 'SZ',
      reversed: false,
      net: 4131,
      gross: 4760,
    });
  });
});
