import { z } from 'zod';
import { dayParamsSchema, idParamSchema, idParamsSchema } from '../common/input.ts';
import { pageQuerySchema } from '../common/paging.ts';
import {
  calculateAnswerSchema,
  calculateRequestSchema,
  orderAnswerSchema,
  orderRequestSchema,
  publicKeyAnswerSchema,
} from '../orders/checkout.schemas.ts';
import {
  orderContentAnswerSchema,
  orderSortKeys,
  orderStatusChangeSchema,
  ordersAnswerSchema,
  ordersPageSchema,
} from '../orders/order.schemas.ts';
import { orderContentRequestSchema, phoneOrderRequestSchema } from '../orders/order-changes.schemas.ts';
import {
  acceptRequestSchema,
  cancelRequestSchema,
  rejectRequestSchema,
} from '../orders/order-decisions.schemas.ts';
import { type Access, endpoint, endpointWith } from './endpoint.ts';

/** Pricing and placing an order: open to guests. */
const checkout = endpointWith({ access: 'public', tags: ['order'] });
/** The order desk: whoever handles today's orders. */
const orderDesk = endpointWith({ access: 'handleOrders', tags: ['order'] });
const orderPageQuery = pageQuerySchema(orderSortKeys, { sortBy: 'date', ascending: false });

/** A staff action on one order, `POST /order/:id/<verb>`: answers the order as it stands after it. */
const onOrder = endpointWith({
  method: 'POST',
  tags: ['order'],
  request: { params: idParamsSchema },
  response: { 200: ordersAnswerSchema },
});

/** A staff decision on one order: an action with its reason. */
const decision = <const Verb extends string, const A extends Access, const Body extends z.ZodType>(
  verb: Verb,
  access: A,
  body: Body,
  docs: { summary: string; description?: string },
) => onOrder({ path: `/order/:id/${verb}`, access, ...docs, request: { params: idParamsSchema, body } });

/** Pricing and placing an order, the card key, and the staff's order lists. */
export const order = {
  calculate: checkout({
    method: 'POST',
    path: '/order/calculate',
    summary: 'Prices a cart on the server',
    request: { body: calculateRequestSchema },
    response: { 200: calculateAnswerSchema },
    rateLimit: { perMinute: 120 },
  }),
  add: checkout({
    method: 'POST',
    path: '/order/add',
    summary: 'Places an order (guest or logged-in customer)',
    request: {
      headers: z.object({
        'idempotency-key': z
          .string()
          .min(8)
          .max(100)
          .optional()
          .describe('A fresh UUID per order attempt; repeats replay the first answer'),
      }),
      body: orderRequestSchema,
    },
    response: { 200: orderAnswerSchema },
  }),
  publicKey: endpoint({
    method: 'GET',
    path: '/crypto/publickey',
    access: 'public',
    tags: ['payment'],
    summary:
      'The RSA key that wraps the card key, and a fresh single-use userId whose first 16 characters are the IV',
    description:
      'A card payload made with the userId is taken by one order, within 15 minutes; then CARD_SESSION_INVALID.',
    response: { 200: publicKeyAnswerSchema },
  }),
  userOrders: endpoint({
    method: 'GET',
    path: '/order/userorders/:userId',
    // Customers read their own; readAllOrders reads anyone's (decided in the service).
    access: 'loggedIn',
    tags: ['order'],
    request: { params: z.object({ userId: idParamSchema }), querystring: orderPageQuery },
    response: { 200: ordersPageSchema },
  }),
  today: orderDesk({
    method: 'GET',
    path: '/order/today',
    summary: "Today's orders and every undelivered one",
    response: { 200: ordersAnswerSchema },
  }),
  ofDay: orderDesk({
    method: 'GET',
    path: '/order/orders/:date',
    request: { params: dayParamsSchema },
    response: { 200: ordersAnswerSchema },
  }),
  all: endpoint({
    method: 'GET',
    path: '/order/orders',
    access: 'readAllOrders',
    tags: ['order'],
    request: { querystring: orderPageQuery },
    response: { 200: ordersPageSchema },
  }),
  changeStatus: orderDesk({
    method: 'PUT',
    path: '/order/order',
    request: { body: orderStatusChangeSchema },
    response: { 200: ordersAnswerSchema },
  }),
  accept: decision('accept', 'handleOrders', acceptRequestSchema, {
    summary:
      'Accepts a NEW order with a ready time: minutes from now or a clock time (a pre-order: its slot)',
    description: 'Moves it to PREPARING (a pre-order stays NEW until started). 409 CONFLICT once decided.',
  }),
  reject: decision('reject', 'handleOrders', rejectRequestSchema, {
    summary:
      'Rejects a NEW order with a reason: releases its coupon, refunds an online payment, tells the guest',
    description: '409 CONFLICT once it was accepted or rejected.',
  }),
  cancel: decision('cancel', 'cancelOrders', cancelRequestSchema, {
    summary: 'Calls off an accepted order with a reason (as reject does for a new one)',
  }),
  phone: orderDesk({
    method: 'POST',
    path: '/order/phone',
    summary: 'Staff take an order by phone: priced as the web shop prices it, accepted at once by the taker',
    description:
      'The body of POST /order/add with the ready time (minutes or promisedAt; a pre-order: its slot), a reason to ' +
      'take a full slot, and paymentLink to mail the guest the payment page of an online method. It does not ring.',
    request: { body: phoneOrderRequestSchema },
    response: { 200: ordersAnswerSchema },
  }),
  content: orderDesk({
    method: 'PUT',
    path: '/order/:id/content',
    summary: 'Changes a placed order: its lines, address, slot and note, priced again',
    description:
      'NEW, PREPARING and READY orders. A shop assistant may only remove or replace lines. 409 CONFLICT with a stale ' +
      'version, its body carrying `orders`: the order as it now stands. An online payment gets the difference ' +
      'back, or the guest a payment link for the extra.',
    request: { params: idParamsSchema, body: orderContentRequestSchema },
    response: { 200: orderContentAnswerSchema },
  }),
  start: onOrder({
    path: '/order/:id/start',
    access: 'handleOrders',
    summary: 'A pre-order\'s "start preparing": to PREPARING, which stops its second ringing',
  }),
  ready: onOrder({
    path: '/order/:id/ready',
    access: 'handleOrders',
    summary: 'The kitchen\'s "Ready": a PREPARING order to READY, waiting for the courier (issue 33)',
    description:
      'Only from PREPARING (a NEW order is accepted or started first): otherwise 409 CONFLICT naming `state`. ' +
      'The courier\'s "Handed to courier" (PUT /order/order with DELIVERING) takes it on.',
  }),
};
