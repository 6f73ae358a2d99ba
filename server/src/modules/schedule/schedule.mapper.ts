import type { BusyState } from '@konyha/domain/restaurant/busy-mode';
import { defaultOpeningHours } from '@konyha/domain/restaurant/opening-hours.defaults';
import {
  type OpeningHours,
  type OpeningInterval,
  type ScheduleSettings,
  weekdays,
} from '@konyha/domain/restaurant/opening-hours.schemas';
import type { ScheduleChange, ScheduleRow } from './schedule.repository.ts';

/** The saved hours, or the seeded ones (SPEC §9) until staff first save theirs. */
export const toOpeningHours = (row: ScheduleRow, now: Date): OpeningHours =>
  row.openingHours ?? defaultOpeningHours(now);

export const toScheduleSettings = (row: ScheduleRow): ScheduleSettings => ({
  leadMinutes: row.leadMinutes,
  slotMinutes: row.slotMinutes,
  daysAhead: row.daysAhead,
  firstSlotAfterOpeningMinutes: row.firstSlotAfterOpeningMinutes,
  capacityPerSlot: row.capacityPerSlot,
  capacityByWeekday: Object.fromEntries(
    weekdays.flatMap((day) =>
      day in row.capacityByWeekday ? [[day, row.capacityByWeekday[day] ?? null]] : [],
    ),
  ),
});

export const toBusyState = (row: ScheduleRow): BusyState => ({
  extraMinutes: row.busyExtraMinutes,
  extraUntil: row.busyExtraUntil?.toISOString() ?? null,
  pausedUntil: row.busyPausedUntil?.toISOString() ?? null,
});

/**
 * One way to write the hours, so equal hours have equal JSON whatever order the keys come in (jsonb reorders
 * them): every object rebuilt in one key order, the night flag only when set.
 */
const tidyInterval = ({ from, to, endsNextDay }: OpeningInterval): OpeningInterval =>
  endsNextDay ? { from, to, endsNextDay } : { from, to };

const tidyDay = (intervals: OpeningInterval[]) =>
  intervals.map(tidyInterval).sort((a, b) => a.from.localeCompare(b.from));

/** The hours as saved: each day's intervals by their start, the special dates by date. */
export const tidyOpeningHours = (hours: OpeningHours): OpeningHours => ({
  weekly: Object.fromEntries(
    weekdays.map((day) => [day, tidyDay(hours.weekly[day])]),
  ) as OpeningHours['weekly'],
  specialDates: hours.specialDates
    .map(({ date, label, labelEnglish, intervals }) => ({
      date,
      label,
      labelEnglish,
      intervals: tidyDay(intervals),
    }))
    .sort((a, b) => a.date.localeCompare(b.date)),
});

export const toScheduleColumns = (values: ScheduleSettings): ScheduleChange => ({
  leadMinutes: values.leadMinutes,
  slotMinutes: values.slotMinutes,
  daysAhead: values.daysAhead,
  firstSlotAfterOpeningMinutes: values.firstSlotAfterOpeningMinutes,
  capacityPerSlot: values.capacityPerSlot,
  capacityByWeekday: values.capacityByWeekday,
});
