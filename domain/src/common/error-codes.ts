/**
 * Stable error codes of the API (SPEC §8 plus the generic ones of DESIGN §4) and the HTTP status each one answers
 * with, written once here. The web reads the codes, never the message. Kept free of zod so the browser's entry chunk
 * can use them without loading a schema library.
 */
export const errorStatus = {
  VALIDATION_ERROR: 400,
  NOT_FOUND: 404,
  /** An order-status link older than 30 days: the page says so instead of showing the order. */
  LINK_EXPIRED: 410,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  TOO_MANY_REQUESTS: 429,
  CONFLICT: 409,
  SERVER_ERROR: 500,
  INCORRECT_USER: 401,
  DISABLED_USER: 403,
  EMAIL_TAKEN: 409,
  WRONG_EMAIL: 404,
  WRONG_PASSWORD: 400,
  INVALID_TOKEN: 400,
  ALREADY_USED_TOKEN: 409,
  WRONG_CONFIRMATION_CODE: 400,
  ALREADY_CONFIRMED: 409,
  INVALID_COUPON: 404,
  INACTIVE_COUPON: 409,
  USED_COUPON: 409,
  TRANSACTION_REJECTED: 402,
  ORDER_OUT_OF_SERVICE: 409,
  RESTAURANT_CLOSED: 409,
  /** Busy mode paused orders for a short while; pre-orders for later slots are still taken. */
  ORDERS_PAUSED: 409,
  /** The chosen pre-order slot (or the slot of an "as soon as possible" promise) has no room left. */
  SLOT_FULL: 409,
  /** A dish sold out for the day the order is for (marked so, or its daily portions are gone). */
  SOLD_OUT: 409,
  /** Issue 34: the order's day is closed (its state, payment and money are read-only), or the day is closed already. */
  DAY_CLOSED: 409,
  /** Issue 34: a day cannot be closed while any of its orders is neither delivered nor refused. */
  DAY_NOT_FINISHED: 409,
  /** An upload larger than the limit (a dish photo over 10 MB). */
  PAYLOAD_TOO_LARGE: 413,
  PRODUCT_NOT_ORDERABLE: 409,
  /** Issue 31: a dish or lunch menu variant ordered outside its windows, for the time the order is for. */
  NOT_AVAILABLE_NOW: 409,
  /** A reprint asked of the server while no network printer is set to print that document. */
  NO_PRINTER: 409,
  BELOW_MINIMUM_ORDER: 409,
  IDEMPOTENCY_KEY_REUSED: 422,
  SERVICE_UNAVAILABLE: 503,
  CARD_SESSION_INVALID: 409,
  /** A payment provider's notification without the provider's signature (HMAC): nothing changes. */
  INVALID_SIGNATURE: 400,
  TWO_FACTOR_REQUIRED: 401,
  /** 400 when enrolling or switching off; a login refused for it answers 401 like every failed login. */
  WRONG_TWO_FACTOR_CODE: 400,
  TWO_FACTOR_SETUP_REQUIRED: 403,
  /**
   * 5 wrong two-factor codes (app or recovery) for one account within 15 minutes: its code check is locked for 15
   * minutes, a right code is refused too; `Retry-After` says how long.
   */
  TWO_FACTOR_LOCKED: 429,
  /** An online payment method the restaurant does not take now (PAYMENT_PROVIDER=off, or not chosen). */
  PAYMENT_METHOD_UNAVAILABLE: 400,
  /** Staff may not move an order whose online payment is not settled (waiting for the guest or the provider). */
  PAYMENT_PENDING: 409,
  /** Issue 32: a staff member's 11th device for push notifications; one must be removed first. */
  TOO_MANY_DEVICES: 409,
  /** Issue 32: a test notification asked for by someone with no device subscribed to push notifications. */
  NO_DEVICES: 409,
} as const satisfies Record<string, number>;

export type ErrorCode = keyof typeof errorStatus;
export const errorTypes = Object.keys(errorStatus) as [ErrorCode, ...ErrorCode[]];
