import { createHmac } from 'node:crypto';
import { isLinkExpired, statusTimeline } from '@konyha/domain/orders/order-status';
import { statusTokenPattern } from '@konyha/domain/orders/order-status.schemas';
import { can } from '@konyha/domain/users/capabilities';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.ts';
import { randomSecret, sharedSecret } from '../../db/server-secrets.ts';
import { AppError, notFound } from '../../errors.ts';
import { memo } from '../../http/memo.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import type { OrderInvoices, OrderService, StatusLinks } from '../order/order.service.ts';
import type { OrderDecisions } from '../order/order-decisions.service.ts';
import type { MoneyMoves } from '../payment/payment.service.ts';
import { toOrderStatus } from './order-status.mapper.ts';
import * as repo from './order-status.repository.ts';
import { createStatusStreams, type StreamConnection, type VersionedStatus } from './order-status.stream.ts';

export interface OrderStatusDeps {
  database: Database;
  clock: () => Date;
  /** The order module's: the order as stored, the links it mints (which this module opens), the guest's cancellation. */
  orders: Pick<OrderService, 'stored'>;
  links: Pick<StatusLinks, 'urlOf' | 'find' | 'keep'>;
  decisions: Pick<OrderDecisions, 'cancelByGuest'>;
  /** The payment module's: what changes refunded of the guest's online payment, and an extra waiting for them. */
  money: MoneyMoves;
  /** The invoicing module's read side: the guest downloads the invoice from the page (issue 34). */
  invoices: OrderInvoices;
  log: FastifyBaseLogger;
  /** How often an open event stream gets a keep-alive comment (15 s; tests shorten it). */
  keepAliveMs: number;
  /** Open event streams per client address (STATUS_STREAMS_PER_ADDRESS). */
  streamsPerAddress: number;
}

/**
 * An online card order whose payment is not through yet does not count: staff do not see it, nor does the link. One
 * paid on the provider's hosted page does show, as waiting for its payment: the guest comes back to it from there.
 */
const awaitingPayment = (paymentStatus: string) =>
  paymentStatus === 'PENDING' || paymentStatus === 'CHALLENGE';

/**
 * The guest's live order page (issue 13): opens the status links the order module mints (random tokens kept as
 * hashes), the order as the guest sees it, its event stream, the guest's cancellation (the order decisions'), fresh
 * links for the profile's history.
 */
export function createOrderStatusService(deps: OrderStatusDeps) {
  const { database, clock, orders, links, decisions, money, invoices } = deps;
  const db = database.db;

  async function load(orderId: number): Promise<VersionedStatus | undefined> {
    const [stored, changes, documents] = await Promise.all([
      orders.stored(orderId),
      repo.stateChangesOf(db, orderId),
      invoices.of([orderId]),
    ]);
    if (!stored) return undefined;
    const moved = await money({ ...stored.row, closedAt: statusTimeline(changes).closedAt });
    const status = toOrderStatus(stored.row, stored.lines, changes, moved, documents.get(orderId));
    return { status, version: stored.row.version };
  }

  const streams = createStatusStreams({ ...deps, load });

  /**
   * The order a token opens, or 404 / 410. Every token is hashed and looked up the same way, malformed or not, and
   * its shape is checked only afterwards: the answer takes as long for a malformed, an unknown and an expired link.
   */
  async function open(token: string): Promise<number> {
    const found = await links.find(token);
    const wellFormed = statusTokenPattern.test(token);
    if (!found || !wellFormed || awaitingPayment(found.paymentStatus)) throw notFound('Order');
    if (isLinkExpired(found.orderDate, clock())) {
      throw new AppError('LINK_EXPIRED', 'This order link has expired');
    }
    return found.orderId;
  }

  async function statusOf(orderId: number) {
    const current = await load(orderId);
    if (!current) throw notFound('Order');
    return current.status;
  }

  const keys = new Map<string, Promise<string>>();
  /**
   * The profile's link to an order for one caller, always the same (issue 28: a row per press of "show the page"
   * let anyone logged in grow the table without end): derived from the order, the caller and a server key (kept
   * with the other generated secrets, shared by every instance), so nobody without that key can compute it.
   */
  async function callersToken(orderId: number, userId: number): Promise<string> {
    const key = await memo(keys, 'key', () => sharedSecret(db, 'status-link-key', randomSecret));
    const token = createHmac('sha256', key).update(`${orderId}:${userId}`).digest().subarray(0, 24);
    return token.toString('base64url');
  }

  return {
    get: async (token: string) => statusOf(await open(token)),

    /** 409 CONFLICT unless the order is still NEW and nobody has acknowledged it (the order module decides). */
    async cancel(token: string) {
      const orderId = await open(token);
      await decisions.cancelByGuest(orderId);
      return statusOf(orderId);
    },

    /** The caller's link to one of their own orders, or to any order for staff; 404 for anyone else's. */
    async link(auth: AuthUser, orderId: number) {
      const row = (await orders.stored(orderId))?.row;
      const mayOpen = row && (row.userId === auth.id || can(auth.role, 'handleOrders'));
      if (!row || !mayOpen || awaitingPayment(row.paymentStatus)) throw notFound('Order');
      const token = await callersToken(orderId, auth.id);
      await links.keep(orderId, token);
      return { statusUrl: links.urlOf(token) };
    },

    /**
     * Takes one of `address`'s stream places first, before any await (429 when it holds them all; the place comes
     * back when the connection closes, on every path), then answers 404/410 as JSON before anything is streamed.
     */
    async openStream(token: string, address: string, connection: StreamConnection) {
      if (!streams.reserve(address, connection)) {
        throw new AppError('TOO_MANY_REQUESTS', 'Too many open order pages from this address');
      }
      return open(token);
    },
    /** The connection's answer becomes the order's event stream (nothing, if the guest left meanwhile). */
    watch: (connection: StreamConnection, orderId: number, lastEventId: string | undefined) =>
      streams.watch(connection, orderId, lastEventId),
    get openStreams() {
      return streams.open;
    },
    start: () => streams.start(),
    stop: () => streams.stop(),
  };
}

export type OrderStatusService = ReturnType<typeof createOrderStatusService>;
