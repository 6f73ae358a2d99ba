// The lists and rules only; their zod schemas are in order-states.schemas.ts, so a screen that needs a list does not
// download zod with it (a bundler keeps a module's schema where any other page uses it).

/**
 * SPEC §4: NEW and PREPARING are current, DELIVERING and DELIVERED are done. Staff set these freely (the state
 * dropdown). PREORDER is only a label. Issue 33: READY (cooked, waiting for the courier) sits between PREPARING and
 * DELIVERING and is still current: the kitchen screen's third column.
 */
export const orderStates = ['NEW', 'PREPARING', 'READY', 'DELIVERING', 'DELIVERED'] as const;
export type SettableOrderState = (typeof orderStates)[number];
/** Not yet delivered: the kitchen's and the couriers' work, whatever day the order is for. */
export const undeliveredStates = [
  'NEW',
  'PREPARING',
  'READY',
  'DELIVERING',
] as const satisfies SettableOrderState[];

/**
 * DESIGN §7: terminal states reached only through their own action, each with a reason: REJECTED (staff refused
 * a NEW order, or nobody confirmed it in time) and CANCELLED (a MANAGER or ADMIN called off an accepted order).
 */
export const refusedStates = ['REJECTED', 'CANCELLED'] as const;
export const allOrderStates = [...orderStates, ...refusedStates] as const;
export type OrderState = (typeof allOrderStates)[number];

export function isRefused(state: OrderState): boolean {
  return (refusedStates as readonly OrderState[]).includes(state);
}

/** What a guest can choose when ordering (SPEC §3). */
export const paymentMethods = [
  'CASH',
  'CREDIT_CARD',
  'CREDIT_CARD_ONLINE',
  /** Issue 17: a SZÉP card at the door, or online through the SZÉP card provider's hosted page. */
  'SZEP_CARD',
  'SZEP_CARD_ONLINE',
] as const;
export type PaymentMethod = (typeof paymentMethods)[number];

/** The daily summary also counts orders paid in the restaurant (SPEC §3). */
export const summaryPaymentMethods = [...paymentMethods, 'RESTAURANT_CASH', 'RESTAURANT_CARD'] as const;
export type SummaryPaymentMethod = (typeof summaryPaymentMethods)[number];
