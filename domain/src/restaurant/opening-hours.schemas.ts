import { z } from 'zod';
import { daySchema } from '../common/input.ts';
import {
  clockTime,
  endMinutesOf,
  isSound,
  minutesOf,
  overlapsWithPreviousNight,
  type Weekday,
  weekdays,
} from './weekdays.ts';

export { type Weekday, weekdays };

export const clockTimeSchema = z.string().regex(clockTime, 'invalidTime');

/**
 * One opening interval of a day, local time; open from `from` (inclusive) until `to` (exclusive).
 * An interval that runs past midnight says so with `endsNextDay: true` (22:00–02:00, or 17:00–00:00 for
 * "until midnight"), so `from` after `to` without it is a mistake the editor names instead of guessing.
 * With it the interval is at most 24 hours (`to` ≤ `from`); it belongs to the day it starts on.
 */
export const openingIntervalSchema = z
  .object({ from: clockTimeSchema, to: clockTimeSchema, endsNextDay: z.boolean().optional() })
  .superRefine((interval, context) => {
    if (!clockTime.test(interval.from) || !clockTime.test(interval.to)) return;
    const forward = minutesOf(interval.to) > minutesOf(interval.from);
    if (interval.endsNextDay && forward)
      context.addIssue({ code: 'custom', message: 'longerThanADay', path: ['to'] });
    if (!interval.endsNextDay && !forward)
      context.addIssue({ code: 'custom', message: 'beforeFrom', path: ['to'] });
  });
export type OpeningInterval = z.infer<typeof openingIntervalSchema>;

/** A day's intervals; none means closed. Overlaps are refused on the later interval's `from`. */
export const dayIntervalsSchema = z
  .array(openingIntervalSchema)
  .max(12, 'tooMany')
  .superRefine((intervals, context) => {
    const byStart = intervals
      .map((interval, index) => ({ interval, index }))
      .filter(({ interval }) => isSound(interval));
    byStart.sort((a, b) => minutesOf(a.interval.from) - minutesOf(b.interval.from));
    for (let i = 1; i < byStart.length; i++) {
      const previous = byStart[i - 1] as (typeof byStart)[number];
      const current = byStart[i] as (typeof byStart)[number];
      if (minutesOf(current.interval.from) < endMinutesOf(previous.interval))
        context.addIssue({ code: 'custom', message: 'overlaps', path: [current.index, 'from'] });
    }
  });

const weeklyShape = Object.fromEntries(weekdays.map((day) => [day, dayIntervalsSchema])) as Record<
  Weekday,
  typeof dayIntervalsSchema
>;

/** All seven weekdays; an unknown key is named (`weekly.FUNDAY`) rather than dropped. */
export const weeklyHoursSchema = z
  .looseObject(weeklyShape)
  .superRefine((weekly, context) => {
    for (const key of Object.keys(weekly))
      if (!(weekdays as readonly string[]).includes(key))
        context.addIssue({ code: 'custom', message: 'unknownWeekday', path: [key] });
    weekdays.forEach((day, index) => {
      const previous = weekdays[(index + 6) % 7] as Weekday;
      for (const overlapping of overlapsWithPreviousNight(weekly[previous], weekly[day]))
        context.addIssue({
          code: 'custom',
          message: 'overlapsPreviousNight',
          path: [day, overlapping, 'from'],
        });
    });
  })
  .transform((weekly) => Object.fromEntries(weekdays.map((day) => [day, weekly[day]])) as WeeklyHours);
export type WeeklyHours = Record<Weekday, OpeningInterval[]>;

const labelSchema = z.string().trim().min(1, 'required').max(80, 'tooLong');

/** A date that closes the restaurant (no intervals) or replaces that day's weekly intervals. */
export const specialDateSchema = z.object({
  date: daySchema,
  label: labelSchema,
  labelEnglish: labelSchema,
  intervals: dayIntervalsSchema,
});
export type SpecialDate = z.infer<typeof specialDateSchema>;

/**
 * At most this many special dates (issue 28): a restaurant's holidays for two years are far fewer, and every day
 * the schedule rules look at searches the list.
 */
export const maxSpecialDates = 100;

/**
 * GET/PUT /opening-hours. A date given twice is named on its second entry. A special date in the past or more than
 * two years ahead, and overlaps between neighbouring dates depend on the calendar: `openingHoursProblems` checks them.
 */
export const openingHoursSchema = z.object({
  weekly: weeklyHoursSchema,
  specialDates: z
    .array(specialDateSchema)
    .max(maxSpecialDates, 'tooManySpecialDates')
    .superRefine((dates, context) => {
      dates.forEach((special, index) => {
        if (dates.findIndex((other) => other.date === special.date) !== index)
          context.addIssue({ code: 'custom', message: 'duplicate', path: [index, 'date'] });
      });
    }),
});
export type OpeningHours = z.infer<typeof openingHoursSchema>;

const capacitySchema = z.number().int().positive().max(10_000);

/**
 * A weekday whose slots take a different number of orders than `capacityPerSlot` (null there: no limit on that
 * weekday). An unknown weekday is named (`capacityByWeekday.FUNDAY`).
 */
export const capacityByWeekdaySchema = z
  .looseObject({})
  .superRefine((byDay, context) => {
    for (const [key, value] of Object.entries(byDay)) {
      if (!(weekdays as readonly string[]).includes(key))
        context.addIssue({ code: 'custom', message: 'unknownWeekday', path: [key] });
      else if (value !== null && !capacitySchema.safeParse(value).success)
        context.addIssue({ code: 'custom', message: 'invalidCapacity', path: [key] });
    }
  })
  .transform((byDay) => byDay as Partial<Record<Weekday, number | null>>);

/**
 * GET/PUT /settings/schedule. `firstSlotAfterOpeningMinutes` keeps the first pre-order slot of each opening that
 * long after it (SPEC §5: 12:00 with an 11:00 opening). `capacityPerSlot` null means no limit; `capacityByWeekday`
 * overrides it on the weekdays it names (absent: `{}`, every day as `capacityPerSlot`).
 */
export const scheduleSettingsSchema = z.object({
  leadMinutes: z
    .number()
    .int()
    .min(0)
    .max(7 * 24 * 60),
  slotMinutes: z.number().int().min(5).max(240),
  daysAhead: z.number().int().min(0).max(60),
  firstSlotAfterOpeningMinutes: z.number().int().min(0).max(240),
  capacityPerSlot: capacitySchema.nullable(),
  capacityByWeekday: capacityByWeekdaySchema.default({}),
});
export type ScheduleSettings = z.output<typeof scheduleSettingsSchema>;

/*
 * What the server answers: the same shapes without the input checks, since a response is encoded and zod cannot
 * run the transforms above backwards.
 */
const intervalAnswerSchema = z.object({
  from: z.string(),
  to: z.string(),
  endsNextDay: z.boolean().optional(),
});
const dayAnswerSchema = z.array(intervalAnswerSchema);

export const openingHoursAnswerSchema = z.object({
  weekly: z.object(
    Object.fromEntries(weekdays.map((day) => [day, dayAnswerSchema])) as Record<
      Weekday,
      typeof dayAnswerSchema
    >,
  ),
  specialDates: z.array(
    z.object({ date: z.string(), label: z.string(), labelEnglish: z.string(), intervals: dayAnswerSchema }),
  ),
});

export const scheduleSettingsAnswerSchema = z.object({
  leadMinutes: z.number().int(),
  slotMinutes: z.number().int(),
  daysAhead: z.number().int(),
  firstSlotAfterOpeningMinutes: z.number().int(),
  capacityPerSlot: z.number().int().nullable(),
  capacityByWeekday: z.partialRecord(z.enum(weekdays), z.number().int().nullable()),
});
