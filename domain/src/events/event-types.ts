import { z } from 'zod';
import { OrderChangePart } from '../orders/order-changes.schemas.ts';
import { RefusalReason } from '../orders/order-decisions.schemas.ts';
import { OrderState } from '../orders/order-states.schemas.ts';

/** The event types of a settings change (issue 14): who, when, and the value before and after. */
export const settingEventTypes = [
  'OPENING_HOURS',
  'SPECIAL_DATES',
  'SLOT_SETTINGS',
  'SLOT_CAPACITY',
  'BUSY_MODE',
  'ORDERING_SWITCH',
  'MIN_ORDER_VALUE',
  'DELIVERY_TIME',
  'PRINTERS',
  'VAT_RATES',
  'PAYMENT_METHODS',
] as const;
export type SettingEventType = (typeof settingEventTypes)[number];

/** Every event type: the order's, then the settings'. */
export const eventTypes = [
  'ORDER_PAYMENT',
  'ORDER_STATE',
  'ORDER_ACCEPTED',
  'ORDER_REJECTED',
  'ORDER_CANCELLED',
  'ORDER_ESCALATED',
  /** Issue 32: the escalation ladder pushed a waiting order to every staff device (`note`: how many). */
  'ORDER_PUSHED',
  /** Issue 32: nobody answered, the ladder paused ordering (`note`: for how many minutes) and rejected the order. */
  'ORDER_PAUSED',
  /** An online payment that arrived after its order was given up: the order revived, or the money sent back. */
  'LATE_PAYMENT',
  /** Issue 30: staff took the order by phone (`note`: why a full slot was taken, if it was). */
  'ORDER_TAKEN',
  /** Issue 30: staff changed a placed order, one entry per part changed (`what`, `change`, `note`: their reason). */
  'ORDER_CHANGED',
  ...settingEventTypes,
] as const;
export const EventType = z.enum(eventTypes);
export type EventType = z.infer<typeof EventType>;

/**
 * A setting's value before and after a change, as the API gives it: OPENING_HOURS the changed weekdays'
 * intervals (`{ FRIDAY: [{ from, to }] }`), SPECIAL_DATES the list, SLOT_SETTINGS `{ leadMinutes, slotMinutes,
 * daysAhead, firstSlotAfterOpeningMinutes }` (the last since issue 28), SLOT_CAPACITY `{ capacityPerSlot, capacityByWeekday }`, BUSY_MODE the busy state, ORDERING_SWITCH
 * a boolean, MIN_ORDER_VALUE forints, DELIVERY_TIME minutes, PRINTERS the list of network printers,
 * VAT_RATES `{ rates, deliveryRate }` (percent), PAYMENT_METHODS `{ methods, cardPaymentMinutes, szepPaymentMinutes }`.
 */
export const settingChangeSchema = z.object({ from: z.json(), to: z.json() });

/**
 * An event-log entry as the API shows it (SPEC §3). `user` null: the system did it (escalation, auto-reject).
 * `order` null and `change` set: a settings change.
 */
export const eventSchema = z.object({
  id: z.number().int(),
  eventDateTime: z.iso.datetime({ offset: true }),
  user: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  order: z.object({ id: z.number().int() }).nullable(),
  eventType: EventType,
  payed: z.boolean().nullable(),
  orderStateFrom: OrderState.nullable(),
  orderStateTo: OrderState.nullable(),
  /** ORDER_ACCEPTED: the ready time promised. */
  promisedAt: z.iso.datetime({ offset: true }).nullable(),
  /** ORDER_REJECTED and ORDER_CANCELLED: why, and staff's note. */
  reason: RefusalReason.nullable(),
  note: z.string().nullable(),
  change: settingChangeSchema.nullable(),
  /** ORDER_CHANGED: which part of the order `change` is the before and after of. */
  what: OrderChangePart.nullable(),
});
export type LoggedEvent = z.infer<typeof eventSchema>;
