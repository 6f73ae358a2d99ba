import type { AlertSettings } from './order-decisions.schemas.ts';

// The reasons, choices and defaults of deciding on an order, apart from their schemas (order-decisions.schemas.ts):
// the dashboard's first screen uses these and should not download zod with them.

/** Why staff refuse a NEW order (issue 12); the guest's mail says it in their language. */
export const rejectReasons = [
  'TOO_BUSY',
  'OUTSIDE_AREA',
  'ITEM_UNAVAILABLE',
  'CLOSING_SOON',
  'OTHER',
] as const;
/** Calling off an accepted order: the same reasons, and the guest's own wish (they phoned). */
export const cancelReasons = [...rejectReasons, 'GUEST_REQUEST'] as const;
/** Set by the server alone: nobody acknowledged the order in time (automatic rejection). */
export const systemRejectReason = 'NOT_CONFIRMED';
/** Set by the server alone: the guest cancelled on the order's status page before anyone looked (issue 13). */
export const guestCancelReason = 'GUEST_CANCELLED';
/** Set by the server alone: the online payment on the provider's page never went through (issue 17). */
export const paymentNotCompletedReason = 'PAYMENT_NOT_COMPLETED';
export const refusalReasons = [
  ...cancelReasons,
  systemRejectReason,
  guestCancelReason,
  paymentNotCompletedReason,
] as const;

/** The quick ready-time choices of "Accept", in minutes from now. */
export const acceptMinuteChoices = [20, 30, 45, 60, 90] as const;
/** A promised time may be at most this far ahead (bad input beyond it). */
export const maxPromiseHours = 12;

/** The alert settings of a new restaurant, until an ADMIN changes them. */
export const defaultAlertSettings: AlertSettings = {
  ringEverySeconds: 10,
  pushAfterSeconds: 0,
  managersAfterMinutes: 3,
  escalateAfterMinutes: 3,
  autoRejectAfterMinutes: null,
  preOrderAlertMinutes: 45,
  pauseAfterMinutes: null,
  pauseForMinutes: 30,
};
