import { z } from 'zod';

export const eventTypes = ['ORDER_PAYMENT', 'ORDER_STATE'] as const;
export const EventType = z.enum(eventTypes);
export type EventType = z.infer<typeof EventType>;
