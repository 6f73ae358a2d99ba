/**
 * What a restaurant takes, and how long an online payment may wait for its guest (issue 27). Zod-free: the pay form,
 * the dashboard and the server use it.
 */
import type { PaymentMethod } from '../orders/order-states.ts';
import { isHostedPayment, isOnlinePayment } from '../orders/payment-methods.ts';

/**
 * Who takes the online payments: the built-in sandbox bank (trying Konyha out: no real money moves), OTP SimplePay,
 * or nobody (online methods are neither offered nor accepted).
 */
export const paymentProviders = ['sandbox', 'simplepay', 'off'] as const;
export type PaymentProvider = (typeof paymentProviders)[number];

/** The payment settings a fresh install starts with: every method, 15 minutes for a card, 30 for a SZÉP card. */
export const defaultPaymentSettings = {
  methods: ['CASH', 'CREDIT_CARD', 'SZEP_CARD', 'CREDIT_CARD_ONLINE', 'SZEP_CARD_ONLINE'] as PaymentMethod[],
  cardPaymentMinutes: 15,
  szepPaymentMinutes: 30,
};

/** The bounds of the waiting times a manager may set (a bank's 3-D Secure page and SimplePay time out within them). */
export const paymentMinutesRange = { min: 5, max: 120 } as const;

/**
 * The methods guests are offered: those the restaurant chose that the provider can take. With `off` no online
 * method; with SimplePay only those it has a merchant account for (`online`).
 */
export function offeredMethods(
  chosen: readonly PaymentMethod[],
  online: readonly PaymentMethod[],
): PaymentMethod[] {
  return chosen.filter((method) => !isOnlinePayment(method) || online.includes(method));
}

/** Every method this server can take: the door methods, and the online ones the provider takes (`online`). */
export const availableMethods = (online: readonly PaymentMethod[]): PaymentMethod[] =>
  offeredMethods(defaultPaymentSettings.methods, online);

/**
 * A manager's new choice of the available methods, keeping what they chose earlier of the methods not available now
 * (an online method while PAYMENT_PROVIDER is off), so switching the provider back offers them again.
 */
export function storedChoice(
  chosen: readonly PaymentMethod[],
  before: readonly PaymentMethod[],
  online: readonly PaymentMethod[],
): PaymentMethod[] {
  const available = availableMethods(online);
  const kept = new Set([...chosen, ...before.filter((method) => !available.includes(method))]);
  return defaultPaymentSettings.methods.filter((method) => kept.has(method));
}

/**
 * When an online payment started at `startedAt` is given up if the guest has not finished it: the order gives back
 * its portions, its slot's place and its coupon then. A SZÉP card's page takes longer (the card's own app confirms).
 */
export function paymentExpiresAt(
  payment: string,
  startedAt: Date,
  settings: { cardPaymentMinutes: number; szepPaymentMinutes: number },
): Date {
  const minutes = isHostedPayment(payment) ? settings.szepPaymentMinutes : settings.cardPaymentMinutes;
  return new Date(startedAt.getTime() + minutes * 60_000);
}
