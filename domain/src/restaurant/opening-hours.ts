import { TZDate } from '@date-fns/tz';
import { format } from 'date-fns';
import { instantOf, localDay } from './local-time.ts';
import type { OpeningHours, OpeningInterval, ScheduleSettings } from './opening-hours.schemas.ts';
import { restaurantTimeZone } from './restaurant.ts';
import { addDaysTo, overlapsWithPreviousNight, weekdayOf } from './weekdays.ts';

/**
 * The one place that turns the staff's opening hours into open/closed, pre-order days and slots; the server
 * and the browser call the same functions, always with `now` given. Intervals are half-open ([from, to)), so
 * the kitchen is closed at `to` and no slot is offered at closing time. Local times become instants in the
 * restaurant's zone: a time the clocks skip (02:30 on the last Sunday of March) becomes the moment they jump
 * to (03:00), a time that happens twice (02:30 on the last Sunday of October) its second occurrence, so a
 * night across either change has its real length (one hour shorter or longer).
 */

const minute = 60_000;

export type PreOrderProblem = 'DAY_NOT_ALLOWED' | 'SLOT_NOT_ALLOWED';

// In weekdays.ts, which pages that need no date library can import (the lunch menu's weeks).
export { addDaysTo, weekdayOf };

/** The intervals of a day: its special date's when there is one, its weekday's otherwise. */
export const intervalsOn = (hours: OpeningHours, day: string): OpeningInterval[] =>
  hours.specialDates.find((special) => special.date === day)?.intervals ?? hours.weekly[weekdayOf(day)];

const wallOf = (instant: number) => format(new TZDate(instant, restaurantTimeZone), 'yyyy-MM-dd HH:mm');

/** The instant a local day and time stands for (see the skipped and repeated times above). */
export function wallInstant(day: string, time: string): number {
  const guess = instantOf(day, time).getTime();
  const wanted = `${day} ${time}`;
  if (wallOf(guess) === wanted) return guess;
  // A skipped time comes back moved forward by the gap (02:30 → 03:30); walk back to the jump itself.
  let instant = guess;
  while (wallOf(instant - minute) > wanted) instant -= minute;
  return instant;
}

type Span = { start: number; end: number };

const spansOn = (hours: OpeningHours, day: string): Span[] =>
  intervalsOn(hours, day)
    .map((interval) => ({
      start: wallInstant(day, interval.from),
      end: wallInstant(interval.endsNextDay ? addDaysTo(day, 1) : day, interval.to),
    }))
    .filter((span) => span.end > span.start);

/** The spans of the days first…last, and of the day before, whose night may run into `first`. */
const spansBetween = (hours: OpeningHours, first: string, last: string): Span[] => {
  const spans: Span[] = [];
  for (let day = addDaysTo(first, -1); day <= last; day = addDaysTo(day, 1))
    spans.push(...spansOn(hours, day));
  return spans;
};

/** Is the restaurant open at this instant? "As soon as possible" orders need it. */
export function isOpenAt(hours: OpeningHours, instant: Date): boolean {
  const day = localDay(instant);
  const t = instant.getTime();
  return spansBetween(hours, day, day).some((span) => span.start <= t && t < span.end);
}

/**
 * How far ahead the next opening is looked for (issue 28): a year and a month, so a winter break or a long
 * renovation still shows its reopening. Whatever is stored further ahead (special dates saved before their own bound,
 * `specialDatesAheadDays`) costs nothing, and an opening beyond reads as "no opening ahead".
 */
export const nextOpeningSearchDays = 400;

/**
 * The first instant from now on when the restaurant is open (now itself while open); null if it does not open within
 * `nextOpeningSearchDays` days. Day by day, stopping at the first day that starts after an opening already found, so
 * an open week answers after a day or two, and a closed one after at most the bound's days.
 */
export function nextOpening(hours: OpeningHours, now: Date): Date | null {
  const today = localDay(now);
  const t = now.getTime();
  let first: number | null = null;
  for (let offset = -1; offset <= nextOpeningSearchDays; offset++) {
    const day = addDaysTo(today, offset);
    // A day's intervals start at its midnight or later: none of this day or after can come before `first`.
    if (first !== null && wallInstant(day, '00:00') > first) break;
    for (const span of spansOn(hours, day))
      if (span.end > t) first = Math.min(first ?? Number.POSITIVE_INFINITY, Math.max(span.start, t));
  }
  return first === null ? null : new Date(first);
}

/** When the current opening ends (touching or overlapping intervals run on); null while closed. */
export function closingAt(hours: OpeningHours, now: Date): Date | null {
  const today = localDay(now);
  const spans = spansBetween(hours, today, addDaysTo(today, 2));
  let end = now.getTime();
  let open = false;
  for (let extended = true; extended; ) {
    extended = false;
    for (const span of spans)
      if (span.start <= end && end < span.end) {
        end = span.end;
        open = extended = true;
      }
  }
  return open ? new Date(end) : null;
}

/** When the current opening began (touching or overlapping intervals run on, back to the night before); null while closed. */
export function openedAt(hours: OpeningHours, now: Date): Date | null {
  const today = localDay(now);
  const spans = spansBetween(hours, addDaysTo(today, -2), today);
  const t = now.getTime();
  if (!spans.some((span) => span.start <= t && t < span.end)) return null;
  let start = t;
  for (let extended = true; extended; ) {
    extended = false;
    for (const span of spans)
      if (span.start < start && start <= span.end) {
        start = span.start;
        extended = true;
      }
  }
  return new Date(start);
}

/** Where the open stretch a span is part of began: touching or overlapping spans before it run on into it. */
function stretchStart(spans: Span[], span: Span): number {
  let start = span.start;
  for (let extended = true; extended; ) {
    extended = false;
    for (const other of spans)
      if (other.start < start && start <= other.end) {
        start = other.start;
        extended = true;
      }
  }
  return start;
}

/**
 * The slot instants on a local day, without the horizon: every slotMinutes from each interval's start, none before
 * `firstSlotAfterOpeningMinutes` after the opening the interval belongs to (each reopening of a split day is one; an
 * interval that touches the one before is not), and none closer than the lead time.
 */
function slotInstants(hours: OpeningHours, settings: ScheduleSettings, day: string, now: Date): number[] {
  const earliest = now.getTime() + settings.leadMinutes * minute;
  const dayStart = wallInstant(day, '00:00');
  const dayEnd = wallInstant(addDaysTo(day, 1), '00:00');
  // Two days back: the night before may itself continue an interval of the day before it.
  const spans = spansBetween(hours, addDaysTo(day, -1), day);
  const slots = new Set<number>();
  for (const span of spans) {
    if (span.end <= dayStart) continue;
    const notBefore = Math.max(
      earliest,
      dayStart,
      stretchStart(spans, span) + settings.firstSlotAfterOpeningMinutes * minute,
    );
    for (let t = span.start; t < span.end && t < dayEnd; t += settings.slotMinutes * minute)
      if (t >= notBefore) slots.add(t);
  }
  return [...slots].sort((a, b) => a - b);
}

/**
 * Every slot of a local day, whatever the time now: the grid orders are counted on (see slot-capacity.ts). It covers
 * the whole opening, the hour before the first pre-order slot too, where "as soon as possible" orders still count.
 */
export const slotGrid = (day: string, hours: OpeningHours, settings: ScheduleSettings): Date[] =>
  slotInstants(hours, { ...settings, leadMinutes: 0, firstSlotAfterOpeningMinutes: 0 }, day, new Date(0)).map(
    (t) => new Date(t),
  );

const horizon = (settings: ScheduleSettings, now: Date): string[] => {
  const today = localDay(now);
  return Array.from({ length: settings.daysAhead + 1 }, (_, offset) => addDaysTo(today, offset));
};

/** The days a pre-order may fall on: today and the next `daysAhead` days, those with a slot left (yyyy-MM-dd). */
export function preOrderDays(hours: OpeningHours, settings: ScheduleSettings, now: Date): string[] {
  return horizon(settings, now).filter((day) => slotInstants(hours, settings, day, now).length > 0);
}

/**
 * The pre-order slots of a local day, as instants: inside an interval, at least the lead time ahead, within the
 * horizon. On the night the clocks go back a clock time may appear twice; the instants tell them apart.
 */
export function slotsOf(day: string, hours: OpeningHours, settings: ScheduleSettings, now: Date): Date[] {
  if (!horizon(settings, now).includes(day)) return [];
  return slotInstants(hours, settings, day, now).map((t) => new Date(t));
}

/** Checks a chosen pre-order instant: exactly the slots `slotsOf` offers are accepted. */
export function slotProblem(
  instant: Date,
  hours: OpeningHours,
  settings: ScheduleSettings,
  now: Date,
): PreOrderProblem | undefined {
  const day = localDay(instant);
  const slots = slotsOf(day, hours, settings, now);
  if (slots.length === 0) return 'DAY_NOT_ALLOWED';
  return slots.some((slot) => slot.getTime() === instant.getTime()) ? undefined : 'SLOT_NOT_ALLOWED';
}

export type OpeningHoursProblem = {
  path: (string | number)[];
  message: 'inThePast' | 'tooFarAhead' | 'overlapsPreviousNight' | 'overlapsNextDay';
};

/**
 * A special date may be at most this many days after today (issue 28): two years, the same date two years on
 * included even across a leap day. Nobody plans a holiday further ahead, and the rules never look that far.
 */
export const specialDatesAheadDays = 731;

/**
 * What the schema cannot see because it needs the calendar: a special date before today (local) or more than two
 * years ahead, and a night running into a special date, or a special date's night running into the next day. Paths
 * as zod's.
 */
export function openingHoursProblems(hours: OpeningHours, now: Date): OpeningHoursProblem[] {
  const today = localDay(now);
  const lastDay = addDaysTo(today, specialDatesAheadDays);
  const problems: OpeningHoursProblem[] = [];
  hours.specialDates.forEach((special, index) => {
    if (special.date < today) problems.push({ path: ['specialDates', index, 'date'], message: 'inThePast' });
    if (special.date > lastDay)
      problems.push({ path: ['specialDates', index, 'date'], message: 'tooFarAhead' });
    const previous = intervalsOn(hours, addDaysTo(special.date, -1));
    for (const overlapping of overlapsWithPreviousNight(previous, special.intervals))
      problems.push({
        path: ['specialDates', index, 'intervals', overlapping, 'from'],
        message: 'overlapsPreviousNight',
      });
    const next = addDaysTo(special.date, 1);
    if (hours.specialDates.some((other) => other.date === next)) return;
    const nextIntervals = hours.weekly[weekdayOf(next)];
    special.intervals.forEach((interval, night) => {
      if (overlapsWithPreviousNight([interval], nextIntervals).length > 0)
        problems.push({
          path: ['specialDates', index, 'intervals', night, 'to'],
          message: 'overlapsNextDay',
        });
    });
  });
  return problems;
}

/** The special dates from today on (the editor's list, the footer's "next special dates"), earliest first. */
export const upcomingSpecialDates = (hours: OpeningHours, now: Date): OpeningHours['specialDates'] =>
  hours.specialDates
    .filter((special) => special.date >= localDay(now))
    .sort((a, b) => a.date.localeCompare(b.date));
