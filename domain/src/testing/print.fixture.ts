import type { Slip, Ticket } from '../printing/print-documents.schemas.ts';
import { aCourierAddress } from './order.fixture.ts';

/**
 * The kitchen ticket of an order (41) placed at 10:05 in Budapest, promised for 10:50, as soon as possible: two
 * goulash soups with chips, hot and lactose-free, and a note. `text` stands for the printer's lines.
 */
export const aTicket = (overrides: Partial<Ticket> = {}): Ticket => ({
  orderId: 41,
  orderDate: '2026-11-22T10:05:00+01:00',
  preOrderDate: null,
  promisedAt: '2026-11-22T10:50:00+01:00',
  lines: [
    {
      quantity: 2,
      name: 'Gulyásleves',
      nameEnglish: 'Goulash soup',
      options: [{ name: 'Köret: hasábburgonya', nameEnglish: 'Side: chips' }],
      marks: ['HOT', 'LACTOSE_FREE'],
    },
  ],
  note: 'Csípősen kérem',
  text: ['#41'],
  ...overrides,
});

/** The bag slip of the same order: cash, 5 470 Ft to collect from a 10 000 Ft note, to an address with every detail. */
export const aSlip = (overrides: Partial<Slip> = {}): Slip => ({
  orderId: 41,
  name: 'Nagy Eszter',
  phone: '+36 30 *** **67',
  address: aCourierAddress(),
  payment: 'CASH',
  paid: false,
  collect: 5470,
  tip: 0,
  payWith: 10000,
  change: 4530,
  boxes: [],
  text: ['#41'],
  ...overrides,
});
