import { toNestErrors } from '@hookform/resolvers';
import { openingHoursProblems, upcomingSpecialDates } from '@konyha/domain/restaurant/opening-hours';
import {
  type OpeningHours,
  type OpeningInterval,
  openingHoursSchema,
  scheduleSettingsSchema,
} from '@konyha/domain/restaurant/opening-hours.schemas';
import { minutesOf, type Weekday, weekdays } from '@konyha/domain/restaurant/weekdays';
import type { FieldError, FieldErrors, Resolver, ResolverResult } from 'react-hook-form';
import type { z } from 'zod';
import type { Schedule, SchedulePart } from './api.ts';

/** The editor's values: times and numbers as typed, so a half-typed one stays as it is until it is saved. */
export type IntervalValues = { from: string; to: string };
export type SpecialDateValues = {
  date: string;
  label: string;
  labelEnglish: string;
  intervals: IntervalValues[];
};
type SettingsValues = {
  leadMinutes: string;
  slotMinutes: string;
  daysAhead: string;
  firstSlotAfterOpeningMinutes: string;
  /** Empty: no limit. */
  capacityPerSlot: string;
  /** Empty: that weekday takes `capacityPerSlot`. */
  capacityByWeekday: Record<Weekday, string>;
};
export type ScheduleValues = {
  weekly: Record<Weekday, IntervalValues[]>;
  specialDates: SpecialDateValues[];
  settings: SettingsValues;
};

const isClockTime = (time: string) => /^([01]\d|2[0-3]):[0-5]\d$/.test(time);

/** A `to` at or before `from` can only mean the next day; the editor says so beside the field. */
export const endsNextDay = ({ from, to }: IntervalValues): boolean =>
  isClockTime(from) && isClockTime(to) && minutesOf(to) <= minutesOf(from);

const intervalOf = (interval: IntervalValues): OpeningInterval =>
  endsNextDay(interval) ? { ...interval, endsNextDay: true } : { from: interval.from, to: interval.to };
const intervalValues = ({ from, to }: OpeningInterval): IntervalValues => ({ from, to });

const text = (value: number | null | undefined) =>
  value === null || value === undefined ? '' : String(value);
/** Empty is missing (the schema names it required) for the settings that must have a value. */
const numberOf = (value: string) => (value === '' ? undefined : Number(value));

/** The form's values of what is stored; special dates already past are left out, as the server refuses them. */
export function toValues({ hours, settings }: Schedule, now: Date): ScheduleValues {
  return {
    weekly: Object.fromEntries(
      weekdays.map((day) => [day, hours.weekly[day].map(intervalValues)]),
    ) as ScheduleValues['weekly'],
    specialDates: upcomingSpecialDates(hours, now).map((special) => ({
      date: special.date,
      label: special.label,
      labelEnglish: special.labelEnglish,
      intervals: special.intervals.map(intervalValues),
    })),
    settings: {
      leadMinutes: text(settings.leadMinutes),
      slotMinutes: text(settings.slotMinutes),
      daysAhead: text(settings.daysAhead),
      firstSlotAfterOpeningMinutes: text(settings.firstSlotAfterOpeningMinutes),
      capacityPerSlot: text(settings.capacityPerSlot),
      capacityByWeekday: Object.fromEntries(
        weekdays.map((day) => [day, text(settings.capacityByWeekday[day])]),
      ) as SettingsValues['capacityByWeekday'],
    },
  };
}

/** The PUT /opening-hours body of the values, before validation. */
export const hoursOf = (values: ScheduleValues): OpeningHours => ({
  weekly: Object.fromEntries(
    weekdays.map((day) => [day, values.weekly[day].map(intervalOf)]),
  ) as OpeningHours['weekly'],
  specialDates: values.specialDates.map((special) => ({
    ...special,
    intervals: special.intervals.map(intervalOf),
  })),
});

/** The PUT /settings/schedule body of the values, before validation. */
export const settingsOf = ({ settings }: ScheduleValues) => ({
  leadMinutes: numberOf(settings.leadMinutes),
  slotMinutes: numberOf(settings.slotMinutes),
  daysAhead: numberOf(settings.daysAhead),
  firstSlotAfterOpeningMinutes: numberOf(settings.firstSlotAfterOpeningMinutes),
  capacityPerSlot: settings.capacityPerSlot === '' ? null : Number(settings.capacityPerSlot),
  capacityByWeekday: Object.fromEntries(
    weekdays.flatMap((day) => {
      const value = settings.capacityByWeekday[day];
      return value === '' ? [] : [[day, Number(value)]];
    }),
  ),
});

/**
 * Bounds in the message with the bound after a colon ("tooSmall:5"), so the text can say it; the domain's own
 * messages (overlaps, inThePast, …) are kept as they are.
 */
const messageOf = (issue: z.core.$ZodRawIssue): string => {
  if (issue.code === 'too_small') {
    const minimum = Number(issue.minimum);
    return `tooSmall:${issue.inclusive === false ? minimum + 1 : minimum}`;
  }
  if (issue.code === 'too_big') return `tooLarge:${String(issue.maximum)}`;
  if (issue.code === 'invalid_type' && issue.input === undefined) return 'required';
  return 'invalid';
};

type Problem = { path: PropertyKey[]; message: string };

/** The first problem of each field, as `{ "weekly.MONDAY.1.from": { type, message } }`. */
function flatErrors(problems: Problem[]): FieldErrors {
  const errors: Record<string, FieldError> = {};
  for (const { path, message } of problems) {
    const name = path.map(String).join('.');
    errors[name] ??= { type: 'validate', message };
  }
  return errors;
}

/**
 * Checks the values with the domain's own rules, those the server applies (the schemas, then the calendar's:
 * a special date in the past, nights running into the next day), so most refusals never need a round trip.
 */
export const scheduleResolver =
  (now: () => Date): Resolver<ScheduleValues, unknown, Schedule> =>
  (values, _context, options): ResolverResult<ScheduleValues, Schedule> => {
    const hours = openingHoursSchema.safeParse(hoursOf(values), { error: messageOf });
    const settings = scheduleSettingsSchema.safeParse(settingsOf(values), { error: messageOf });
    const problems: Problem[] = [
      ...(hours.success ? openingHoursProblems(hours.data, now()) : hours.error.issues),
      ...(settings.success
        ? []
        : settings.error.issues.map((issue) => ({ ...issue, path: ['settings', ...issue.path] }))),
    ];
    if (problems.length > 0 || !hours.success || !settings.success)
      return { values: {}, errors: toNestErrors(flatErrors(problems), options) };
    return { values: { hours: hours.data, settings: settings.data }, errors: {} };
  };

/** The form field a refused PUT names: its path in that PUT's body, under `settings.` for the slot settings. */
export const fieldOfRefusal = (part: SchedulePart, field: string): string =>
  part === 'settings' ? `settings.${field}` : field;
