import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { aCourierAddress } from '../testing/order.fixture.ts';
import {
  changeRefusal,
  contentChanges,
  forbiddenForRole,
  grownKeys,
  type LineChoice,
  type OrderContent,
} from './order-changes.ts';

const soup = (quantity: number): LineChoice => ({ id: 1, quantity, options: [] });
const chicken = (quantity: number, options = [10]): LineChoice => ({ id: 5, quantity, options });
const pie = (quantity: number): LineChoice => ({ id: 2, quantity, options: [] });
const before = (lines: LineChoice[]) => ({
  lines,
  address: aCourierAddress(),
  preOrderDate: null,
  note: 'Csípősen',
});

describe('which orders may change', () => {
  it('lets NEW, PREPARING and READY orders change, an accepted pre-order (NEW) included', () => {
    expect(changeRefusal({ state: 'NEW', paymentStatus: 'NONE' })).toBeUndefined();
    expect(changeRefusal({ state: 'PREPARING', paymentStatus: 'PAID' })).toBeUndefined();
    // Issue 33: cooked but still in the shop, waiting for the courier.
    expect(changeRefusal({ state: 'READY', paymentStatus: 'NONE' })).toBeUndefined();
  });

  it('refuses an order on its way, delivered or refused', () => {
    for (const state of ['DELIVERING', 'DELIVERED', 'REJECTED', 'CANCELLED'])
      expect(changeRefusal({ state, paymentStatus: 'NONE' })).toBe('CONFLICT');
  });

  it('refuses an order whose online payment is not settled', () => {
    expect(changeRefusal({ state: 'NEW', paymentStatus: 'REDIRECTED' })).toBe('PAYMENT_PENDING');
  });
});

describe('what a shop assistant may change', () => {
  const had = before([soup(2), chicken(1)]);

  it('lets them remove a line or lower a quantity', () => {
    expect(forbiddenForRole('SHOP_ASSISTANT', had, { lines: [soup(1)] })).toBeUndefined();
  });

  it('lets them replace a dish by another for as many pieces as were taken out', () => {
    expect(forbiddenForRole('SHOP_ASSISTANT', had, { lines: [soup(2), pie(1)] })).toBeUndefined();
    expect(forbiddenForRole('SHOP_ASSISTANT', had, { lines: [soup(2), chicken(1, [11])] })).toBeUndefined();
  });

  it('refuses more pieces of a replacement than were taken out, naming its line', () => {
    expect(forbiddenForRole('SHOP_ASSISTANT', had, { lines: [soup(2), pie(2)] })).toBe('products.1');
  });

  it('refuses more of a dish the order keeps, naming its quantity', () => {
    expect(forbiddenForRole('SHOP_ASSISTANT', had, { lines: [chicken(2)] })).toBe('products.0.quantity');
  });

  it('refuses an address, courier note, slot or note change, naming the field', () => {
    const lines = had.lines;
    const address = { ...had.address };
    expect(forbiddenForRole('SHOP_ASSISTANT', had, { lines, address: { ...address, door: '3' } })).toBe(
      'address.door',
    );
    expect(
      forbiddenForRole('SHOP_ASSISTANT', had, { lines, address: { ...address, courierNote: 'x' } }),
    ).toBe('address.courierNote');
    expect(forbiddenForRole('SHOP_ASSISTANT', had, { lines, preOrderDate: '2026-11-28T11:00:00Z' })).toBe(
      'preOrderDate',
    );
    expect(forbiddenForRole('SHOP_ASSISTANT', had, { lines, note: '' })).toBe('note');
  });

  it('lets the same address, slot and note be sent back unchanged', () => {
    expect(
      forbiddenForRole('SHOP_ASSISTANT', had, {
        lines: had.lines,
        address: had.address,
        preOrderDate: null,
        note: had.note,
      }),
    ).toBeUndefined();
  });

  it('lets managers and admins change anything', () => {
    const more = { lines: [soup(5), pie(3)], note: 'Más', preOrderDate: '2026-11-28T11:00:00Z' };
    expect(forbiddenForRole('MANAGER', had, more)).toBeUndefined();
    expect(forbiddenForRole('ADMIN', had, more)).toBeUndefined();
  });

  const lineArb = fc.record({
    id: fc.integer({ min: 1, max: 4 }),
    quantity: fc.integer({ min: 1, max: 5 }),
    options: fc.constantFrom([], [10], [11]),
  });
  const pieces = (lines: LineChoice[]) => lines.reduce((sum, line) => sum + line.quantity, 0);

  it('never lets an assistant send out more pieces than the order had', () => {
    fc.assert(
      fc.property(
        fc.array(lineArb, { minLength: 1, maxLength: 5 }),
        fc.array(lineArb, { minLength: 1 }),
        (a, b) => {
          if (forbiddenForRole('SHOP_ASSISTANT', before(a), { lines: b }) === undefined)
            expect(pieces(b)).toBeLessThanOrEqual(pieces(a));
        },
      ),
    );
  });

  it('always lets an assistant take pieces out', () => {
    fc.assert(
      fc.property(fc.array(lineArb, { minLength: 1, maxLength: 5 }), (a) => {
        const fewer = a.map((line) => ({ ...line, quantity: Math.max(1, line.quantity - 1) })).slice(1);
        if (fewer.length > 0)
          expect(forbiddenForRole('SHOP_ASSISTANT', before(a), { lines: fewer })).toBeUndefined();
      }),
    );
  });
});

describe('the lines that grew', () => {
  it('are a new dish and a dish with more pieces, not a kept or lowered one', () => {
    expect(grownKeys([soup(2), chicken(1)], [soup(2), chicken(2), pie(1)])).toEqual(new Set(['5:10', '2']));
    expect(grownKeys([soup(2), chicken(1)], [soup(1)])).toEqual(new Set());
  });
});

describe('a change, part by part', () => {
  const content = (overrides: Partial<OrderContent> = {}): OrderContent => ({
    lines: [
      { quantity: 2, name: 'Gulyásleves', nameEnglish: 'Goulash soup', options: [] },
      {
        quantity: 1,
        name: 'Rántott csirke',
        nameEnglish: 'Fried chicken',
        options: [{ name: 'Hasábburgonya', nameEnglish: 'Chips' }],
      },
    ],
    address: aCourierAddress(),
    preOrderDate: null,
    note: '',
    total: 8270,
    ...overrides,
  });

  it('is empty when nothing changed', () => {
    expect(contentChanges(content(), content(), 'hu')).toEqual([]);
  });

  it('reads the lines in the order’s language, with the new total', () => {
    const after = content({ lines: [content().lines[1] as OrderContent['lines'][number]], total: 3290 });
    expect(contentChanges(content(), after, 'en')).toEqual([
      {
        what: 'products',
        from: '2 × Goulash soup; 1 × Fried chicken (Chips)',
        to: '1 × Fried chicken (Chips)',
      },
      { what: 'total', from: 8270, to: 3290 },
    ]);
    expect(contentChanges(content(), after, 'hu')[0]?.to).toBe('1 × Rántott csirke (Hasábburgonya)');
  });

  it('names the address, the courier’s note, the slot and the note each as a part of its own', () => {
    const after = content({
      address: aCourierAddress({ street: 'Fő utca 1.', courierNote: 'Hátul' }),
      preOrderDate: '2026-11-28T12:00:00+01:00',
      note: 'Nem csípős',
    });
    expect(contentChanges(content(), after, 'hu')).toEqual([
      {
        what: 'address',
        from: '1134 Budapest, Váci út 12., 3 em., 12 ajtó, 12B csengő',
        to: '1134 Budapest, Fő utca 1., 3 em., 12 ajtó, 12B csengő',
      },
      { what: 'courierNote', from: 'A kapu a sarkon túl', to: 'Hátul' },
      { what: 'slot', from: null, to: '2026-11-28T11:00:00.000Z' },
      { what: 'note', from: '', to: 'Nem csípős' },
    ]);
  });
});
