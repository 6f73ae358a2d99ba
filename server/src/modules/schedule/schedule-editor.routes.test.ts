import { instantOf } from '@konyha/domain/restaurant/local-time';
import {
  defaultScheduleSettings,
  defaultWeeklyHours,
} from '@konyha/domain/restaurant/opening-hours.defaults';
import { aClosedDay, aSpecialDate } from '@konyha/domain/testing/opening-hours.fixture';
import { beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/build-app.ts';
import { loggedInUser } from '../../../test/factories.ts';
import { useTestApp } from '../../../test/use-test-app.ts';
import { settings } from '../../db/schema/index.ts';

// Friday 20 November 2026, noon in Budapest.
const now = instantOf('2026-11-20', '12:00');
const clock = () => now;
const t = useTestApp({ clock });

/** Back to the seeded schedule before each test: hours never saved, the slot rules of SPEC §9. */
beforeEach(async () => {
  await t.db.update(settings).set({ openingHours: null, ...defaultScheduleSettings });
});

const manager = async () => (await loggedInUser(t.app, t.db, { role: 'MANAGER' })).headers;
const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });
const put = (url: string, payload: object, headers: Record<string, string>) =>
  t.app.inject({ method: 'PUT', url, payload, headers });

const summerHours = {
  weekly: {
    ...defaultWeeklyHours,
    FRIDAY: [
      { from: '17:00', to: '02:00', endsNextDay: true },
      { from: '11:00', to: '15:00' },
    ],
    SUNDAY: [],
  },
  specialDates: [aSpecialDate(), aClosedDay()],
};
const settingsBody = {
  leadMinutes: 60,
  slotMinutes: 30,
  daysAhead: 5,
  firstSlotAfterOpeningMinutes: 30,
  capacityPerSlot: 8,
  capacityByWeekday: { FRIDAY: 4 },
};

describe('reading the schedule', () => {
  it('answers anyone the seeded hours and slot rules until staff save theirs', async () => {
    const hours = await get('/api/opening-hours');
    expect(hours.statusCode).toBe(200);
    expect(hours.json().weekly.MONDAY).toEqual([{ from: '11:00', to: '22:00' }]);
    expect(hours.json().specialDates.map((special: { date: string }) => special.date)).toEqual([
      '2026-12-24',
      '2026-12-25',
      '2026-12-26',
      '2027-12-24',
      '2027-12-25',
      '2027-12-26',
    ]);
    expect((await get('/api/settings/schedule')).json()).toEqual({
      leadMinutes: 120,
      slotMinutes: 15,
      daysAhead: 3,
      firstSlotAfterOpeningMinutes: 60,
      capacityPerSlot: null,
      capacityByWeekday: {},
    });
  });
});

describe('editing the schedule', () => {
  it('gives back what a manager saved: shifts by their start, special dates by date', async () => {
    const headers = await manager();
    const saved = await put('/api/opening-hours', summerHours, headers);
    expect(saved.statusCode).toBe(200);
    const read = (await get('/api/opening-hours')).json();
    expect(read).toEqual(saved.json());
    expect(read.weekly.FRIDAY).toEqual([
      { from: '11:00', to: '15:00' },
      { from: '17:00', to: '02:00', endsNextDay: true },
    ]);
    expect(read.weekly.SUNDAY).toEqual([]);
    expect(read.specialDates.map((special: { label: string }) => special.label)).toEqual([
      'Szenteste',
      'Szilveszter',
    ]);

    expect((await put('/api/settings/schedule', settingsBody, headers)).json()).toEqual(settingsBody);
    expect((await get('/api/settings/schedule')).json()).toEqual(settingsBody);
  });

  const weekWith = (day: string, intervals: object[]) => ({
    weekly: { ...defaultWeeklyHours, [day]: intervals },
    specialDates: [],
  });
  it.each([
    [
      'overlapping intervals',
      weekWith('FRIDAY', [
        { from: '11:00', to: '15:00' },
        { from: '14:00', to: '22:00' },
      ]),
      'weekly.FRIDAY.1.from',
    ],
    ['25:00', weekWith('MONDAY', [{ from: '11:00', to: '25:00' }]), 'weekly.MONDAY.0.to'],
    [
      'from after to within one day',
      weekWith('TUESDAY', [{ from: '22:00', to: '11:00' }]),
      'weekly.TUESDAY.0.to',
    ],
    ['an unknown weekday', weekWith('FUNDAY', []), 'weekly.FUNDAY'],
    [
      'a special date in the past',
      {
        weekly: defaultWeeklyHours,
        specialDates: [{ date: '2026-11-19', label: 'Tegnap', labelEnglish: 'Yesterday', intervals: [] }],
      },
      'specialDates.0.date',
    ],
  ])('refuses %s with 400 naming the field, keeping the hours', async (_, body, field) => {
    const response = await put('/api/opening-hours', body, await manager());
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ errorType: 'VALIDATION_ERROR', field });
    expect((await get('/api/opening-hours')).json().weekly).toEqual(defaultWeeklyHours);
  });

  it.each([
    ['a capacity of 0', { capacityPerSlot: 0 }, 'capacityPerSlot'],
    ['a negative capacity', { capacityPerSlot: -3 }, 'capacityPerSlot'],
    ['a weekday capacity of 0', { capacityByWeekday: { FRIDAY: 0 } }, 'capacityByWeekday.FRIDAY'],
    ['an unknown weekday', { capacityByWeekday: { FUNDAY: 5 } }, 'capacityByWeekday.FUNDAY'],
    ['a slot length of 0', { slotMinutes: 0 }, 'slotMinutes'],
    [
      'a first slot 241 minutes after opening',
      { firstSlotAfterOpeningMinutes: 241 },
      'firstSlotAfterOpeningMinutes',
    ],
    ['no first slot rule', { firstSlotAfterOpeningMinutes: undefined }, 'firstSlotAfterOpeningMinutes'],
  ])('refuses %s in the slot settings with 400 naming the field', async (_, change, field) => {
    const response = await put('/api/settings/schedule', { ...settingsBody, ...change }, await manager());
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ errorType: 'VALIDATION_ERROR', field });
    expect((await get('/api/settings/schedule')).json().capacityPerSlot).toBeNull();
  });

  it('applies a change made through one instance at once on a second one', async () => {
    const second = await buildTestApp({ database: t.database, clock });
    try {
      const saturday = () => second.app.inject({ method: 'GET', url: '/api/order/slots?day=2026-11-21' });
      expect((await saturday()).json().slots.length).toBeGreaterThan(0);
      const closed = { ...summerHours, weekly: { ...summerHours.weekly, SATURDAY: [] } };
      expect((await put('/api/opening-hours', closed, await manager())).statusCode).toBe(200);
      const read = await second.app.inject({ method: 'GET', url: '/api/opening-hours' });
      expect(read.json().weekly.SATURDAY).toEqual([]);
      // Friday's night runs into Saturday: only those slots are left.
      expect((await saturday()).json().slots.map((slot: { time: string }) => slot.time)).toEqual([
        '00:00',
        '00:15',
        '00:30',
        '00:45',
        '01:00',
        '01:15',
        '01:30',
        '01:45',
      ]);
    } finally {
      await second.close();
    }
  });
});

describe('the event log of schedule changes', () => {
  it('says who changed what from what to what, and logs nothing for a save that changes nothing', async () => {
    const { user, headers } = await loggedInUser(t.app, t.db, { role: 'MANAGER', name: 'Kovács Kata' });
    const events = async () => (await get('/api/event/2026-11-20', headers)).json();
    const earlier = (await events()).length;
    for (let twice = 0; twice < 2; twice++) {
      expect((await put('/api/opening-hours', summerHours, headers)).statusCode).toBe(200);
      expect((await put('/api/settings/schedule', settingsBody, headers)).statusCode).toBe(200);
    }

    const logged = (await events()).slice(earlier);
    expect(logged.map((event: { eventType: string }) => event.eventType)).toEqual([
      'OPENING_HOURS',
      'SPECIAL_DATES',
      'SLOT_SETTINGS',
      'SLOT_CAPACITY',
    ]);
    for (const event of logged) {
      expect(event.user).toEqual({ id: user.id, name: 'Kovács Kata' });
      expect(event.order).toBeNull();
      expect(event.eventDateTime).toBe(now.toISOString());
    }
    const [hours, specialDates, slotRules, capacity] = logged;
    expect(hours.change).toEqual({
      from: { FRIDAY: [{ from: '11:00', to: '22:00' }], SUNDAY: [{ from: '11:00', to: '22:00' }] },
      to: {
        FRIDAY: [
          { from: '11:00', to: '15:00' },
          { from: '17:00', to: '02:00', endsNextDay: true },
        ],
        SUNDAY: [],
      },
    });
    expect(specialDates.change.from).toHaveLength(6);
    expect(specialDates.change.to.map((special: { date: string }) => special.date)).toEqual([
      '2026-12-24',
      '2026-12-31',
    ]);
    expect(slotRules.change).toEqual({
      from: { leadMinutes: 120, slotMinutes: 15, daysAhead: 3, firstSlotAfterOpeningMinutes: 60 },
      to: { leadMinutes: 60, slotMinutes: 30, daysAhead: 5, firstSlotAfterOpeningMinutes: 30 },
    });
    expect(capacity.change).toEqual({
      from: { capacityPerSlot: null, capacityByWeekday: {} },
      to: { capacityPerSlot: 8, capacityByWeekday: { FRIDAY: 4 } },
    });
  });
});
