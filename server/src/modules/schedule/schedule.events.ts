import type { SettingEventType } from '@konyha/domain/events/event-types';
import {
  type OpeningHours,
  type ScheduleSettings,
  weekdays,
} from '@konyha/domain/restaurant/opening-hours.schemas';
import type { EventInsert } from '../event-log/event-log.service.ts';

/** Both sides are tidied the same way (schedule.mapper), so equal values have equal JSON. */
const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

type Change = { eventType: SettingEventType; from: unknown; to: unknown };

const logged = (changes: Change[], userId: number, at: Date): EventInsert[] =>
  changes.map(({ eventType, from, to }) => ({ eventType, userId, eventDateTime: at, change: { from, to } }));

/**
 * The event-log entries of an hours edit: OPENING_HOURS with just the weekdays that changed, SPECIAL_DATES with
 * the list before and after (the past dates of the old list left out: they drop off by themselves).
 */
export function openingHoursEvents(
  before: OpeningHours,
  after: OpeningHours,
  userId: number,
  at: Date,
): EventInsert[] {
  const changedDays = weekdays.filter((day) => !same(before.weekly[day], after.weekly[day]));
  const pick = (hours: OpeningHours) =>
    Object.fromEntries(changedDays.map((day) => [day, hours.weekly[day]]));
  const changes: Change[] = [];
  if (changedDays.length > 0)
    changes.push({ eventType: 'OPENING_HOURS', from: pick(before), to: pick(after) });
  if (!same(before.specialDates, after.specialDates))
    changes.push({ eventType: 'SPECIAL_DATES', from: before.specialDates, to: after.specialDates });
  return logged(changes, userId, at);
}

const slotRules = ({
  leadMinutes,
  slotMinutes,
  daysAhead,
  firstSlotAfterOpeningMinutes,
}: ScheduleSettings) => ({
  leadMinutes,
  slotMinutes,
  daysAhead,
  firstSlotAfterOpeningMinutes,
});
const capacity = ({ capacityPerSlot, capacityByWeekday }: ScheduleSettings) => ({
  capacityPerSlot,
  capacityByWeekday,
});

/** The event-log entries of a slot-settings edit: SLOT_SETTINGS and SLOT_CAPACITY, each only when it changed. */
export function scheduleSettingsEvents(
  before: ScheduleSettings,
  after: ScheduleSettings,
  userId: number,
  at: Date,
): EventInsert[] {
  const changes: Change[] = [];
  for (const [eventType, part] of [
    ['SLOT_SETTINGS', slotRules],
    ['SLOT_CAPACITY', capacity],
  ] as const)
    if (!same(part(before), part(after))) changes.push({ eventType, from: part(before), to: part(after) });
  return logged(changes, userId, at);
}
