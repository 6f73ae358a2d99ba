import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { loggedInUser } from '../../../test/factories.ts';
import { agentKey, company, unknownToNav, useInvoicingApp } from '../../../test/invoicing-app.ts';
import { invoiceDocuments } from '../../db/schema/index.ts';

const t = useInvoicingApp();

const retry = async (id: number, headers?: Record<string, string>) =>
  t.app.inject({
    method: 'POST',
    url: `/api/order/${id}/invoice/retry`,
    headers: headers ?? (await t.managerHeaders()),
  });

describe('an invoice Számlázz.hu does not issue', () => {
  it('fails with the reason on a bad key, and a manager’s retry issues it once the key is right', async () => {
    await t.saveSettings({ agentKey: 'a-revoked-agent-key' });
    const { id } = await t.place({ invoice: company });
    await t.move(id, { state: 'DELIVERED', payed: true });
    const failed = await t.settled(id);
    expect(failed).toMatchObject({ status: 'failed', kind: 'invoice', number: null, url: null });
    expect(failed.error).toMatch(/bejelentkezés/i);
    // The key never shows, in the answer or the stored reason.
    const [row] = await t.db.select().from(invoiceDocuments).where(eq(invoiceDocuments.orderId, id));
    expect(JSON.stringify(row)).not.toContain('a-revoked-agent-key');

    const assistant = await loggedInUser(t.app, t.db, { role: 'SHOP_ASSISTANT' });
    expect((await retry(id, assistant.headers)).statusCode).toBe(403);

    await t.saveSettings({ agentKey });
    const retried = await retry(id);
    expect(retried.statusCode).toBe(200);
    expect(retried.json().orders[0].invoiceDocument.status).toBe('pending');
    expect(await t.settled(id)).toMatchObject({ status: 'issued', error: null });
    expect(t.standin().invoices.filter((invoice) => invoice.orderNumber === String(id))).toHaveLength(1);

    const again = await retry(id);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ errorType: 'CONFLICT', field: 'invoiceDocument' });
  });

  it('fails at once when the company’s tax number is refused, naming it', async () => {
    const { id } = await t.place({ invoice: { ...company, taxNumber: unknownToNav } });
    await t.move(id, { state: 'DELIVERED' });
    const failed = await t.settled(id);
    expect(failed.status).toBe('failed');
    expect(failed.error).toMatch(/adószám/i);
  });

  it('is tried again while Számlázz.hu does not answer, and issued once it does', async () => {
    t.standin().failNext('http500', 2);
    const { id } = await t.place({ invoice: company });
    await t.move(id, { state: 'DELIVERED', payed: true });
    expect(await t.settled(id)).toMatchObject({ status: 'issued' });
    const [row] = await t.db.select().from(invoiceDocuments).where(eq(invoiceDocuments.orderId, id));
    expect(row?.attempts).toBe(3);
    expect(t.standin().invoices.filter((invoice) => invoice.orderNumber === String(id))).toHaveLength(1);
  });

  it('is recorded once when its answer was lost: the repeat finds the invoice instead of issuing another', async () => {
    t.standin().failNext('lostAnswer');
    const { id } = await t.place({ invoice: company });
    await t.move(id, { state: 'DELIVERED', payed: true });
    const issued = await t.settled(id);
    expect(issued.status).toBe('issued');
    const invoices = t.standin().invoices.filter((invoice) => invoice.orderNumber === String(id));
    expect(invoices.map((invoice) => invoice.number)).toEqual([issued.number]);
    const pdf = await t.app.inject({
      url: `/api/order/${id}/invoice.pdf`,
      headers: await t.managerHeaders(),
    });
    expect(pdf.statusCode).toBe(200);
  });
});
