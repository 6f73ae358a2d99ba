import { z } from 'zod';

/** Coupon codes are case-insensitive (DESIGN §5): kept and compared upper-case. */
export const couponCodeSchema = z
  .string()
  .trim()
  .min(1, 'required')
  .max(40, 'tooLong')
  .regex(/^[\p{L}\d_-]+$/u, 'couponCodeInvalid')
  .transform((code) => code.toUpperCase());

/** SPEC §5: an integer from 1 to 100; the form shows 'The discount cannot be greater than 100%'. */
export const discountSchema = z
  .number('required')
  .int('discountRange')
  .min(1, 'discountRange')
  .max(100, 'discountRange');

export const couponInputSchema = z.object({
  code: couponCodeSchema,
  discount: discountSchema,
  isActive: z.boolean().default(true),
});
export type CouponInput = z.input<typeof couponInputSchema>;

/** PUT /coupon/coupon: find by code, change the discount and/or the active flag. */
export const couponUpdateSchema = z.object({
  code: couponCodeSchema,
  discount: discountSchema.optional(),
  isActive: z.boolean().optional(),
});

export const couponSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  discount: z.number().int(),
  isActive: z.boolean(),
});
export type Coupon = z.infer<typeof couponSchema>;
export const couponsAnswerSchema = z.object({
  coupons: z.array(couponSchema),
  count: z.number().int().optional(),
});
