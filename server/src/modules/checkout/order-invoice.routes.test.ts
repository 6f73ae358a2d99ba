import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { guestEmail, useCheckoutApp } from '../../../test/checkout-app.ts';
import { loggedInUser } from '../../../test/factories.ts';
import { tokenOf } from '../../../test/status-app.ts';
import { orders } from '../../db/schema/index.ts';

const checkout = useCheckoutApp();
const { order, place } = checkout;

const invoice = {
  companyName: 'Példa Kft.',
  taxNumber: '10773381-2-44',
  billingAddress: { zipCode: '1134', city: 'Budapest', street: 'Váci út 12.' },
};

describe('a company invoice asked for with an order', () => {
  it('is kept on the order and shown to the staff in full', async () => {
    const placed = await place(order({ invoice: { ...invoice, taxNumber: ' hu1077 3381 ' } }));
    expect(placed.statusCode).toBe(200);
    const { orderId } = placed.json();
    const kept = { ...invoice, taxNumber: 'HU10773381' };
    const [row] = await checkout.db.select().from(orders).where(eq(orders.id, orderId));
    expect(row?.invoice).toEqual(kept);

    const staff = await loggedInUser(checkout.app, checkout.db, { role: 'SHOP_ASSISTANT' });
    const today = await checkout.app.inject({ url: '/api/order/today', headers: staff.headers });
    expect(today.statusCode, today.body).toBe(200);
    expect(today.json().orders.find((o: { id: number }) => o.id === orderId)?.invoice).toEqual(kept);
  });

  it("shows the guest's status page the company name only", async () => {
    const { statusUrl } = (await place(order({ invoice }))).json();
    const status = await checkout.app.inject({ url: `/api/order-status/${tokenOf(statusUrl)}` });
    expect(status.json().invoice).toEqual({ companyName: 'Példa Kft.' });
    for (const hidden of ['10773381', 'Váci út']) expect(status.body).not.toContain(hidden);
  });

  it('is none when not asked for, or sent as null', async () => {
    for (const body of [order(), order({ invoice: null })]) {
      const { orderId, statusUrl } = (await place(body)).json();
      const [row] = await checkout.db.select().from(orders).where(eq(orders.id, orderId));
      expect(row?.invoice).toBeNull();
      const status = await checkout.app.inject({ url: `/api/order-status/${tokenOf(statusUrl)}` });
      expect(status.json().invoice).toBeNull();
    }
  });

  it('refuses a tax number with a wrong check digit (400 naming invoice.taxNumber), keeping nothing', async () => {
    const email = guestEmail();
    const response = await place(order({ email, invoice: { ...invoice, taxNumber: '10773382-2-44' } }));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      errorType: 'VALIDATION_ERROR',
      field: 'invoice.taxNumber',
      message: expect.stringContaining('taxNumberCheckDigit'),
    });
    expect(await checkout.db.select().from(orders).where(eq(orders.email, email))).toHaveLength(0);
  });

  it('refuses a tax number of another shape, a missing company name and a billing address without a city', async () => {
    const refused = async (changes: object) =>
      (await place(order({ invoice: { ...invoice, ...changes } }))).json();
    expect(await refused({ taxNumber: '1077338-2-44' })).toMatchObject({
      field: 'invoice.taxNumber',
      message: expect.stringContaining('taxNumberFormat'),
    });
    expect(await refused({ companyName: '' })).toMatchObject({
      field: 'invoice.companyName',
      message: expect.stringContaining('required'),
    });
    const { companyName: _name, ...withoutName } = invoice;
    expect((await place(order({ invoice: withoutName }))).json()).toMatchObject({
      errorType: 'VALIDATION_ERROR',
      field: 'invoice.companyName',
    });
    expect(await refused({ billingAddress: { ...invoice.billingAddress, city: ' ' } })).toMatchObject({
      field: 'invoice.billingAddress.city',
      message: expect.stringContaining('required'),
    });
  });
});
