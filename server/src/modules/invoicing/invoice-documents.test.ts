import { encryptCard } from '@konyha/domain/orders/card-encryption';
import { describe, expect, it } from 'vitest';
import { company, useInvoicingApp } from '../../../test/invoicing-app.ts';

const t = useInvoicingApp();

describe("an order's invoice through Számlázz.hu", () => {
  it('is issued once a company order is delivered and paid, with its lines, and its PDF mailed and downloadable', async () => {
    const { id, token } = await t.place({ invoice: company, tip: 200 });
    expect((await t.staffOrder(id)).invoiceDocument.status).toBe('none');

    expect((await t.move(id, { state: 'DELIVERED', payed: true })).statusCode).toBe(200);
    const document = await t.settled(id);
    expect(document).toEqual({
      status: 'issued',
      kind: 'invoice',
      number: 'KONYHA-2026-1',
      url: `/api/order/${id}/invoice.pdf`,
      error: null,
    });
    const [issued] = t.standin().invoices;
    expect(issued).toMatchObject({ orderNumber: String(id), buyer: { name: 'Példa Kft.' } });
    const order = await t.staffOrder(id);
    // The tip is the courier's: the invoice adds up to the order's total without it.
    expect(issued?.gross).toBe(order.total);

    const pdf = await t.app.inject({
      url: `/api/order/${id}/invoice.pdf`,
      headers: await t.managerHeaders(),
    });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');

    // The guest, through the order page's token in a header; nobody without it.
    const own = await t.app.inject({
      url: `/api/order/${id}/invoice.pdf`,
      headers: { 'x-status-token': token },
    });
    expect(own.statusCode).toBe(200);
    const page = await t.app.inject({ url: `/api/order-status/${token}` });
    expect(page.json().invoiceDocument).toMatchObject({ status: 'issued', number: 'KONYHA-2026-1' });
    expect((await t.app.inject({ url: `/api/order/${id}/invoice.pdf` })).statusCode).toBe(404);
    const wrong = await t.app.inject({
      url: `/api/order/${id}/invoice.pdf`,
      headers: { 'x-status-token': 'x'.repeat(32) },
    });
    expect(wrong.statusCode).toBe(404);

    const mail = await t.smtp.mailTo(order.email, 0, 'KONYHA-2026-1');
    expect(mail.attachments.map((a) => [a.filename, a.contentType])).toEqual([
      ['KONYHA-2026-1.pdf', 'application/pdf'],
    ]);

    // The day's close counts it.
    const close = await t.app.inject({
      url: '/api/daily-close/2026-11-20',
      headers: await t.managerHeaders(),
    });
    expect(close.json().figures.documents).toEqual({ invoices: 1, receipts: 0, reversals: 0, failed: 0 });
  });

  it('is issued at the online payment, before anyone delivers the order', async () => {
    const key = (await t.app.inject({ url: '/api/crypto/publickey' })).json();
    const card = { cardNumber: '4111111111111111', expMonth: '12', expYear: '2029', cvn: '123' };
    const encryptedCardData = await encryptCard({ ...card, cardHolderName: 'Vendég Vera' }, key);
    const { id } = await t.place({ invoice: company, payment: 'CREDIT_CARD_ONLINE', encryptedCardData });
    const document = await t.settled(id);
    expect(document).toMatchObject({ status: 'issued', kind: 'invoice' });
    const issued = t.standin().invoices.find((invoice) => invoice.number === document.number);
    expect(issued).toMatchObject({ paymentMethod: 'Online bankkártya' });
    expect((await t.staffOrder(id)).state).toBe('NEW');
  });
});
