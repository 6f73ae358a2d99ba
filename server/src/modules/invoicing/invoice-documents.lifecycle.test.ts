import { describe, expect, it } from 'vitest';
import { company, useInvoicingApp } from '../../../test/invoicing-app.ts';

const t = useInvoicingApp();

const post = async (url: string, payload: object) =>
  t.app.inject({ method: 'POST', url, payload, headers: await t.managerHeaders() });

/** Accepted and marked paid at the counter: its invoice is due while the kitchen still cooks. */
async function paidCompanyOrder() {
  const { id } = await t.place({ invoice: company });
  expect((await post(`/api/order/${id}/accept`, { minutes: 30 })).statusCode).toBe(200);
  expect((await t.move(id, { payed: true })).statusCode).toBe(200);
  const document = await t.settled(id);
  expect(document.status).toBe('issued');
  return { id, number: document.number as string };
}

describe("an order's documents through its life", () => {
  it('gives a private guest a receipt when receipts are on, and nothing while they are off', async () => {
    const { id } = await t.place();
    await t.move(id, { state: 'DELIVERED' });
    const receipt = await t.settled(id);
    expect(receipt).toMatchObject({ status: 'issued', kind: 'receipt' });
    expect(t.standin().receipts.map((r) => r.number)).toContain(receipt.number);

    await t.saveSettings({ receipts: false });
    const { id: other } = await t.place();
    await t.move(other, { state: 'DELIVERED', payed: true });
    expect((await t.staffOrder(other)).invoiceDocument.status).toBe('none');
    await t.saveSettings({ receipts: true });
  });

  it('reverses an issued invoice when the order is cancelled, and the guest sees the reversal', async () => {
    const { id, number } = await paidCompanyOrder();
    const cancelled = await post(`/api/order/${id}/cancel`, { reason: 'GUEST_REQUEST' });
    expect(cancelled.statusCode).toBe(200);
    const reversal = await t.settled(id);
    expect(reversal).toMatchObject({ status: 'reversed', kind: 'invoice' });
    const storno = t.standin().invoices.find((invoice) => invoice.number === reversal.number);
    expect(storno).toMatchObject({ type: 'SS', orderNumber: String(id) });
    expect(t.standin().invoices.find((invoice) => invoice.number === number)?.reversedBy).toBe(
      reversal.number,
    );
  });

  it('does not issue the invoice of an order refused before it was issued', async () => {
    const { id } = await t.place({ invoice: company });
    await post(`/api/order/${id}/reject`, { reason: 'TOO_BUSY' });
    await t.move(id, { payed: true }).catch(() => undefined);
    expect((await t.staffOrder(id)).invoiceDocument.status).toBe('none');
    expect(t.standin().invoices.some((invoice) => invoice.orderNumber === String(id))).toBe(false);
  });

  it('reverses and issues anew under the next order number when staff change an invoiced order', async () => {
    const { id, number } = await paidCompanyOrder();
    const before = await t.staffOrder(id);
    const line = before.products[0];
    const changed = await t.app.inject({
      method: 'PUT',
      url: `/api/order/${id}/content`,
      payload: {
        version: before.version,
        products: [{ id: line?.productId, quantity: 3 }],
        reason: 'The guest called: one more',
      },
      headers: await t.managerHeaders(),
    });
    expect(changed.statusCode).toBe(200);
    const corrected = await t.settled(id);
    expect(corrected).toMatchObject({ status: 'issued', kind: 'invoice' });
    expect(corrected.number).not.toBe(number);
    const invoices = t.standin().invoices.filter((invoice) => invoice.orderNumber.startsWith(String(id)));
    expect(invoices.map((invoice) => [invoice.orderNumber, invoice.type])).toEqual([
      [String(id), 'SZ'],
      [String(id), 'SS'],
      [`${id}-2`, 'SZ'],
    ]);
    const after = await t.staffOrder(id);
    expect(invoices.at(-1)?.gross).toBe(after.total);
  });

  it("prints the restaurant's bank account on the invoice when one is set", async () => {
    await t.saveSettings({ bankAccount: '11773016-11111018' });
    try {
      const { id } = await t.place({ invoice: company });
      await t.move(id, { state: 'DELIVERED' });
      expect(await t.settled(id)).toMatchObject({ status: 'issued' });
      const sent = t.standin().requests.filter((request) => request.xml.includes(`<rendelesSzam>${id}<`));
      expect(sent.at(-1)?.xml).toMatch(
        /<elado>\s*<bankszamlaszam>11773016-11111018<\/bankszamlaszam>\s*<\/elado>/,
      );
    } finally {
      await t.saveSettings({});
    }
  });
});
