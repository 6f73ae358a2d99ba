import { idParamsSchema } from '../common/input.ts';
import {
  orderStatusSchema,
  statusLinkAnswerSchema,
  statusTokenParamsSchema,
} from '../orders/order-status.schemas.ts';
import { endpoint, endpointWith } from './endpoint.ts';

/** The guest's order, named by the token of its status link: no login, the token is the key. */
const byToken = endpointWith({
  access: 'public',
  tags: ['order-status'],
  request: { params: statusTokenParamsSchema },
  response: { 200: orderStatusSchema },
});

/**
 * The guest's live order page (issue 13). Its event stream, `GET /order-status/{token}/events` (server-sent events),
 * is not a JSON request/answer and stays outside the table, like the staff's STOMP socket.
 */
export const orderStatus = {
  get: byToken({
    method: 'GET',
    path: '/order-status/:token',
    summary: 'The order behind a status link, as its guest sees it',
    description:
      'Unknown or malformed token: 404 NOT_FOUND; a link older than 30 days: 410 LINK_EXPIRED; both in constant time. ' +
      'Issue 30: `changedAt` (when the restaurant last changed what the order holds, or null), `refundedAmount` ' +
      '(forints paid back to the online payment so far), `extraPayment` ({ amount, url } of an extra waiting on the ' +
      "provider's page, or null) and `extraDue` (what the courier collects on top); never who changed it.",
    rateLimit: { perMinute: 60 },
  }),
  cancel: byToken({
    method: 'POST',
    path: '/order-status/:token/cancel',
    summary: 'The guest cancels an order nobody has acknowledged yet',
    description:
      'Refunds an online payment and releases the coupon; 409 CONFLICT once staff have acknowledged it.',
    rateLimit: { perMinute: 20 },
  }),
  link: endpoint({
    method: 'POST',
    path: '/order/:id/status-link',
    access: 'loggedIn',
    tags: ['order-status'],
    summary:
      "The caller's status link to one of their own orders (the profile's history), or any order for staff",
    description: 'The same link each time for the same order and caller, so asking again stores nothing new.',
    request: { params: idParamsSchema },
    response: { 200: statusLinkAnswerSchema },
    rateLimit: { perMinute: 30 },
  }),
};
