import type { BusyState } from '@konyha/domain/restaurant/busy-mode';
import { localTime } from '@konyha/domain/restaurant/local-time';
import type { Role } from '@konyha/domain/users/roles';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../i18n/i18n.ts';
import { renderWithProviders, staffUser } from '../../test/render.tsx';
import { dashboardBasics, serveApi } from '../orders/testing.ts';
import { sentBody } from '../shared/testApi.ts';
import { OrderMonitor } from './OrderMonitor.tsx';

const inMinutes = (minutes: number) => new Date(Date.now() + minutes * 60_000).toISOString();
const clock = (iso: string) => localTime(new Date(iso));

/** A fake of busy mode on the server: POST starts a part from now, DELETE ?part= ends it. */
function serveBusy(initial: BusyState = { extraMinutes: null, extraUntil: null, pausedUntil: null }) {
  let state = initial;
  const fetchMock = serveApi({
    ...dashboardBasics(),
    'GET /api/order/busy': () => state,
    'POST /api/order/busy': (_url: URL, init: RequestInit) => {
      const body = sentBody(init) as { extraMinutes?: number; forMinutes?: number; pauseMinutes?: number };
      state = body.pauseMinutes
        ? { ...state, pausedUntil: inMinutes(body.pauseMinutes) }
        : { ...state, extraMinutes: body.extraMinutes ?? null, extraUntil: inMinutes(body.forMinutes ?? 0) };
      return state;
    },
    'DELETE /api/order/busy': (url: URL) => {
      const part = url.searchParams.get('part');
      if (part === 'pause') state = { ...state, pausedUntil: null };
      if (part === 'extra') state = { ...state, extraMinutes: null, extraUntil: null };
      return state;
    },
  });
  return { fetchMock, current: () => state };
}

const calls = (fetchMock: ReturnType<typeof serveApi>, method: string) =>
  fetchMock.mock.calls
    .filter(([url, init]) => init?.method === method && String(url).startsWith('/api/order/busy'))
    .map(([url, init]) => ({ url: String(url), body: init?.body ? sentBody(init) : undefined }));

const busyRegion = () => screen.getByRole('region', { name: 'Forgalmas időszak' });

/** Busy mode lives behind the bar's Service button (issue 33). */
async function openService(user: ReturnType<typeof userEvent.setup>, name = 'Szerviz') {
  await user.click(await screen.findByRole('button', { name }));
}

describe('busy mode on the order monitor', () => {
  it.each<Role>(['SHOP_ASSISTANT', 'MANAGER'])(
    'lets a %s add minutes, pause orders and end each early',
    async (role) => {
      const user = userEvent.setup();
      const { fetchMock, current } = serveBusy();
      renderWithProviders(<OrderMonitor />, { user: { ...staffUser, role } });
      await openService(user);
      expect(await screen.findByText(/Nincs bekapcsolva/)).toBeVisible();

      await user.selectOptions(within(busyRegion()).getByLabelText('Időtartam'), '90 perc');
      await user.click(screen.getByRole('button', { name: '+30 perc' }));
      const extraUntil = clock(current().extraUntil ?? '');
      expect(await screen.findByText(`+30 perc ${extraUntil}-ig`)).toBeVisible();

      await user.click(screen.getByRole('button', { name: 'Szünet 15 percre' }));
      const pausedUntil = clock(current().pausedUntil ?? '');
      expect(await screen.findByText(`Rendelésfelvétel szünetel ${pausedUntil}-ig`)).toBeVisible();
      expect(calls(fetchMock, 'POST').map((call) => call.body)).toEqual([
        { extraMinutes: 30, forMinutes: 90 },
        { pauseMinutes: 15 },
      ]);

      await user.click(screen.getByRole('button', { name: 'Befejezés: szünet' }));
      await waitFor(() => expect(screen.queryByText(/^Rendelésfelvétel szünetel \d\d:\d\d-ig$/)).toBeNull());
      expect(screen.getByText(`+30 perc ${extraUntil}-ig`)).toBeVisible();
      await user.click(screen.getByRole('button', { name: 'Befejezés: hosszabb kiszállítási idő' }));
      expect(await screen.findByText(/Nincs bekapcsolva/)).toBeVisible();
      expect(calls(fetchMock, 'DELETE').map((call) => call.url)).toEqual([
        '/api/order/busy?part=pause',
        '/api/order/busy?part=extra',
      ]);
      // The on/off switch stays on the bar.
      expect(screen.getByRole('switch', { name: 'Rendelésfogadás' })).toBeVisible();
    },
  );

  it('drops a part from the screen when its time is up, without asking the server', async () => {
    const user = userEvent.setup();
    const pausedUntil = new Date(Date.now() + 1500).toISOString();
    const { fetchMock } = serveBusy({ extraMinutes: null, extraUntil: null, pausedUntil });
    renderWithProviders(<OrderMonitor />, { user: { ...staffUser, role: 'SHOP_ASSISTANT' } });
    await openService(user);
    expect(await screen.findByText(/^Rendelésfelvétel szünetel \d\d:\d\d-ig$/)).toBeVisible();
    expect(await screen.findByText(/Nincs bekapcsolva/, {}, { timeout: 4000 })).toBeVisible();
    expect(fetchMock.mock.calls.filter(([url]) => String(url) === '/api/order/busy')).toHaveLength(1);
  });

  it('reads in English', async () => {
    const user = userEvent.setup();
    await i18n.changeLanguage('en');
    const pausedUntil = inMinutes(30);
    serveBusy({ extraMinutes: 15, extraUntil: inMinutes(60), pausedUntil });
    renderWithProviders(<OrderMonitor />, { user: staffUser });
    await openService(user, 'Service');
    expect(await screen.findByText(`Orders paused until ${clock(pausedUntil)}`)).toBeVisible();
    expect(screen.getByRole('button', { name: 'Pause for 60 min' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'End now: pause' })).toBeVisible();
  });
});
