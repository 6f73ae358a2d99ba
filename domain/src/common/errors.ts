import { z } from 'zod';
import { errorTypes } from './error-codes.ts';

export const ErrorType = z.enum(errorTypes);
export type ErrorType = z.infer<typeof ErrorType>;

export const apiErrorSchema = z.object({
  errorType: ErrorType,
  message: z.string(),
  /** The offending field for VALIDATION_ERROR, as a dotted path ("address.zipCode"). */
  field: z.string().optional(),
});
export type ApiError = z.infer<typeof apiErrorSchema>;
