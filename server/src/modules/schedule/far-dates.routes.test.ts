import { instantOf } from '@konyha/domain/restaurant/local-time';
import { addDaysTo } from '@konyha/domain/restaurant/opening-hours';
import { defaultWeeklyHours } from '@konyha/domain/restaurant/opening-hours.defaults';
import type { OpeningHours } from '@konyha/domain/restaurant/opening-hours.schemas';
import { weekdays } from '@konyha/domain/restaurant/weekdays';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { useCheckoutApp } from '../../../test/checkout-app.ts';
import { newSoup } from '../../../test/dishes.ts';
import { loggedInUser } from '../../../test/factories.ts';
import { settings } from '../../db/schema/index.ts';

// Friday 20 November 2026, noon (the checkout app's clock); issue 28, item 5.
const checkout = useCheckoutApp();
let assistant: Record<string, string>;
let manager: Record<string, string>;
beforeAll(async () => {
  assistant = (await loggedInUser(checkout.app, checkout.db, { role: 'SHOP_ASSISTANT' })).headers;
  manager = (await loggedInUser(checkout.app, checkout.db, { role: 'MANAGER' })).headers;
});
beforeEach(async () => {
  await checkout.db.update(settings).set({ openingHours: null });
});

const special = (date: string, intervals: OpeningHours['weekly']['MONDAY'] = []) => ({
  date,
  label: 'Egyedi',
  labelEnglish: 'Special',
  intervals,
});
const weekly = (date: string, count: number) =>
  Array.from({ length: count }, (_, index) => special(addDaysTo(date, index * 7)));
const putHours = (payload: object) =>
  checkout.app.inject({ method: 'PUT', url: '/api/opening-hours', payload, headers: manager });
const storedDates = async () =>
  (await checkout.app.inject({ method: 'GET', url: '/api/opening-hours' }))
    .json()
    .specialDates.map((date: { date: string }) => date.date);

describe('PUT /api/opening-hours with dates far ahead', () => {
  it.each([
    ['a date in 2999', [special('2026-12-24'), special('2999-12-31')], 'specialDates.1.date', 'tooFarAhead'],
    ['the day after two years', [special('2028-11-21')], 'specialDates.0.date', 'tooFarAhead'],
    ['101 dates', weekly('2026-11-23', 101), 'specialDates', 'tooManySpecialDates'],
  ])(
    'refuses %s with 400 naming the field, keeping the stored dates',
    async (_, specialDates, field, message) => {
      const before = await storedDates();
      const refused = await putHours({ weekly: defaultWeeklyHours, specialDates });
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({ errorType: 'VALIDATION_ERROR', field });
      expect(refused.json().message).toContain(message);
      expect(await storedDates()).toEqual(before);
    },
  );

  it('takes 100 dates, the last of them two years ahead to the day', async () => {
    const specialDates = [...weekly('2026-11-23', 99), special('2028-11-20')];
    expect((await putHours({ weekly: defaultWeeklyHours, specialDates })).statusCode).toBe(200);
    expect((await storedDates()).at(-1)).toBe('2028-11-20');
  });
});

describe('dates far ahead stored before the rule', () => {
  const closedAllWeek = Object.fromEntries(
    weekdays.map((day) => [day, [] as OpeningHours['weekly']['MONDAY']]),
  ) as OpeningHours['weekly'];
  it.each([
    // 150 dates (more than the bound) up to 2999, the restaurant open as usual: back at Saturday's opening.
    [
      'the usual week',
      { weekly: defaultWeeklyHours, specialDates: [...weekly('2026-11-30', 149), special('2999-12-31')] },
      instantOf('2026-11-21', '11:00'),
    ],
    // Open only on a day in 2999, nowhere sooner: "today" ends at midnight.
    [
      'no opening before 2999',
      { weekly: closedAllWeek, specialDates: [special('2999-12-30', [{ from: '11:00', to: '15:00' }])] },
      instantOf('2026-11-21', '00:00'),
    ],
  ])('let an assistant mark a dish sold out at once with %s', async (_, hours, backAt) => {
    const soup = await newSoup(checkout.app, manager);
    // Written directly: the API refuses such dates now.
    await checkout.db.update(settings).set({ openingHours: hours });
    const started = performance.now();
    const marked = await checkout.app.inject({
      method: 'PUT',
      url: '/api/product/product',
      payload: { ...soup, soldOutToday: true },
      headers: assistant,
    });
    expect(performance.now() - started).toBeLessThan(1000);
    expect(marked.statusCode).toBe(200);
    expect(marked.json().products[0]).toMatchObject({ soldOutToday: true });

    const shown = async () =>
      (await checkout.app.inject({ url: '/api/product/foods' }))
        .json()
        .products.find((p: { id: number }) => p.id === soup.id);
    checkout.clock.now = new Date(backAt.getTime() - 60_000);
    expect(await shown()).toMatchObject({ soldOutToday: true });
    checkout.clock.now = backAt;
    expect(await shown()).toMatchObject({ soldOutToday: false });
    // Nothing stored is lost: the editor still gets the far dates, to correct them.
    checkout.clock.now = instantOf('2026-11-20', '12:00');
    expect((await storedDates()).at(-1)).toBe(hours.specialDates.at(-1)?.date);
  });
});
