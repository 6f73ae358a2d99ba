import type { OpeningHours, ScheduleSettings } from '@konyha/domain/restaurant/opening-hours.schemas';
import { aClosedDay, aScheduleSettings } from '@konyha/domain/testing/opening-hours.fixture';
import type { Role } from '@konyha/domain/users/roles';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../i18n/i18n.ts';
import { Toasts } from '../../lib/toasts/Toasts.tsx';
import { coldLoad, renderApp, renderWithProviders, staffUser } from '../../test/render.tsx';
import { dashboardBasics, serveApi } from '../orders/testing.ts';
import { sentBody, stubApi } from '../shared/testApi.ts';
import { OpeningHoursScreen } from './OpeningHoursScreen.tsx';

const usual = [{ from: '11:00', to: '22:00' }];
const hours: OpeningHours = {
  weekly: {
    MONDAY: usual,
    TUESDAY: usual,
    WEDNESDAY: usual,
    THURSDAY: usual,
    FRIDAY: usual,
    SATURDAY: usual,
    SUNDAY: [],
  },
  specialDates: [aClosedDay({ date: '2020-12-24' }), aClosedDay()],
};
const settings: ScheduleSettings = aScheduleSettings();

// Friday 20 November 2026, noon in Budapest: special dates are judged against today (past, two years ahead).
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-20T11:00:00Z') });
});

type Refusal = { status: number; body: unknown };

/** The API of the editor: what it stores it answers back, unless a refusal is given for that PUT. */
function serveSchedule(refuse: { hours?: Refusal; settings?: Refusal } = {}) {
  return stubApi((url, init) => {
    const put = init?.method === 'PUT';
    if (url === '/api/opening-hours')
      return put ? (refuse.hours ?? { body: sentBody(init) }) : { body: hours };
    if (url === '/api/settings/schedule')
      return put ? (refuse.settings ?? { body: sentBody(init) }) : { body: settings };
    return undefined;
  });
}
const putsOf = (fetchMock: ReturnType<typeof stubApi>, url: string) =>
  fetchMock.mock.calls.filter(([path, init]) => path === url && init?.method === 'PUT');

const group = (name: string) => screen.getByRole('group', { name });
const field = (groupName: string, label: string) =>
  within(group(groupName)).getByLabelText(new RegExp(`^${label}`));

async function openEditor() {
  renderWithProviders(
    <>
      <OpeningHoursScreen />
      <Toasts />
    </>,
    { user: staffUser },
  );
  await screen.findByRole('group', { name: 'Hétfő' });
}

async function retype(user: ReturnType<typeof userEvent.setup>, input: HTMLElement, value: string) {
  await user.clear(input);
  await user.type(input, value);
}

describe('opening-hours editor', () => {
  it('saves a split shift, a night past midnight and a special date as the PUT body', async () => {
    const user = userEvent.setup();
    const fetchMock = serveSchedule();
    await openEditor();
    expect(screen.queryByText(/2020-12-24/)).toBeNull();
    expect(within(group('Vasárnap')).getByRole('checkbox', { name: 'Zárva' })).toBeChecked();

    await retype(user, field('Hétfő, 1. idősáv', 'Zárás'), '15:00');
    await user.click(screen.getByRole('button', { name: 'Idősáv hozzáadása: Hétfő' }));
    await user.type(field('Hétfő, 2. idősáv', 'Nyitás'), '17:00');
    await user.type(field('Hétfő, 2. idősáv', 'Zárás'), '22:30');
    await retype(user, field('Szombat, 1. idősáv', 'Zárás'), '02:00');
    expect(field('Szombat, 1. idősáv', 'Zárás')).toHaveAccessibleDescription('(másnap)');

    await user.click(screen.getByRole('button', { name: 'Különleges nap hozzáadása' }));
    const special = screen.getByRole('group', { name: '2. különleges nap' });
    await user.type(within(special).getByLabelText(/Dátum/), '2026-12-31');
    await user.type(within(special).getByLabelText(/Megnevezés magyarul/), 'Szilveszter');
    await user.type(within(special).getByLabelText(/Megnevezés angolul/), "New Year's Eve");
    const newYear = screen.getByRole('group', { name: '2026-12-31 · Szilveszter' });
    await user.click(within(newYear).getByRole('checkbox', { name: 'Zárva' }));
    await retype(user, field('2026-12-31 · Szilveszter, 1. idősáv', 'Zárás'), '18:00');
    await user.click(screen.getByRole('button', { name: 'Mentés' }));

    expect(await screen.findByText('Mentve')).toBeVisible();
    const [put] = putsOf(fetchMock, '/api/opening-hours');
    expect(sentBody(put?.[1])).toEqual({
      weekly: {
        ...hours.weekly,
        MONDAY: [
          { from: '11:00', to: '15:00' },
          { from: '17:00', to: '22:30' },
        ],
        SATURDAY: [{ from: '11:00', to: '02:00', endsNextDay: true }],
      },
      specialDates: [
        hours.specialDates[1],
        {
          date: '2026-12-31',
          label: 'Szilveszter',
          labelEnglish: "New Year's Eve",
          intervals: [{ from: '11:00', to: '18:00' }],
        },
      ],
    });
    expect(putsOf(fetchMock, '/api/settings/schedule')).toEqual([]);
  });

  it('names overlapping intervals at the field before anything is sent', async () => {
    const user = userEvent.setup();
    const fetchMock = serveSchedule();
    await openEditor();
    await user.click(screen.getByRole('button', { name: 'Idősáv hozzáadása: Kedd' }));
    await user.type(field('Kedd, 2. idősáv', 'Nyitás'), '21:00');
    await user.type(field('Kedd, 2. idősáv', 'Zárás'), '23:00');
    await user.click(screen.getByRole('button', { name: 'Mentés' }));

    const from = field('Kedd, 2. idősáv', 'Nyitás');
    await waitFor(() =>
      expect(from).toHaveAccessibleDescription('Átfedésben van a nap egy másik idősávjával'),
    );
    expect(from).toHaveFocus();
    expect(putsOf(fetchMock, '/api/opening-hours')).toEqual([]);
  });

  it('shows the server refusing a field at that field', async () => {
    const user = userEvent.setup();
    serveSchedule({
      hours: {
        status: 400,
        body: {
          errorType: 'VALIDATION_ERROR',
          field: 'weekly.MONDAY.1.from',
          message: 'weekly.MONDAY.1.from: overlapsPreviousNight',
        },
      },
    });
    await openEditor();
    await retype(user, field('Hétfő, 1. idősáv', 'Zárás'), '15:00');
    await user.click(screen.getByRole('button', { name: 'Idősáv hozzáadása: Hétfő' }));
    await user.type(field('Hétfő, 2. idősáv', 'Nyitás'), '17:00');
    await user.type(field('Hétfő, 2. idősáv', 'Zárás'), '22:00');
    await user.click(screen.getByRole('button', { name: 'Mentés' }));

    const from = field('Hétfő, 2. idősáv', 'Nyitás');
    await waitFor(() => expect(from).toHaveAttribute('aria-invalid', 'true'));
    expect(from).toHaveAccessibleDescription('Átfedésben van az előző nap éjfél utánig tartó idősávjával');
    expect(from).toHaveFocus();
    expect(screen.queryByText('Mentve')).toBeNull();
  });

  it('names a special date more than two years ahead at its date before anything is sent', async () => {
    const user = userEvent.setup();
    const fetchMock = serveSchedule();
    await openEditor();
    await user.click(screen.getByRole('button', { name: 'Különleges nap hozzáadása' }));
    const special = screen.getByRole('group', { name: '2. különleges nap' });
    await user.type(within(special).getByLabelText(/Megnevezés magyarul/), 'Felújítás');
    await user.type(within(special).getByLabelText(/Megnevezés angolul/), 'Renovation');
    // Two years ahead to the day is taken, the day after is not.
    await user.type(within(special).getByLabelText(/Dátum/), '2028-11-21');
    await user.click(screen.getByRole('button', { name: 'Mentés' }));

    const date = within(screen.getByRole('group', { name: '2028-11-21 · Felújítás' })).getByLabelText(
      /Dátum/,
    );
    await waitFor(() => expect(date).toHaveAccessibleDescription('Legfeljebb két évvel előre adható meg'));
    expect(putsOf(fetchMock, '/api/opening-hours')).toEqual([]);
    await retype(user, date, '2028-11-20');
    await user.click(screen.getByRole('button', { name: 'Mentés' }));
    expect(await screen.findByText('Mentve')).toBeVisible();
    const sent = sentBody(putsOf(fetchMock, '/api/opening-hours')[0]?.[1]) as OpeningHours;
    expect(sent.specialDates.at(-1)?.date).toBe('2028-11-20');
  });

  it('saves how long after opening the first pre-order slot is, in both languages', async () => {
    const user = userEvent.setup();
    const fetchMock = serveSchedule();
    await openEditor();
    const first = screen.getByLabelText(/^Első előrendelési időpont a nyitás után ennyi perccel/);
    expect(first).toHaveValue('60');
    expect(first).toHaveAccessibleDescription(/osztott napon a második nyitás után is/);
    await retype(user, first, '241');
    await user.click(screen.getByRole('button', { name: 'Mentés' }));
    await waitFor(() => expect(first).toHaveAccessibleDescription(/Legfeljebb 240/));
    expect(putsOf(fetchMock, '/api/settings/schedule')).toEqual([]);

    await retype(user, first, '0');
    await user.click(screen.getByRole('button', { name: 'Mentés' }));
    expect(await screen.findByText('Mentve')).toBeVisible();
    const [put] = putsOf(fetchMock, '/api/settings/schedule');
    expect(sentBody(put?.[1])).toEqual({ ...settings, firstSlotAfterOpeningMinutes: 0 });

    await i18n.changeLanguage('en');
    expect(await screen.findByLabelText(/^First pre-order slot this many minutes after opening/)).toHaveValue(
      '0',
    );
  });

  it('saves the slot rules: an empty capacity is no limit, a weekday may take another', async () => {
    const user = userEvent.setup();
    const fetchMock = serveSchedule({
      settings: {
        status: 400,
        body: {
          errorType: 'VALIDATION_ERROR',
          field: 'capacityByWeekday.FRIDAY',
          message: 'invalidCapacity',
        },
      },
    });
    await openEditor();
    expect(screen.getByLabelText(/Rendelések száma időpontonként/)).toHaveValue('');
    await retype(user, screen.getByLabelText(/Időpontok ennyi percenként/), '20');
    await user.type(within(group('Eltérő kapacitás egyes napokon')).getByLabelText('Péntek'), '3');
    await user.click(screen.getByRole('button', { name: 'Mentés' }));

    const friday = within(group('Eltérő kapacitás egyes napokon')).getByLabelText('Péntek');
    await waitFor(() => expect(friday).toHaveAccessibleDescription('Pozitív egész szám legyen'));
    const [put] = putsOf(fetchMock, '/api/settings/schedule');
    expect(sentBody(put?.[1])).toEqual({ ...settings, slotMinutes: 20, capacityByWeekday: { FRIDAY: 3 } });
    expect(putsOf(fetchMock, '/api/opening-hours')).toEqual([]);
  });
});

describe('opening-hours screen access', () => {
  const as = (role: Role) => ({ user: { ...staffUser, role } });

  it('is in a manager’s navigation', async () => {
    serveApi({
      ...dashboardBasics(),
      'GET /api/opening-hours': hours,
      'GET /api/settings/schedule': settings,
    });
    renderApp('/dashboard/opening-hours', as('MANAGER'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Nyitvatartás' }, coldLoad)).toBeVisible();
    const nav = screen.getByRole('navigation', { name: 'Vezérlőpult menü' });
    expect(within(nav).getByRole('link', { name: 'Nyitvatartás' })).toHaveAttribute('aria-current', 'page');
  });

  it('sends a shop assistant away, and leaves it out of their navigation', async () => {
    serveApi(dashboardBasics());
    const { router } = renderApp('/dashboard/opening-hours', as('SHOP_ASSISTANT'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'), coldLoad);
    expect(await screen.findByText('Nincs jogosultságod az oldal megtekintéséhez!')).toBeVisible();
    router.navigate('/dashboard/current-orders');
    const nav = await screen.findByRole('navigation', { name: 'Vezérlőpult menü' }, coldLoad);
    expect(within(nav).queryByRole('link', { name: 'Nyitvatartás' })).toBeNull();
  });
});
