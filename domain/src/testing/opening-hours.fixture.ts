import { defaultScheduleSettings, defaultWeeklyHours } from '../restaurant/opening-hours.defaults.ts';
import type {
  OpeningHours,
  ScheduleSettings,
  SpecialDate,
  WeeklyHours,
} from '../restaurant/opening-hours.schemas.ts';

/** A special date that replaces the week's hours: New Year's Eve 2026, open 11:00–18:00 only. */
export const aSpecialDate = (overrides: Partial<SpecialDate> = {}): SpecialDate => ({
  date: '2026-12-31',
  label: 'Szilveszter',
  labelEnglish: "New Year's Eve",
  intervals: [{ from: '11:00', to: '18:00' }],
  ...overrides,
});

/** A special date the restaurant stays closed: Christmas Eve 2026. */
export const aClosedDay = (overrides: Partial<SpecialDate> = {}): SpecialDate =>
  aSpecialDate({
    date: '2026-12-24',
    label: 'Szenteste',
    labelEnglish: 'Christmas Eve',
    intervals: [],
    ...overrides,
  });

/** Opening hours as GET /opening-hours answers them: the seeded week (11:00–22:00 daily), no special dates. */
export const someOpeningHours = (overrides: Partial<OpeningHours> = {}): OpeningHours => ({
  weekly: defaultWeeklyHours,
  specialDates: [],
  ...overrides,
});

/** The slot rules as GET /settings/schedule answers them: SPEC §9's defaults unless overridden. */
export const aScheduleSettings = (overrides: Partial<ScheduleSettings> = {}): ScheduleSettings => ({
  ...defaultScheduleSettings,
  ...overrides,
});

/** A week of shifts: lunch and dinner on Monday, Friday and Saturday nights until 02:00, closed on Sunday. */
export const aWeekOfShifts = (overrides: Partial<WeeklyHours> = {}): WeeklyHours => ({
  ...defaultWeeklyHours,
  MONDAY: [
    { from: '11:00', to: '15:00' },
    { from: '17:00', to: '22:30' },
  ],
  FRIDAY: [{ from: '17:00', to: '02:00', endsNextDay: true }],
  SATURDAY: [{ from: '17:00', to: '02:00', endsNextDay: true }],
  SUNDAY: [],
  ...overrides,
});
