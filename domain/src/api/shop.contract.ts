import { z } from 'zod';
import { dayParamsSchema } from '../common/input.ts';
import { couponInputSchema, couponsAnswerSchema, couponUpdateSchema } from '../coupons/coupons.ts';
import { eventSchema } from '../events/event-types.ts';
import { alertSettingsInputSchema, alertSettingsSchema } from '../orders/order-decisions.schemas.ts';
import { twoFactorRequirementSchema } from '../users/two-factor.schemas.ts';
import { endpoint } from './endpoint.ts';

const whole = (max: number) => z.coerce.number().int().min(0).max(max);

/** The shop's settings (public reads for the cart and the pay form), coupons and the event log. */
export const shop = {
  minOrderValue: endpoint({
    method: 'GET',
    path: '/min-order-value',
    access: 'public',
    tags: ['settings'],
    summary: 'Minimum order value in forints (items after coupon)',
    response: { 200: z.number().int() },
  }),
  deliveryMinutes: endpoint({
    method: 'GET',
    path: '/order/estimated-shipping-time',
    access: 'public',
    tags: ['settings'],
    summary: 'Estimated delivery time in minutes',
    response: { 200: z.number().int() },
  }),
  orderingActive: endpoint({
    method: 'GET',
    path: '/order/get-active-state',
    access: 'public',
    tags: ['settings'],
    summary: 'Whether the restaurant takes orders now',
    response: { 200: z.boolean() },
  }),
  toggleOrdering: endpoint({
    method: 'GET',
    path: '/order/change-active-state',
    access: 'runShop',
    tags: ['settings'],
    summary: 'Switches ordering on or off',
    response: { 200: z.boolean() },
  }),
  setDeliveryMinutes: endpoint({
    method: 'POST',
    path: '/order/estimated-shipping-time/:minutes',
    access: 'runShop',
    tags: ['settings'],
    request: { params: z.object({ minutes: whole(600) }) },
    response: { 200: z.number().int() },
  }),
  setMinOrderValue: endpoint({
    method: 'POST',
    path: '/min-order-value/:value',
    access: 'setMinimumOrder',
    tags: ['settings'],
    request: { params: z.object({ value: whole(1_000_000) }) },
    response: { 200: z.number().int() },
  }),
  twoFactorRequired: endpoint({
    method: 'GET',
    path: '/settings/two-factor-required',
    access: 'requireTwoFactor',
    tags: ['settings'],
    response: { 200: twoFactorRequirementSchema },
  }),
  requireTwoFactor: endpoint({
    method: 'PUT',
    path: '/settings/two-factor-required',
    access: 'requireTwoFactor',
    tags: ['settings'],
    summary: 'Requires two-factor login of every staff role (or not)',
    request: { body: twoFactorRequirementSchema },
    response: { 200: twoFactorRequirementSchema },
  }),
  coupons: endpoint({
    method: 'GET',
    path: '/coupon/coupons',
    access: 'manageCoupons',
    tags: ['coupon'],
    response: { 200: couponsAnswerSchema },
  }),
  addCoupon: endpoint({
    method: 'POST',
    path: '/coupon/coupon',
    access: 'manageCoupons',
    tags: ['coupon'],
    request: { body: couponInputSchema },
    response: { 201: couponsAnswerSchema },
  }),
  updateCoupon: endpoint({
    method: 'PUT',
    path: '/coupon/coupon',
    access: 'manageCoupons',
    tags: ['coupon'],
    request: { body: couponUpdateSchema },
    response: { 200: couponsAnswerSchema },
  }),
  events: endpoint({
    method: 'GET',
    path: '/event/:date',
    access: 'readEvents',
    tags: ['event'],
    request: { params: dayParamsSchema },
    response: { 200: z.array(eventSchema) },
  }),
  alerts: endpoint({
    method: 'GET',
    path: '/settings/alerts',
    access: 'handleOrders',
    tags: ['settings'],
    summary:
      'How often the dashboards ring, when an order escalates or is rejected by itself, when pre-orders ring',
    response: { 200: alertSettingsSchema },
  }),
  setAlerts: endpoint({
    method: 'PUT',
    path: '/settings/alerts',
    access: 'setAlerts',
    tags: ['settings'],
    request: { body: alertSettingsInputSchema },
    response: { 200: alertSettingsSchema },
  }),
};
