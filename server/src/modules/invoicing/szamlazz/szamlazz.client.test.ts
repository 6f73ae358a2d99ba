import { type InvoiceDocument, invoiceDocument } from '@konyha/domain/invoicing/invoice-document';
import { anOrder, withBottles } from '@konyha/domain/testing/order.fixture';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createSzamlazzClient, type SzamlazzOptions } from './szamlazz.client.ts';
import { type SzamlazzStandin, standinErrorCodes, startSzamlazzStandin } from './szamlazz-standin.ts';

const agentKey = 'konyha-agent-key-9f3b2c7d1e';
const now = new Date('2026-11-27T12:00:00Z');
let standin: SzamlazzStandin;
let logs: string[];

const client = (overrides: Partial<SzamlazzOptions> = {}) =>
  createSzamlazzClient({
    baseUrl: standin.url,
    agentKey,
    receiptPrefix: 'NYGT',
    timeoutMs: 2000,
    logger: { warn: (fields, message) => logs.push(JSON.stringify({ ...fields, message })) },
    ...overrides,
  });

let nextId = 500;
/** An order with bottles and a company invoice, priced as the server keeps it. */
function companyInvoice(overrides: Partial<ReturnType<typeof anOrder>> = {}): InvoiceDocument {
  const order = anOrder({
    id: nextId++,
    ...withBottles(),
    invoice: {
      companyName: 'Példa Kft.',
      taxNumber: '12345676-2-42',
      billingAddress: { zipCode: '1052', city: 'Budapest', street: 'Váci utca 1.' },
    },
    ...overrides,
  });
  return invoiceDocument(order, { kind: 'invoice', now });
}

beforeAll(async () => {
  standin = await startSzamlazzStandin({ agentKey, clock: () => now });
});
afterAll(() => standin.close());
beforeEach(() => {
  logs = [];
});

describe('issuing an invoice', () => {
  it('answers its number in the year’s series and sums, and the stand-in keeps its lines', async () => {
    const document = companyInvoice();
    const result = await client().issueInvoice(document);
    expect(result).toEqual({
      ok: true,
      number: expect.stringMatching(/^KONYHA-2026-\d+$/),
      net: 4131,
      gross: 4760,
    });
    const issued = standin.invoices.at(-1);
    expect(issued).toMatchObject({ orderNumber: document.orderNumber, type: 'SZ', gross: 4760 });
    expect(issued?.buyer).toMatchObject({ name: 'Példa Kft.', taxNumber: '12345676-2-42' });
    expect(issued?.lines.map((line) => line.vatKey)).toEqual(['27', '5', '27', 'ATK']);
  });

  it('sends a dish’s name with XML’s special characters as written', async () => {
    const document = companyInvoice();
    const name = 'Kolbász & <mustár> "házi"';
    const named = {
      ...document,
      lines: document.lines.map((line, i) => (i === 0 ? { ...line, name } : line)),
    };
    expect(await client().issueInvoice(named)).toMatchObject({ ok: true });
    expect(standin.invoices.at(-1)?.lines[0]?.name).toBe(name);
  });

  it('brings the PDF when asked', async () => {
    const result = await client().issueInvoice(companyInvoice(), { pdf: true });
    expect(result.ok && result.pdf?.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('is refused as a duplicate when its order number was invoiced before, and found by that number', async () => {
    const document = companyInvoice();
    const first = await client().issueInvoice(document);
    const again = await client().issueInvoice(document);
    expect(again).toMatchObject({
      ok: false,
      kind: 'duplicate',
      code: String(standinErrorCodes.repeatedOrderNumber),
    });
    const found = await client().findInvoice(document.orderNumber);
    expect(found).toEqual({
      ok: true,
      invoice: expect.objectContaining({
        number: first.ok && first.number,
        type: 'SZ',
        gross: 4760,
        reversed: false,
      }),
    });
  });

  it('finds nothing for an order never invoiced', async () => {
    expect(await client().findInvoice('no-such-order')).toEqual({ ok: true, invoice: null });
  });

  it('refuses a buyer whose tax number is wrong as bad-buyer', async () => {
    const document = companyInvoice();
    const wrong = {
      ...document,
      buyer: { ...(document.buyer as NonNullable<InvoiceDocument['buyer']>), taxNumber: '12345678-2-42' },
    };
    expect(await client().issueInvoice(wrong)).toMatchObject({ ok: false, kind: 'bad-buyer', code: '309' });
  });

  it('invoices a private guest without a tax number', async () => {
    const order = anOrder({ id: nextId++, ...withBottles(), invoice: null });
    const result = await client().issueInvoice(invoiceDocument(order, { kind: 'invoice', now }));
    expect(result).toMatchObject({ ok: true, gross: 4760 });
    expect(standin.invoices.at(-1)?.xml).toContain('<adoalany>7</adoalany>');
  });
});

describe('reversing an invoice', () => {
  it('issues a storno invoice with a new number and negative sums, and the original shows reversed', async () => {
    const document = companyInvoice();
    const issued = await client().issueInvoice(document);
    if (!issued.ok) throw new Error(issued.message);
    const storno = await client().reverseInvoice(issued.number, '2026-11-28', { pdf: true });
    expect(storno).toMatchObject({ ok: true, net: -4131, gross: -4760 });
    expect(storno.ok && storno.number).not.toBe(issued.number);
    expect(storno.ok && storno.number).toMatch(/^KONYHA-2026-\d+$/);
    expect(standin.invoices.find((i) => i.number === issued.number)?.reversedBy).toBe(
      storno.ok && storno.number,
    );
    const found = await client().findInvoice(document.orderNumber);
    expect(found).toMatchObject({ ok: true, invoice: { type: 'SS', gross: -4760 } });
    expect(await client().reverseInvoice(issued.number, '2026-11-28')).toMatchObject({
      ok: false,
      kind: 'rejected',
    });
  });

  it('refuses an unknown invoice number', async () => {
    expect(await client().reverseInvoice('KONYHA-2026-9999', '2026-11-28')).toMatchObject({
      ok: false,
      kind: 'rejected',
      code: '7',
    });
  });
});

describe('receipts and PDFs', () => {
  it('issues a receipt in its own series, with its PDF, once per order', async () => {
    const document = invoiceDocument(anOrder({ id: nextId++, ...withBottles() }), { kind: 'receipt', now });
    const receipt = await client().issueReceipt(document, { pdf: true });
    expect(receipt).toMatchObject({
      ok: true,
      number: expect.stringMatching(/^NYGT-2026-\d+$/),
      gross: 4760,
    });
    expect(receipt.ok && receipt.pdf?.subarray(0, 5).toString()).toBe('%PDF-');
    expect(await client().issueReceipt(document)).toMatchObject({
      ok: false,
      kind: 'duplicate',
      code: '338',
    });
    const found = await client().findReceipt(document.orderNumber);
    expect(found).toEqual({ ok: true, receipt: { number: receipt.ok && receipt.number, gross: 4760 } });
    expect(await client().findReceipt('no-such-order')).toEqual({ ok: true, receipt: null });
  });

  it('fetches an invoice’s PDF by its number', async () => {
    const issued = await client().issueInvoice(companyInvoice());
    if (!issued.ok) throw new Error(issued.message);
    const pdf = await client().invoicePdf(issued.number);
    expect(pdf.ok && pdf.pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(await client().invoicePdf('KONYHA-2026-9999')).toMatchObject({ ok: false, code: '7' });
  });
});

describe('failures', () => {
  it('tells a wrong agent key as bad-key, for invoices and receipts alike', async () => {
    const wrong = client({ agentKey: 'not-the-key' });
    expect(await wrong.issueInvoice(companyInvoice())).toMatchObject({
      ok: false,
      kind: 'bad-key',
      code: '3',
    });
    const receipt = invoiceDocument(anOrder({ id: nextId++, ...withBottles() }), { kind: 'receipt', now });
    expect(await wrong.issueReceipt(receipt)).toMatchObject({ ok: false, kind: 'bad-key', code: '3' });
  });

  it('tells a time-out and a 5xx as unavailable, and the next call goes through', async () => {
    standin.failNext('timeout');
    const slow = await client({ timeoutMs: 300 }).issueInvoice(companyInvoice());
    expect(slow).toEqual({ ok: false, kind: 'unavailable', code: null, message: 'no answer in 300 ms' });
    standin.failNext('http500');
    expect(await client().findInvoice('1')).toMatchObject({ ok: false, kind: 'unavailable', code: null });
    expect(await client().issueInvoice(companyInvoice())).toMatchObject({ ok: true });
  });

  it('tells an unreachable Agent as unavailable', async () => {
    const nowhere = client({ baseUrl: 'http://127.0.0.1:9' });
    expect(await nowhere.issueInvoice(companyInvoice())).toMatchObject({ ok: false, kind: 'unavailable' });
  });

  it('never lets the agent key into a message or a log, even when the Agent quotes the request', async () => {
    standin.failNext('echo');
    const echoed = await client().issueInvoice(companyInvoice());
    expect(echoed).toMatchObject({ ok: false, kind: 'rejected', code: '57' });
    expect(standin.requests.at(-1)?.xml).toContain(agentKey);
    standin.failNext('timeout');
    const receipt = invoiceDocument(anOrder({ id: nextId++, ...withBottles() }), { kind: 'receipt', now });
    await client({ timeoutMs: 200 }).issueReceipt(receipt);
    await client({ agentKey: `${agentKey}x` }).findInvoice('1');
    expect(logs.length).toBeGreaterThanOrEqual(3);
    for (const text of [JSON.stringify(echoed), ...logs]) expect(text).not.toContain(agentKey);
  });

  it('cuts out a key with XML’s special characters however the Agent quotes it', async () => {
    const odd = 'k&y<2>';
    const oddStandin = await startSzamlazzStandin({ agentKey: odd, clock: () => now });
    try {
      oddStandin.failNext('echo');
      const echoed = await client({ baseUrl: oddStandin.url, agentKey: odd }).issueInvoice(companyInvoice());
      expect(oddStandin.requests.at(-1)?.xml).toContain('k&amp;y&lt;2&gt;');
      for (const text of [JSON.stringify(echoed), ...logs]) {
        expect(text).not.toContain('k&amp;y&lt;2&gt;');
        expect(text).not.toContain(odd);
      }
    } finally {
      await oddStandin.close();
    }
  });

  it('is refused by the Agent’s schema when an element is out of order', async () => {
    const document = companyInvoice();
    const response = await fetch(`${standin.url}/szamla/`, {
      method: 'POST',
      body: (() => {
        const form = new FormData();
        const xml = `<?xml version="1.0"?><xmlszamla xmlns="http://www.szamlazz.hu/xmlszamla"><fejlec/><beallitasok/></xmlszamla>`;
        form.append('action-xmlagentxmlfile', new Blob([xml]), 'x.xml');
        return form;
      })(),
    });
    expect(response.headers.get('szlahu_error_code')).toBe('57');
    expect(document.orderNumber).not.toBe('');
  });
});
