import { localDay } from './local-time.ts';
import type { OpeningHours, ScheduleSettings, SpecialDate, Weekday } from './opening-hours.schemas.ts';
import { weekdays } from './weekdays.ts';

/** SPEC §9 as it was before staff could edit it: every day 11:00–22:00. */
export const defaultWeeklyHours = Object.fromEntries(
  weekdays.map((day) => [day, [{ from: '11:00', to: '22:00' }]]),
) as Record<Weekday, { from: string; to: string }[]>;

/** SPEC §9: closed on 24, 25 and 26 December, seeded as special dates staff may change. */
const christmas = [
  { monthDay: '12-24', label: 'Szenteste', labelEnglish: 'Christmas Eve' },
  { monthDay: '12-25', label: 'Karácsony', labelEnglish: 'Christmas Day' },
  { monthDay: '12-26', label: 'Karácsony másnapja', labelEnglish: 'Boxing Day' },
];

/** The seeded hours: the week above and this year's and next year's Christmas days not yet past. */
export function defaultOpeningHours(now: Date): OpeningHours {
  const today = localDay(now);
  const year = Number(today.slice(0, 4));
  const specialDates: SpecialDate[] = [year, year + 1].flatMap((y) =>
    christmas.map(({ monthDay, label, labelEnglish }) => ({
      date: `${y}-${monthDay}`,
      label,
      labelEnglish,
      intervals: [],
    })),
  );
  return {
    weekly: defaultWeeklyHours,
    specialDates: specialDates.filter((special) => special.date >= today),
  };
}

/**
 * SPEC §9: slots every 15 minutes, 2 hours ahead, today and 3 more days; no limit per slot. SPEC §5: the first slot
 * at 12:00 with hours from 11:00, so an hour after opening.
 */
export const defaultScheduleSettings: ScheduleSettings = {
  leadMinutes: 120,
  slotMinutes: 15,
  daysAhead: 3,
  firstSlotAfterOpeningMinutes: 60,
  capacityPerSlot: null,
  capacityByWeekday: {},
};
