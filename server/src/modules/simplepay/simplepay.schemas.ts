import { z } from 'zod';

/**
 * Whole forints and transaction ids as SimplePay writes them: `2480`, `2480.0` or `"2480"`. A fraction is refused
 * rather than rounded: forint amounts are whole, so one would mean a misread answer.
 */
export const wholeNumber = z
  .union([z.number(), z.string().regex(/^\s*\d+(\.0+)?\s*$/)])
  .transform(Number)
  .pipe(z.int().nonnegative());

const text = z.string().min(1);

/** Any answer that names errors: SimplePay refused the request (still HTTP 200, still signed). */
export const refusalSchema = z.object({ errorCodes: z.array(z.coerce.number()).min(1) });

export const startAnswerSchema = z.object({
  orderRef: text,
  transactionId: wholeNumber,
  // The guest is sent there, so nothing but a web address is taken (no `javascript:`).
  paymentUrl: z.url({ protocol: /^https?$/ }),
});

export const queryAnswerSchema = z.object({
  transactions: z
    .array(
      z.object({
        orderRef: text,
        transactionId: wholeNumber,
        status: text,
        total: wholeNumber,
        // Absent on a transaction nothing was refunded of in some answers: then all of it remains.
        remainingTotal: wholeNumber.optional(),
      }),
    )
    .default([]),
});

export const refundAnswerSchema = z.object({
  refundTransactionId: wholeNumber,
  remainingTotal: wholeNumber,
});

/** The IPN SimplePay posts; fields Konyha does not use (method, dates) are let through unchecked. */
export const ipnSchema = z.object({
  merchant: text,
  orderRef: text,
  transactionId: wholeNumber,
  status: text,
  total: wholeNumber.optional(),
});

/** The JSON inside the back URL's `r`: result code, transaction, event, merchant, order reference. */
export const backPayloadSchema = z.object({
  r: z.number(),
  t: wholeNumber,
  e: z.enum(['SUCCESS', 'FAIL', 'CANCEL', 'TIMEOUT']),
  m: text,
  o: text,
});

/** JSON.parse that answers undefined for text that is not JSON. */
export function parseJson(raw: string): unknown {
  try {
    return JSON.parse(raw);
  } catch {
    return undefined;
  }
}
