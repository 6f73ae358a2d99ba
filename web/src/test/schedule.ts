import { type BusyState, notBusy } from '@konyha/domain/restaurant/busy-mode';
import { localTime } from '@konyha/domain/restaurant/local-time';
import { slotsOf } from '@konyha/domain/restaurant/opening-hours';
import {
  defaultScheduleSettings,
  defaultWeeklyHours,
} from '@konyha/domain/restaurant/opening-hours.defaults';
import type { OpeningHours } from '@konyha/domain/restaurant/opening-hours.schemas';

/** Test support for the opening hours, the slots and busy mode, as the server answers them. */

const shift = (from: string, to: string) => [{ from, to }];

/** Every day 11:00–22:00 and no special dates: the hours before staff edit them. */
export const everyDay: OpeningHours = { weekly: defaultWeeklyHours, specialDates: [] };

/** Lunch and dinner on weekdays, split shifts on Saturday, closed on Sunday; Christmas Eve and New Year's Eve. */
export const splitWeek: OpeningHours = {
  weekly: {
    MONDAY: shift('11:00', '22:00'),
    TUESDAY: shift('11:00', '22:00'),
    WEDNESDAY: shift('11:00', '22:00'),
    THURSDAY: shift('11:00', '22:00'),
    FRIDAY: shift('11:00', '22:00'),
    SATURDAY: [
      { from: '11:00', to: '15:00' },
      { from: '17:00', to: '22:30' },
    ],
    SUNDAY: [],
  },
  specialDates: [
    { date: '2026-12-24', label: 'Szenteste', labelEnglish: 'Christmas Eve', intervals: [] },
    {
      date: '2026-12-31',
      label: 'Szilveszter',
      labelEnglish: "New Year's Eve",
      intervals: shift('11:00', '18:00'),
    },
  ],
};

/**
 * GET /order/slots?day= as the server computes it from `hours` at the (fake) time now; the instants in `full`
 * (ISO) have no room left.
 */
export function slotsAnswer(hours: OpeningHours, url: URL, full: readonly string[] = []) {
  const day = url.searchParams.get('day') ?? '';
  return {
    slots: slotsOf(day, hours, defaultScheduleSettings, new Date()).map((at) => ({
      time: localTime(at),
      at: at.toISOString(),
      available: !full.includes(at.toISOString()),
    })),
  };
}

/** GET /order/busy with orders paused until `until`. */
export const pausedUntil = (until: Date): BusyState => ({ ...notBusy, pausedUntil: until.toISOString() });

export { defaultScheduleSettings, notBusy };
