import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Queryable } from '../../db/client.ts';
import type { Settle } from './settlement.ts';

/** What a payment needs to know of an order. */
export interface PayableOrder {
  id: number;
  total: number;
  /** Issue 34: the courier's tip, charged with the order's own payment (`toPay`); 0 for an extra. */
  tip: number;
  language: string;
  payment: string;
  paymentStatus: string;
  paymentReference: string | null;
  /** The provider's page of a payment the guest has not finished (a replayed order answer sends them back). */
  paymentUrl: string | null;
  name: string;
  email: string;
  phone: string;
  zipCode: string;
  city: string;
  street: string;
  /**
   * Issue 30: not the order's own payment but an extra a change asked for (its reference, amount and state stand in
   * for the order's), as the providers' pages and notifications see it.
   */
  extra?: boolean;
}

/**
 * The orders' side of a payment, given by the order module: payment never imports it, so the two modules do not
 * import each other. Every change is conditional on the payment status it expects, so racing calls (an approve and
 * a cancel, a notification and the expiry) leave exactly one outcome.
 */
export interface PayableOrders {
  findByPaymentReference(reference: string): Promise<PayableOrder | undefined>;
  /** The issuer asked the cardholder to confirm at the bank's page first: the order waits until `expiresAt`. */
  awaitChallenge(orderId: number, reference: string, expiresAt: Date): Promise<void>;
  /** The guest is sent to the provider's page: the order waits for its word until `expiresAt`. */
  awaitHostedPayment(orderId: number, reference: string, expiresAt: Date): Promise<void>;
  /** The provider's page for the guest, kept for a replayed order answer. */
  rememberPage(orderId: number, url: string): Promise<void>;
  /**
   * An approved payment: the order becomes paid and counts (staff told, mail queued), once. Answers whether it did
   * (false: the order was no longer `fromStatus`).
   */
  markPaid(
    orderId: number,
    reference: string,
    fromStatus: 'PENDING' | 'CHALLENGE' | 'REDIRECTED',
  ): Promise<boolean>;
  /** A payment declined while the order was being placed leaves no order behind (nobody else knows of it yet). */
  remove(orderId: number): Promise<void>;
  /**
   * The payment did not go through (cancelled, refused, timed out): the order is cancelled, its portions, slot place
   * and coupon freed, its guest told, once. Answers whether it did (false: the order no longer waited).
   */
  abandon(orderId: number): Promise<boolean>;
  /** A late payment: the given-up order counts again when what it held is free (issue 27). */
  revive(orderId: number, reference: string): Promise<'revived' | 'taken' | 'moved'>;
  /** A late payment went back through the provider; false when the order was no longer given up. */
  refundedLate(orderId: number, refundReference: string): Promise<boolean>;
  /** Payments still in doubt since `since` whose reference starts with `prefix` (the daily check). */
  inDoubt(since: Date, prefix: string): Promise<PayableOrder[]>;
  /** The provider was asked about this payment and its answer is final. */
  checked(orderId: number): Promise<void>;
  /** A fresh token of the order's status page, for the guest's return from paying. */
  statusToken(orderId: number): Promise<string>;
  /**
   * Issue 30: an order by its id (an extra payment names its order), locked for the rest of the caller's transaction:
   * an extra's money moves under its order's lock, as a change's does, so the two never wait for each other in turn.
   */
  byId(q: Queryable, orderId: number): Promise<PayableOrder | undefined>;
  /** Issue 30: the courier collects `amount` more at the door (less, when negative); staff hear of it. */
  addExtraDue(q: Queryable, orderId: number, amount: number): Promise<void>;
  /** Issue 30: the guest paid an extra: the order's version grows, so the open order pages and staff screens follow. */
  extraPaid(q: Queryable, orderId: number): Promise<void>;
}

/** What every way of paying needs: the orders' side, the settlement, where Konyha is, when a payment expires. */
export interface PaymentFlow {
  orders: PayableOrders;
  settle: Settle;
  publicUrl: string;
  expiresAt(payment: string, startedAt: Date): Promise<Date>;
  log: FastifyBaseLogger;
  clock: () => Date;
}

/**
 * Sends a placed order to a provider's page: a fresh reference under the provider's prefix (how its payments are told
 * apart), the order waiting for the provider's word from now until the payment settings' expiry.
 */
export async function awaitProviderPayment(
  { orders, expiresAt, clock }: PaymentFlow,
  order: PayableOrder,
  prefix: string,
): Promise<{ reference: string; timeout: Date }> {
  const reference = `${prefix}${randomBytes(16).toString('hex')}`;
  const timeout = await expiresAt(order.payment, clock());
  await orders.awaitHostedPayment(order.id, reference, timeout);
  return { reference, timeout };
}
