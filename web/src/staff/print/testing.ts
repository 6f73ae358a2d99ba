import type { Slip, Ticket } from '@konyha/domain/printing/print-documents.schemas';
import { aCourierAddress } from '@konyha/domain/testing/order.fixture';

/** The ticket and slip of the dashboard fixtures' order 41, as GET /order/41/ticket and /slip answer them. */
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

export const aSlip = (overrides: Partial<Slip> = {}): Slip => ({
  orderId: 41,
  name: 'Nagy Eszter',
  phone: '+36 30 *** **67',
  address: aCourierAddress(),
  payment: 'CASH',
  paid: false,
  collect: 5470,
  payWith: 10000,
  change: 4530,
  text: ['#41'],
  ...overrides,
});
