import type { LoggedEvent } from '../events/event-types.ts';

/**
 * An event-log entry as GET /event answers it: Kovács Anna (staff) changed an order's state on 21 November 2026 at
 * 18:05, nothing else set. Override `order`, the states, or `eventType` with `change` for a settings change.
 */
export const anEvent = (overrides: Partial<LoggedEvent> = {}): LoggedEvent => ({
  id: 1,
  eventDateTime: '2026-11-21T18:05:00+01:00',
  user: { id: 2, name: 'Kovács Anna' },
  order: null,
  eventType: 'ORDER_STATE',
  payed: null,
  orderStateFrom: null,
  orderStateTo: null,
  promisedAt: null,
  reason: null,
  note: null,
  change: null,
  what: null,
  ...overrides,
});
