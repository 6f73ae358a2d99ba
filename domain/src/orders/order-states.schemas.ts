import { z } from 'zod';
import type * as states from './order-states.ts';
import { allOrderStates, orderStates, paymentMethods } from './order-states.ts';

/** The order states and payment methods of order-states.ts, as schemas for the API's requests and answers. */
export const SettableOrderState = z.enum(orderStates);
export type SettableOrderState = states.SettableOrderState;
export const OrderState = z.enum(allOrderStates);
export type OrderState = states.OrderState;
export const PaymentMethod = z.enum(paymentMethods);
export type PaymentMethod = states.PaymentMethod;
