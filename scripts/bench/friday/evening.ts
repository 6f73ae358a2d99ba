// What a Friday evening is made of, its size, and the log of what happened in it that the checks and the report read.
import type { EveningStandins } from '../../../server/test/evening-standins.ts';
import type { Instances } from './instances.ts';

export interface EveningSize {
  /** The evening's length as the restaurant lives it… */
  eveningMinutes: number;
  /** …and as the bench runs it: every delay of the evening (guests' thinking, staff's accepting) shrinks alike. */
  wallSeconds: number;
  guests: number;
  orders: number;
  tablets: number;
  /** Guests' order pages open (the placed web orders' pages, a few viewers each). */
  orderPages: number;
  /** How long after the last order everything may take to arrive (the outboxes' leases are 15 s). */
  drainSeconds: number;
}

/** Issue 35's evening: 15 minutes in 3 (five times faster), 500 guests, 60 orders, 5 tablets, 200 order pages. */
export const fridayEvening: EveningSize = {
  eveningMinutes: 15,
  wallSeconds: 180,
  guests: 500,
  orders: 60,
  tablets: 5,
  orderPages: 200,
  drainSeconds: 60,
};

/**
 * The CI's small form: 2 minutes in 40 s, one of each kind of order, fewer guests. The file holds one of the server
 * step's two workers for its whole run, so the evening is short enough to cost that step at most ~30 s.
 */
export const smallEvening: EveningSize = {
  eveningMinutes: 2,
  wallSeconds: 40,
  guests: 40,
  orders: 12,
  tablets: 5,
  orderPages: 24,
  drainSeconds: 45,
};

/** Orders come in the evening's first 80 %: what follows the last one (its payment, accepting, handing over) fits in. */
export const orderingShare = 0.8;

/** Wall-clock milliseconds of `seconds` of the evening. */
export const wallMs = (size: EveningSize, seconds: number) =>
  (seconds * 1000 * size.wallSeconds) / (size.eveningMinutes * 60);

export type Payment = 'CASH' | 'CREDIT_CARD' | 'SZEP_CARD' | 'CREDIT_CARD_ONLINE' | 'SZEP_CARD_ONLINE';

/** One kind of order of the evening's mix. */
export interface OrderRole {
  channel: 'web' | 'phone';
  payment: Payment;
  when: 'asap' | 'pre-order' | 'lunch';
  invoice?: boolean;
  tip?: boolean;
  /** Staff lower a quantity once it is accepted (issue 30's change: reprinted and mailed). */
  change?: boolean;
  language?: 'hu' | 'en';
}

/** The mix, in the order the evening's orders take it round: every twelve orders hold one of each. */
export const orderMix: readonly OrderRole[] = [
  { channel: 'web', payment: 'CASH', when: 'asap', change: true },
  { channel: 'web', payment: 'CREDIT_CARD_ONLINE', when: 'asap', tip: true },
  { channel: 'web', payment: 'CASH', when: 'asap', invoice: true, tip: true },
  { channel: 'web', payment: 'CASH', when: 'pre-order' },
  { channel: 'web', payment: 'CREDIT_CARD', when: 'lunch' },
  { channel: 'phone', payment: 'CASH', when: 'asap' },
  { channel: 'web', payment: 'SZEP_CARD_ONLINE', when: 'asap', invoice: true },
  { channel: 'web', payment: 'SZEP_CARD', when: 'asap', tip: true, language: 'en' },
  { channel: 'phone', payment: 'CREDIT_CARD', when: 'asap', invoice: true },
  { channel: 'web', payment: 'CASH', when: 'asap', change: true, language: 'en' },
  { channel: 'web', payment: 'CREDIT_CARD_ONLINE', when: 'asap', invoice: true, tip: true },
  { channel: 'web', payment: 'CASH', when: 'pre-order', tip: true },
];

export const isOnline = (role: OrderRole) => role.payment.endsWith('_ONLINE');

/** How many of the evening's order pages the `n`th order's guests keep open: spread evenly over the web orders. */
export function viewersOf(size: EveningSize, n: number): number {
  const web = Array.from({ length: size.orders }, (_, i) => i).filter(
    (i) => orderMix[i % orderMix.length]?.channel === 'web',
  );
  const k = web.indexOf(n);
  if (k < 0) return 0;
  return Math.floor(size.orderPages / web.length) + (k < size.orderPages % web.length ? 1 : 0);
}

/** An order the restaurant acknowledged (a 200 with its id). */
export interface Placed {
  n: number;
  role: OrderRole;
  orderId: number;
  email: string;
  /** The guest's order page token (web orders). */
  token?: string;
  /** When it started to count for the staff (sent, or its payment's IPN sent), performance.now(). */
  countsFrom: number;
  /** Paid online and its IPN answered 200: the order counts. */
  paid?: boolean;
}

/** What the evening did, as it happened. */
export interface EveningLog {
  /** Latencies per page or call a guest makes, ms. */
  pages: Map<string, number[]>;
  pageErrors: number;
  /** Which pages answered an error, and with what. */
  failedPages: Set<string>;
  /** Requests that met the killed instance and were sent again to the other. */
  failovers: number;
  /** Web orders, from sending to the answer (a failover included), ms. */
  placing: number[];
  placingByPayment: string[];
  orderErrors: string[];
  placed: Placed[];
  /** When the first tablet knew of each order (a live message or a refetch), performance.now(). */
  firstHeard: Map<number, number>;
  heardByRefetchOnly: Set<number>;
  /** Orders accepted: when, relative to when they counted (ms). */
  acceptedAfter: Map<number, number>;
  changed: Set<number>;
  delivered: Set<number>;
  staffErrors: string[];
  /** The kill: when, and how long the instance answered nothing. */
  kill?: { atSecond: number; downSeconds: number };
  /** Order pages whose stream did not end on the order's last state. */
  stalePages: number;
  pageStreams: number;
}

export const newLog = (): EveningLog => ({
  pages: new Map(),
  pageErrors: 0,
  failedPages: new Set(),
  failovers: 0,
  placing: [],
  placingByPayment: [],
  orderErrors: [],
  placed: [],
  firstHeard: new Map(),
  heardByRefetchOnly: new Set(),
  acceptedAfter: new Map(),
  changed: new Set(),
  delivered: new Set(),
  staffErrors: [],
  stalePages: 0,
  pageStreams: 0,
});

/** What an evening runs on: its size, the instances, the stand-ins, and the log it writes. */
export interface Evening {
  size: EveningSize;
  instances: Instances;
  standins: EveningStandins;
  log: EveningLog;
  /** A run's own mark in the guests' addresses, so a database reused by hand never mixes two runs. */
  runId: string;
}

export const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, Math.max(0, ms)));
