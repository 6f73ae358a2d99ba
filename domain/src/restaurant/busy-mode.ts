import { z } from 'zod';
import type { OpeningHours } from './opening-hours.schemas.ts';
import { closingAt } from './opening-hours.ts';

/**
 * Busy mode (issue 14): on a rush the staff add 15, 30 or 45 minutes to the delivery-time estimate for the next
 * 30, 60 or 90 minutes, or pause orders for 15, 30 or 60 minutes. Both end by themselves, and never outlive the
 * opening they were switched on in (they end at closing time), so a pause left on at night never blocks the
 * next morning. The two are independent: starting one keeps the other.
 */
export const busyRequestSchema = z.union([
  z.strictObject({
    extraMinutes: z.union([z.literal(15), z.literal(30), z.literal(45)]),
    forMinutes: z.union([z.literal(30), z.literal(60), z.literal(90)]),
  }),
  z.strictObject({ pauseMinutes: z.union([z.literal(15), z.literal(30), z.literal(60)]) }),
]);
export type BusyRequest = z.infer<typeof busyRequestSchema>;

/** Which part DELETE /order/busy ends; without it, both. */
export const busyPartSchema = z.object({ part: z.enum(['extra', 'pause']).optional() });
export type BusyPart = z.infer<typeof busyPartSchema>['part'];

const instant = z.iso.datetime({ offset: true });

/** GET/POST/DELETE /order/busy: what is active now and until when (null: not active). */
export const busyStateSchema = z.object({
  extraMinutes: z.number().int().positive().nullable(),
  extraUntil: instant.nullable(),
  pausedUntil: instant.nullable(),
});
export type BusyState = z.infer<typeof busyStateSchema>;

export const notBusy: BusyState = { extraMinutes: null, extraUntil: null, pausedUntil: null };

const after = (until: string | null, now: Date) => until !== null && Date.parse(until) > now.getTime();

/** The state as it is at `now`: a part whose time is up reads as not active. */
export function busyAt(state: BusyState, now: Date): BusyState {
  const extra = after(state.extraUntil, now);
  return {
    extraMinutes: extra ? state.extraMinutes : null,
    extraUntil: extra ? state.extraUntil : null,
    pausedUntil: after(state.pausedUntil, now) ? state.pausedUntil : null,
  };
}

export const isPausedAt = (state: BusyState, now: Date): boolean => busyAt(state, now).pausedUntil !== null;

/** The delivery-time estimate guests see and an "as soon as possible" order is promised with. */
export const effectiveDeliveryMinutes = (baseMinutes: number, state: BusyState, now: Date): number =>
  baseMinutes + (busyAt(state, now).extraMinutes ?? 0);

/**
 * The end of a part started now for `minutes`: never past the closing time of the current opening. While closed
 * (no current opening) the full time counts.
 */
export function busyEnd(hours: OpeningHours, minutes: number, now: Date): string {
  const wanted = now.getTime() + minutes * 60_000;
  const closing = closingAt(hours, now)?.getTime() ?? Number.POSITIVE_INFINITY;
  return new Date(Math.min(wanted, closing)).toISOString();
}

/** The state after a request: the requested part (re)started from now, the other part kept as it is. */
export function startBusy(state: BusyState, request: BusyRequest, hours: OpeningHours, now: Date): BusyState {
  const current = busyAt(state, now);
  if ('pauseMinutes' in request)
    return { ...current, pausedUntil: busyEnd(hours, request.pauseMinutes, now) };
  return {
    ...current,
    extraMinutes: request.extraMinutes,
    extraUntil: busyEnd(hours, request.forMinutes, now),
  };
}

/** The state after ending a part early (or both). */
export function endBusy(state: BusyState, part: BusyPart, now: Date): BusyState {
  const current = busyAt(state, now);
  return {
    extraMinutes: part === 'pause' ? current.extraMinutes : null,
    extraUntil: part === 'pause' ? current.extraUntil : null,
    pausedUntil: part === 'extra' ? current.pausedUntil : null,
  };
}
