import { z } from 'zod';

/** SPEC §4: NEW and PREPARING are current, DELIVERING and DELIVERED are done. PREORDER is only a label. */
export const orderStates = ['NEW', 'PREPARING', 'DELIVERING', 'DELIVERED'] as const;
export const OrderState = z.enum(orderStates);
export type OrderState = z.infer<typeof OrderState>;

/** What a guest can choose when ordering (SPEC §3). */
export const paymentMethods = ['CASH', 'CREDIT_CARD', 'CREDIT_CARD_ONLINE'] as const;
export const PaymentMethod = z.enum(paymentMethods);
export type PaymentMethod = z.infer<typeof PaymentMethod>;

/** The daily summary also counts orders paid in the restaurant (SPEC §3). */
export const summaryPaymentMethods = [...paymentMethods, 'RESTAURANT_CASH', 'RESTAURANT_CARD'] as const;
export const SummaryPaymentMethod = z.enum(summaryPaymentMethods);
export type SummaryPaymentMethod = z.infer<typeof SummaryPaymentMethod>;
