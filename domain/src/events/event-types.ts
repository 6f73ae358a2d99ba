import { z } from 'zod';
import { OrderState } from '../orders/order-states.ts';

export const eventTypes = ['ORDER_PAYMENT', 'ORDER_STATE'] as const;
export const EventType = z.enum(eventTypes);
export type EventType = z.infer<typeof EventType>;

/** An event-log entry as the API shows it (SPEC §3). */
export const eventSchema = z.object({
  id: z.number().int(),
  eventDateTime: z.iso.datetime({ offset: true }),
  user: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  order: z.object({ id: z.number().int() }),
  eventType: EventType,
  payed: z.boolean().nullable(),
  orderStateFrom: OrderState.nullable(),
  orderStateTo: OrderState.nullable(),
});
export type LoggedEvent = z.infer<typeof eventSchema>;
