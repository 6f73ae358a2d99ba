import { z } from 'zod';
import { daySchema } from '../common/input.ts';
import { busyPartSchema, busyRequestSchema, busyStateSchema } from '../restaurant/busy-mode.ts';
import {
  openingHoursAnswerSchema,
  openingHoursSchema,
  scheduleSettingsAnswerSchema,
  scheduleSettingsSchema,
} from '../restaurant/opening-hours.schemas.ts';
import { endpoint, endpointWith } from './endpoint.ts';

const slotsAnswerSchema = z.object({
  /** `time` is the local clock time the pay form shows; `at` the instant to send as preOrderDate. */
  slots: z.array(
    z.object({ time: z.string(), at: z.iso.datetime({ offset: true }), available: z.boolean() }),
  ),
});

/** Busy mode, read by anyone and switched by whoever runs the shop: answers it as it now is. */
const busyMode = endpointWith({
  path: '/order/busy',
  tags: ['schedule'],
  response: { 200: busyStateSchema },
});

/** Opening hours, special dates, slot rules and capacity, and busy mode (issue 14). */
export const schedule = {
  openingHours: endpoint({
    method: 'GET',
    path: '/opening-hours',
    access: 'public',
    tags: ['schedule'],
    summary: 'The weekly opening hours and the special dates',
    response: { 200: openingHoursAnswerSchema },
  }),
  setOpeningHours: endpoint({
    method: 'PUT',
    path: '/opening-hours',
    access: 'editSchedule',
    tags: ['schedule'],
    summary: 'Replaces the weekly opening hours and the special dates; applies at once on every instance',
    request: { body: openingHoursSchema },
    response: { 200: openingHoursAnswerSchema },
  }),
  settings: endpoint({
    method: 'GET',
    path: '/settings/schedule',
    access: 'public',
    tags: ['schedule'],
    summary: 'Lead time, slot length, pre-order days ahead and the orders a slot takes (null: no limit)',
    response: { 200: scheduleSettingsAnswerSchema },
  }),
  setSettings: endpoint({
    method: 'PUT',
    path: '/settings/schedule',
    access: 'editSchedule',
    tags: ['schedule'],
    request: { body: scheduleSettingsSchema },
    response: { 200: scheduleSettingsAnswerSchema },
  }),
  slots: endpoint({
    method: 'GET',
    path: '/order/slots',
    access: 'public',
    tags: ['schedule'],
    summary: "A day's pre-order slots for the pay form, each with whether it still has room",
    request: { querystring: z.object({ day: daySchema }) },
    response: { 200: slotsAnswerSchema },
  }),
  busy: busyMode({
    method: 'GET',
    access: 'public',
    summary: 'Busy mode now: extra delivery minutes and a pause, each with its end (null: not active)',
  }),
  startBusy: busyMode({
    method: 'POST',
    access: 'runShop',
    summary:
      'Adds minutes to the delivery estimate for a while, or pauses orders; ends by itself, at closing at the latest',
    request: { body: busyRequestSchema },
  }),
  endBusy: busyMode({
    method: 'DELETE',
    access: 'runShop',
    summary: 'Ends busy mode early: the extra minutes, the pause, or (without part) both',
    request: { querystring: busyPartSchema },
  }),
};
