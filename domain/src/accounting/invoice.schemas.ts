import { z } from 'zod';
import { taxNumberProblem } from './tax-number.ts';

const required = () => z.string().trim().min(1, 'required');

/** A company invoice asked for with an order (issue 17), also kept in a customer's profile. */
export const invoiceSchema = z.object({
  companyName: required().max(120, 'tooLong'),
  // `overwrite`, not `transform`: answers (orders, users) carry this schema too, and the server encodes them with it,
  // which a one-way transform refuses.
  taxNumber: z
    .string()
    .overwrite((value) => value.toUpperCase().replace(/\s+/g, ''))
    .superRefine((value, ctx) => {
      const problem = value === '' ? 'required' : taxNumberProblem(value);
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    }),
  billingAddress: z.object({
    zipCode: required().regex(/^\d{4}$/, 'zipInvalid'),
    city: required().max(60, 'tooLong'),
    street: required().max(120, 'tooLong'),
  }),
});
export type Invoice = z.infer<typeof invoiceSchema>;
