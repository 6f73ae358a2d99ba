import { describe, expect, it } from 'vitest';
import { allOrderStates } from '../orders/order-states.ts';
import { documentDue, documentOrderNumber, type InvoicedOrder, mayCallForDocument } from './invoice-rules.ts';

const company = { companyName: 'Példa Kft.' };
const order = (overrides: Partial<InvoicedOrder> = {}): InvoicedOrder => ({
  id: 1042,
  state: 'PREPARING',
  payed: false,
  invoice: null,
  ...overrides,
});
const on = { enabled: true, receipts: true };

describe('which document an order calls for', () => {
  it('is nothing while the order is neither paid nor delivered', () => {
    expect(documentDue(order({ invoice: company }), on)).toBeNull();
    expect(documentDue(order({ state: 'DELIVERING' }), on)).toBeNull();
  });

  it('is an invoice for a company once paid, or once delivered and still unpaid', () => {
    expect(documentDue(order({ invoice: company, payed: true, state: 'NEW' }), on)).toBe('invoice');
    expect(documentDue(order({ invoice: company, state: 'DELIVERED' }), on)).toBe('invoice');
  });

  it('is a receipt for a private guest only while receipts are on', () => {
    expect(documentDue(order({ state: 'DELIVERED' }), on)).toBe('receipt');
    expect(documentDue(order({ state: 'DELIVERED' }), { enabled: true, receipts: false })).toBeNull();
  });

  it('is nothing for a refused order or while invoicing is off', () => {
    expect(documentDue(order({ invoice: company, payed: true, state: 'CANCELLED' }), on)).toBeNull();
    expect(documentDue(order({ invoice: company, payed: true, state: 'REJECTED' }), on)).toBeNull();
    expect(
      documentDue(order({ invoice: company, state: 'DELIVERED' }), { enabled: false, receipts: true }),
    ).toBeNull();
  });
});

describe('whether an order may call for a document at all', () => {
  it('is so exactly when some settings give it one, in every state, paid or not', () => {
    for (const state of allOrderStates)
      for (const payed of [false, true]) {
        const asked = order({ state, payed, invoice: company });
        expect(mayCallForDocument(asked), `${state} ${payed}`).toBe(documentDue(asked, on) !== null);
      }
    expect(mayCallForDocument(order({ state: 'NEW', payed: false }))).toBe(false);
  });
});

describe("a document's order number", () => {
  it('is the order id first, then numbered from 2 after each correction', () => {
    expect(documentOrderNumber(1042, 1)).toBe('1042');
    expect(documentOrderNumber(1042, 2)).toBe('1042-2');
    expect(documentOrderNumber(1042, 3)).toBe('1042-3');
  });
});
