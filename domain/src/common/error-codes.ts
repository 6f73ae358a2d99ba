/**
 * Stable error codes of the API (SPEC §8 plus the generic ones of DESIGN §4). The web reads these, never the
 * message. Kept free of zod so the browser's entry chunk can use them without loading a schema library.
 */
export const errorTypes = [
  'VALIDATION_ERROR',
  'NOT_FOUND',
  'UNAUTHORIZED',
  'FORBIDDEN',
  'TOO_MANY_REQUESTS',
  'CONFLICT',
  'SERVER_ERROR',
  'INCORRECT_USER',
  'DISABLED_USER',
  'EMAIL_TAKEN',
  'WRONG_EMAIL',
  'WRONG_PASSWORD',
  'INVALID_TOKEN',
  'ALREADY_USED_TOKEN',
  'WRONG_CONFIRMATION_CODE',
  'ALREADY_CONFIRMED',
  'INVALID_COUPON',
  'INACTIVE_COUPON',
  'USED_COUPON',
  'TRANSACTION_REJECTED',
  'ORDER_OUT_OF_SERVICE',
  'RESTAURANT_CLOSED',
  'PRODUCT_NOT_ORDERABLE',
  'BELOW_MINIMUM_ORDER',
  'IDEMPOTENCY_KEY_REUSED',
  'SERVICE_UNAVAILABLE',
  'CARD_SESSION_INVALID',
  'TWO_FACTOR_REQUIRED',
  'WRONG_TWO_FACTOR_CODE',
  'TWO_FACTOR_SETUP_REQUIRED',
] as const;
export type ErrorCode = (typeof errorTypes)[number];
