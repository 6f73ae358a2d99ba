import { TZDate } from '@date-fns/tz';
import { addDays, addMinutes, format } from 'date-fns';

import { instantOf, localDay, localTime } from '../restaurant/local-time.ts';
import { restaurantTimeZone } from '../restaurant/restaurant.ts';

/** SPEC §9: opening hours 11:00–22:00; pre-order slots every 15 minutes 12:00–22:00, about 2 hours ahead; 3 more days. */
export const schedule = {
  opensMinutes: 11 * 60,
  closesMinutes: 22 * 60,
  firstSlotMinutes: 12 * 60,
  lastSlotMinutes: 22 * 60,
  slotStepMinutes: 15,
  leadMinutes: 120,
  daysAhead: 3,
  closedDays: ['12-24', '12-25', '12-26'],
} as const;

const local = (instant: Date) => new TZDate(instant, restaurantTimeZone);
const minutesOfDay = (date: TZDate) => date.getHours() * 60 + date.getMinutes();

export { instantOf, localDay, localTime };

/** Is the kitchen open at this instant (11:00 ≤ local time < 22:00)? Orders "as soon as possible" need it. */
export function isOpen(now: Date): boolean {
  const minutes = minutesOfDay(local(now));
  return minutes >= schedule.opensMinutes && minutes < schedule.closesMinutes;
}

/** The days a pre-order may fall on: today and the next 3 days, without 24, 25 and 26 December (yyyy-MM-dd). */
export function preOrderDays(now: Date): string[] {
  const today = local(now);
  const days: string[] = [];
  for (let offset = 0; offset <= schedule.daysAhead; offset++) {
    const day = addDays(today, offset);
    if (!(schedule.closedDays as readonly string[]).includes(format(day, 'MM-dd')))
      days.push(format(day, 'yyyy-MM-dd'));
  }
  return days;
}

/** The slots (HH:mm) of a day: 12:00 to 22:00 every 15 minutes, and on any day only those ≥ 2 hours from now. */
export function timeSlots(day: string, now: Date): string[] {
  if (!preOrderDays(now).includes(day)) return [];
  const earliest = addMinutes(now, schedule.leadMinutes).getTime();
  const slots: string[] = [];
  for (let m = schedule.firstSlotMinutes; m <= schedule.lastSlotMinutes; m += schedule.slotStepMinutes) {
    const time = `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
    if (instantOf(day, time).getTime() >= earliest) slots.push(time);
  }
  return slots;
}

export type PreOrderProblem = 'DAY_NOT_ALLOWED' | 'SLOT_NOT_ALLOWED';

/** Checks a chosen pre-order instant against the days and slots above; undefined when it is allowed. */
export function preOrderProblem(preOrderDate: Date, now: Date): PreOrderProblem | undefined {
  const day = localDay(preOrderDate);
  if (!preOrderDays(now).includes(day)) return 'DAY_NOT_ALLOWED';
  const time = localTime(preOrderDate);
  const exact = instantOf(day, time).getTime() === preOrderDate.getTime();
  return exact && timeSlots(day, now).includes(time) ? undefined : 'SLOT_NOT_ALLOWED';
}
