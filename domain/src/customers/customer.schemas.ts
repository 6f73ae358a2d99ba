import { z } from 'zod';
import { orderAddressSchema, orderLineSchema } from '../orders/order.schemas.ts';

/** The staff's customer search (issue 30): what was typed, trimmed; 2–100 characters. */
export const customerSearchQuerySchema = z.object({
  query: z.string().trim().min(2, 'tooShort').max(100, 'tooLong'),
});

/** The digits a query must hold before it is also read as a phone number ("30 12" is, "Kis 1" is not). */
export const minPhoneDigits = 3;

/**
 * A place the customer had food delivered to, in the fields the pay form fills in: a saved address of an account
 * (its id left out, since a guest's has none) or where a guest's order went.
 */
export const customerAddressSchema = orderAddressSchema;

/** One of a customer's latest orders, enough to read it out on the phone and order the same again. */
export const customerOrderSchema = z.object({
  id: z.number().int(),
  orderDate: z.iso.datetime({ offset: true }),
  total: z.number().int(),
  lines: z.array(orderLineSchema.pick({ productId: true, name: true, quantity: true, options: true })),
});

/** A customer as staff find them: an account (id), or a guest who never registered (id null), by e-mail. */
export const customerSchema = z.object({
  id: z.number().int().nullable(),
  name: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  /** At most three, newest first. */
  addresses: z.array(customerAddressSchema),
  /** The last three, newest first. */
  orders: z.array(customerOrderSchema),
});
export type Customer = z.infer<typeof customerSchema>;

export const customersAnswerSchema = z.object({ customers: z.array(customerSchema) });
