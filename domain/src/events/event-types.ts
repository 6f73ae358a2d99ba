import { z } from 'zod';
import { RefusalReason } from '../orders/order-decisions.schemas.ts';
import { OrderState } from '../orders/order-states.ts';

export const eventTypes = [
  'ORDER_PAYMENT',
  'ORDER_STATE',
  'ORDER_ACCEPTED',
  'ORDER_REJECTED',
  'ORDER_CANCELLED',
  'ORDER_ESCALATED',
] as const;
export const EventType = z.enum(eventTypes);
export type EventType = z.infer<typeof EventType>;

/** An event-log entry as the API shows it (SPEC §3). `user` null: the system did it (escalation, auto-reject). */
export const eventSchema = z.object({
  id: z.number().int(),
  eventDateTime: z.iso.datetime({ offset: true }),
  user: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  order: z.object({ id: z.number().int() }),
  eventType: EventType,
  payed: z.boolean().nullable(),
  orderStateFrom: OrderState.nullable(),
  orderStateTo: OrderState.nullable(),
  /** ORDER_ACCEPTED: the ready time promised. */
  promisedAt: z.iso.datetime({ offset: true }).nullable(),
  /** ORDER_REJECTED and ORDER_CANCELLED: why, and staff's note. */
  reason: RefusalReason.nullable(),
  note: z.string().nullable(),
});
export type LoggedEvent = z.infer<typeof eventSchema>;
