import { describe, expect, it } from 'vitest';
import { instantOf } from './local-time.ts';
import {
  defaultOpeningHours,
  defaultScheduleSettings,
  defaultWeeklyHours,
} from './opening-hours.defaults.ts';
import { type OpeningHours, openingHoursSchema, scheduleSettingsSchema } from './opening-hours.schemas.ts';
import { openingHoursProblems } from './opening-hours.ts';

const at = (day: string, time: string) => instantOf(day, time);

/** The paths and messages zod names for a PUT /opening-hours body. */
const errorsOf = (body: unknown) =>
  openingHoursSchema
    .safeParse(body)
    .error?.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`) ?? [];
const weeklyWith = (changes: object) => ({ weekly: { ...defaultWeeklyHours, ...changes }, specialDates: [] });

describe('PUT /opening-hours validation', () => {
  it('accepts the seeded hours, split shifts and nights past midnight', () => {
    expect(errorsOf(defaultOpeningHours(at('2026-11-01', '12:00')))).toEqual([]);
    expect(
      errorsOf(
        weeklyWith({
          MONDAY: [
            { from: '17:00', to: '22:30' },
            { from: '11:00', to: '15:00' },
          ],
          FRIDAY: [{ from: '17:00', to: '02:00', endsNextDay: true }],
          SATURDAY: [{ from: '17:00', to: '00:00', endsNextDay: true }],
          SUNDAY: [],
        }),
      ),
    ).toEqual([]);
  });

  it('names a bad time, 25:00 and 24:00 included', () => {
    expect(errorsOf(weeklyWith({ MONDAY: [{ from: '11:00', to: '25:00' }] }))).toEqual([
      'weekly.MONDAY.0.to: invalidTime',
    ]);
    expect(errorsOf(weeklyWith({ TUESDAY: [{ from: '24:00', to: '23:00' }] }))).toEqual([
      'weekly.TUESDAY.0.from: invalidTime',
    ]);
    expect(errorsOf(weeklyWith({ TUESDAY: [{ from: '9:00', to: '23:00' }] }))).toEqual([
      'weekly.TUESDAY.0.from: invalidTime',
    ]);
  });

  it('names `to` when it is not after `from` within one day, or a night longer than a day', () => {
    expect(errorsOf(weeklyWith({ MONDAY: [{ from: '22:00', to: '02:00' }] }))).toEqual([
      'weekly.MONDAY.0.to: beforeFrom',
    ]);
    expect(errorsOf(weeklyWith({ MONDAY: [{ from: '12:00', to: '12:00' }] }))).toEqual([
      'weekly.MONDAY.0.to: beforeFrom',
    ]);
    expect(errorsOf(weeklyWith({ MONDAY: [{ from: '12:00', to: '13:00', endsNextDay: true }] }))).toEqual([
      'weekly.MONDAY.0.to: longerThanADay',
    ]);
  });

  it('names the later of two overlapping intervals, also across midnight', () => {
    const overlapping = [
      { from: '17:00', to: '22:00' },
      { from: '11:00', to: '17:30' },
    ];
    expect(errorsOf(weeklyWith({ WEDNESDAY: overlapping }))).toEqual(['weekly.WEDNESDAY.0.from: overlaps']);
    const night = [{ from: '20:00', to: '12:00', endsNextDay: true }];
    expect(errorsOf(weeklyWith({ SUNDAY: night }))).toEqual(['weekly.MONDAY.0.from: overlapsPreviousNight']);
  });

  it('names an unknown or missing weekday', () => {
    expect(errorsOf(weeklyWith({ FUNDAY: [] }))).toEqual(['weekly.FUNDAY: unknownWeekday']);
    const { MONDAY: _, ...withoutMonday } = defaultWeeklyHours;
    expect(errorsOf({ weekly: withoutMonday, specialDates: [] })).toHaveLength(1);
    expect(errorsOf({ weekly: withoutMonday, specialDates: [] })[0]).toMatch(/^weekly\.MONDAY:/);
  });

  it('names a special date twice, without a label, or on a day that does not exist', () => {
    const special = {
      date: '2027-04-05',
      label: 'Húsvéthétfő',
      labelEnglish: 'Easter Monday',
      intervals: [],
    };
    expect(errorsOf({ weekly: defaultWeeklyHours, specialDates: [special, special] })).toEqual([
      'specialDates.1.date: duplicate',
    ]);
    expect(
      errorsOf({ weekly: defaultWeeklyHours, specialDates: [{ ...special, labelEnglish: ' ' }] }),
    ).toEqual(['specialDates.0.labelEnglish: required']);
    expect(
      errorsOf({ weekly: defaultWeeklyHours, specialDates: [{ ...special, date: '2027-02-30' }] }),
    ).toEqual(['specialDates.0.date: invalidDate']);
  });
});

describe('PUT /settings/schedule validation', () => {
  const errors = (changes: object) =>
    scheduleSettingsSchema
      .safeParse({ ...defaultScheduleSettings, ...changes })
      .error?.issues.map((issue) => issue.path.join('.')) ?? [];

  it('accepts the defaults and a positive capacity', () => {
    expect(errors({})).toEqual([]);
    expect(errors({ capacityPerSlot: 5 })).toEqual([]);
  });

  it('names a capacity of 0 or less, and a slot length of 0', () => {
    expect(errors({ capacityPerSlot: 0 })).toEqual(['capacityPerSlot']);
    expect(errors({ capacityPerSlot: -3 })).toEqual(['capacityPerSlot']);
    expect(errors({ capacityPerSlot: 2.5 })).toEqual(['capacityPerSlot']);
    expect(errors({ slotMinutes: 0, daysAhead: -1 })).toEqual(['slotMinutes', 'daysAhead']);
  });

  it('takes the first slot 0 to 240 minutes after opening, in whole minutes, and requires it', () => {
    expect(errors({ firstSlotAfterOpeningMinutes: 0 })).toEqual([]);
    expect(errors({ firstSlotAfterOpeningMinutes: 240 })).toEqual([]);
    for (const wrong of [-1, 241, 2.5, undefined])
      expect(errors({ firstSlotAfterOpeningMinutes: wrong })).toEqual(['firstSlotAfterOpeningMinutes']);
  });

  it('takes a different capacity (or none) per weekday and names a bad one or an unknown weekday', () => {
    expect(errors({ capacityByWeekday: { FRIDAY: 3, SUNDAY: null } })).toEqual([]);
    expect(errors({ capacityByWeekday: { FRIDAY: 0 } })).toEqual(['capacityByWeekday.FRIDAY']);
    expect(errors({ capacityByWeekday: { FUNDAY: 3 } })).toEqual(['capacityByWeekday.FUNDAY']);
    expect(
      scheduleSettingsSchema.parse({ ...defaultScheduleSettings, capacityByWeekday: undefined }),
    ).toEqual(defaultScheduleSettings);
  });
});

describe('openingHoursProblems', () => {
  const now = at('2026-12-01', '12:00');
  const special = (date: string, intervals: OpeningHours['weekly']['MONDAY'] = []) => ({
    date,
    label: 'Zárva',
    labelEnglish: 'Closed',
    intervals,
  });

  it('names a special date in the past, not today', () => {
    const problems = openingHoursProblems(
      { weekly: defaultWeeklyHours, specialDates: [special('2026-12-01'), special('2026-11-30')] },
      now,
    );
    expect(problems).toEqual([{ path: ['specialDates', 1, 'date'], message: 'inThePast' }]);
  });

  it("names a special date that overlaps the previous night, or whose night overlaps the next day's hours", () => {
    // 2026-12-04 is a Friday, 2026-12-05 a Saturday.
    const weekly = { ...defaultWeeklyHours, FRIDAY: [{ from: '18:00', to: '03:00', endsNextDay: true }] };
    expect(
      openingHoursProblems(
        { weekly, specialDates: [special('2026-12-05', [{ from: '02:00', to: '06:00' }])] },
        now,
      ),
    ).toEqual([{ path: ['specialDates', 0, 'intervals', 0, 'from'], message: 'overlapsPreviousNight' }]);
    const nightOut = special('2026-12-07', [
      { from: '11:00', to: '15:00' },
      { from: '20:00', to: '12:00', endsNextDay: true },
    ]);
    expect(openingHoursProblems({ weekly, specialDates: [nightOut] }, now)).toEqual([
      { path: ['specialDates', 0, 'intervals', 1, 'to'], message: 'overlapsNextDay' },
    ]);
    const closedNextDay = special('2026-12-08');
    expect(openingHoursProblems({ weekly, specialDates: [nightOut, closedNextDay] }, now)).toEqual([]);
    expect(
      openingHoursProblems(
        { weekly, specialDates: [special('2026-12-05', [{ from: '03:00', to: '06:00' }])] },
        now,
      ),
    ).toEqual([]);
  });
});
