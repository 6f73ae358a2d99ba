import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../i18n/i18n.ts';
import { loadCart } from '../../lib/cartStore.ts';
import { coldLoad, renderApp } from '../../test/render.tsx';
import { stubApi } from '../../test/stubApi.ts';
import { day, lunchWeek, variant, WEEK, wednesdayNoon } from './testing.ts';

/** The page at `now` (only Date is faked: the router's and the queries' timers run as usual). */
function openAt(now: Date, week = lunchWeek) {
  vi.useFakeTimers({ toFake: ['Date'], now });
  const api = stubApi({ 'GET /api/lunch-menu': { body: week } });
  renderApp('/lunch-menu');
  return api;
}

const section = (name: string) => screen.getByRole('region', { name });

afterEach(() => vi.useRealTimers());

describe('the lunch menu page', () => {
  it('shows today’s variants on top with their prices, marks and portions, orderable now', async () => {
    const api = openAt(wednesdayNoon);
    const today = await screen.findByRole('region', { name: 'Mai menü' }, coldLoad);
    expect(String(api.mock.calls[0]?.[0])).toBe(`/api/lunch-menu?week=${WEEK}`);
    expect(within(today).getByRole('heading', { name: 'november 25., szerda' })).toBeInTheDocument();
    expect(within(today).getByText('Most rendelhető, 15:00-ig.')).toBeInTheDocument();
    const a = within(today).getByRole('article', { name: 'A menü' });
    expect(a).toHaveTextContent('Leves: Gulyásleves (Csípős)');
    expect(a).toHaveTextContent('Főétel: Rántott csirkemell');
    expect(a).toHaveTextContent('2 490 Ft');
    expect(a).toHaveTextContent('Csak a főétel: 1 990 Ft');
    expect(a).toHaveTextContent('Még 3 adag');
    const b = within(today).getByRole('article', { name: 'B menü' });
    expect(b).toHaveTextContent('Ma elfogyott');
    expect(within(b).queryByText(/Leves/)).not.toBeInTheDocument();
  });

  it('lists the rest of the week below, not the days gone', async () => {
    openAt(wednesdayNoon);
    const later = await screen.findByRole('region', { name: 'A hét további napjai' });
    expect(within(later).getByRole('heading', { name: 'november 26., csütörtök' })).toBeInTheDocument();
    expect(within(later).getByText(/Paprikás csirke/)).toBeInTheDocument();
    expect(screen.queryByText(/Lecsó/)).not.toBeInTheDocument();
  });

  it('reads in English, with the PDFs in English', async () => {
    await i18n.changeLanguage('en');
    openAt(wednesdayNoon);
    const today = await screen.findByRole('region', { name: "Today's lunch" });
    expect(within(today).getByRole('heading', { name: 'Wednesday, November 25' })).toBeInTheDocument();
    expect(within(today).getByRole('article', { name: 'Menu A' })).toHaveTextContent(
      'Soup: Goulash soup (Hot)',
    );
    expect(screen.getByRole('link', { name: 'A4 poster (PDF)' })).toHaveAttribute(
      'href',
      `/api/lunch-menu/${WEEK}.pdf?lang=en&format=a4`,
    );
    expect(screen.getByRole('link', { name: 'Window sticker (PDF)' })).toHaveAttribute(
      'href',
      `/api/lunch-menu/${WEEK}.pdf?lang=en&format=sticker`,
    );
  });

  it('says when lunch is served and that it can be pre-ordered, before today’s window', async () => {
    openAt(new Date('2026-11-25T07:30:00Z'));
    expect(
      await screen.findByText('Ebéd 11:00 és 15:00 között; már most előrendelheted egy ebédidőpontra.'),
    ).toBeInTheDocument();
    expect(within(section('Mai menü')).getByRole('button', { name: 'Kosárba: A menü' })).toBeEnabled();
  });

  it('says today’s lunch is over after the window', async () => {
    openAt(new Date('2026-11-25T14:05:00Z'));
    expect(await screen.findByText('A mai ebéd 11:00 és 15:00 között volt.')).toBeInTheDocument();
    expect(section('Mai menü')).not.toHaveTextContent('Kosárba');
  });

  it('shows the coming week on a weekend', async () => {
    const api = openAt(new Date('2026-11-28T10:00:00Z'));
    await screen.findByRole('heading', { name: 'Napi menü', level: 1 });
    // The heading is the page's own; the week's request may follow it by a tick.
    await waitFor(() => expect(String(api.mock.calls[0]?.[0])).toBe('/api/lunch-menu?week=2026-W49'));
  });

  it('says kindly that there is no lunch menu this week', async () => {
    openAt(wednesdayNoon, { week: WEEK, days: [] });
    expect(await screen.findByText(/Erre a hétre nincs napi menü\./)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Nézd meg az étlapot!' })).toHaveAttribute('href', '/foods');
  });

  it('puts today’s set or its main alone in the cart, and a later day’s as a pre-order for that day', async () => {
    const user = userEvent.setup();
    openAt(wednesdayNoon);
    const today = await screen.findByRole('region', { name: 'Mai menü' });
    await user.click(within(today).getByRole('button', { name: 'Kosárba: A menü' }));
    await user.click(within(today).getByRole('button', { name: 'Kosárba csak főétel: A menü' }));
    expect(within(today).getByRole('button', { name: 'Kosárba: B menü' })).toBeDisabled();
    const later = section('A hét további napjai');
    await user.click(within(later).getByRole('button', { name: 'Kosárba: A menü' }));
    const a = lunchWeek.days[1]?.variants[0];
    expect(loadCart()?.lunch).toEqual([
      { lunchVariantId: a?.id, date: '2026-11-25', mainOnly: false, quantity: 1, forName: null },
      { lunchVariantId: a?.id, date: '2026-11-25', mainOnly: true, quantity: 1, forName: null },
      {
        lunchVariantId: lunchWeek.days[2]?.variants[0]?.id,
        date: '2026-11-26',
        mainOnly: false,
        quantity: 1,
        forName: null,
      },
    ]);
  });

  it('on a Friday with no later lunch day left, offers the coming week to pre-order', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-27T17:00:00Z') });
    const coming = {
      week: '2026-W49',
      days: [day('2026-11-30', [variant({ main: { ...variant().main, name: 'Lecsó' } })])],
    };
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => {
        const asked = new URL(url, 'http://localhost');
        if (asked.pathname !== '/api/lunch-menu')
          return new Response('{"errorType":"NOT_FOUND"}', { status: 404 });
        const body = asked.searchParams.get('week') === '2026-W49' ? coming : lunchWeek;
        return new Response(JSON.stringify(body), { headers: { 'Content-Type': 'application/json' } });
      }),
    );
    renderApp('/lunch-menu');
    const next = await screen.findByRole('region', { name: 'Jövő hét' }, coldLoad);
    expect(within(next).getByRole('heading', { name: 'november 30., hétfő' })).toBeInTheDocument();
    expect(within(next).getByText(/Lecsó/)).toBeInTheDocument();
    expect(within(next).getByRole('button', { name: /Kosárba/ })).toBeEnabled();
  });
});
