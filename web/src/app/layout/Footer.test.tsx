import type { OpeningHours } from '@konyha/domain/restaurant/opening-hours.schemas';
import { QueryClient } from '@tanstack/react-query';
import { act, screen, within } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { i18n } from '../../i18n/i18n.ts';
import { PrerenderReportContext } from '../../lib/prerenderReport.ts';
import { openingHoursQuery } from '../../lib/queries/schedule.ts';
import { RENDERED_DAY_ATTRIBUTE } from '../../lib/restaurantDay.ts';
import { expectLinks } from '../../test/links.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { everyDay, splitWeek } from '../../test/schedule.ts';
import { stubApi } from '../../test/stubApi.ts';
import { Providers } from '../providers.tsx';
import { Footer } from './Footer.tsx';
import { RENDERED_YEAR_ATTRIBUTE } from './year.ts';

const atTime = (now: Date) => vi.useFakeTimers({ toFake: ['Date'], now });

/** The footer on the fake API answering `hours`. */
function renderFooter(hours: OpeningHours = everyDay) {
  stubApi({ 'GET /api/opening-hours': { body: hours } });
  renderWithProviders(<Footer />);
  return screen.getByRole('contentinfo');
}

/** The rows of the hours as read aloud: the days (or the special date) and their hours. */
async function hoursRows(footer: HTMLElement) {
  const [term] = await within(footer).findAllByRole('term');
  return [...(term?.closest('dl')?.children ?? [])].map((row) => row.textContent);
}

describe('the footer', () => {
  it('shows the opening hours, the contacts and the social link', async () => {
    const footer = renderFooter();
    expect(await hoursRows(footer)).toEqual(['Minden nap 11:00–22:00']);
    expect(within(footer).getByRole('link', { name: '1137 Budapest, Pozsonyi út 24.' })).toHaveAttribute(
      'href',
      '/map',
    );
    expect(within(footer).getByRole('link', { name: '+36 1 555 0134' })).toHaveAttribute(
      'href',
      'tel:+3615550134',
    );
    expect(within(footer).getByRole('link', { name: 'hello@konyha.hu' })).toHaveAttribute(
      'href',
      'mailto:hello@konyha.hu',
    );
    expect(within(footer).getByRole('link', { name: /Facebook/ })).toHaveAttribute(
      'href',
      'https://www.facebook.com/konyhabudapest',
    );
  });

  it('groups equal days, shows split shifts and closed days, then the next special dates', async () => {
    atTime(new Date('2026-12-20T10:00:00Z'));
    expect(await hoursRows(renderFooter(splitWeek))).toEqual([
      'Hétfő–Péntek 11:00–22:00',
      'Szombat 11:00–15:00, 17:00–22:30',
      'Vasárnap zárva',
      'Szenteste (december 24.) zárva',
      'Szilveszter (december 31.) 11:00–18:00',
    ]);
  });

  it.each([
    ['already past', '2026-12-27', ['Szilveszter (december 31.) 11:00–18:00']],
    ['more than two months ahead', '2026-09-01', []],
  ])('leaves out special dates %s', async (_when, day, specials) => {
    atTime(new Date(`${day}T10:00:00Z`));
    expect((await hoursRows(renderFooter(splitWeek))).slice(3)).toEqual(specials);
  });

  it('tells the delivery area and how to pay at the door', () => {
    renderWithProviders(<Footer />);
    expect(screen.getByText('Szállítási terület: Budapest XIII. kerület')).toBeInTheDocument();
    expect(screen.getByText('Fizetés a futárnál: készpénz, bankkártya vagy SZÉP-kártya')).toBeInTheDocument();
  });

  it('says the same in English', async () => {
    atTime(new Date('2026-12-20T10:00:00Z'));
    await i18n.changeLanguage('en');
    const footer = renderFooter(splitWeek);
    expect(await hoursRows(footer)).toEqual([
      'Monday–Friday 11:00–22:00',
      'Saturday 11:00–15:00, 17:00–22:30',
      'Sunday closed',
      'Christmas Eve (24 December) closed',
      "New Year's Eve (31 December) 11:00–18:00",
    ]);
    expect(screen.getByText('Delivery area: Budapest, District XIII')).toBeInTheDocument();
    expect(screen.getByText('Pay the courier by cash, bank card or SZÉP holiday card')).toBeInTheDocument();
  });

  it('links to the privacy notice and the terms', () => {
    renderWithProviders(<Footer />);
    expectLinks({ 'Adatkezelési tájékoztató': '/privacy', 'Általános szerződési feltételek': '/terms' });
  });
});

describe('the footer of a server-rendered page', () => {
  /** The page as the server renders it on `renderedAt` with `hours`, then hydrated at `hydratedAt`. */
  async function hydrateFooter(renderedAt: Date, hydratedAt: Date, hours: OpeningHours = everyDay) {
    const page = () => {
      const client = new QueryClient();
      client.setQueryData(openingHoursQuery.queryKey, hours);
      return (
        <Providers client={client} user={null}>
          <MemoryRouter>
            <Footer />
          </MemoryRouter>
        </Providers>
      );
    };
    stubApi({ 'GET /api/opening-hours': { body: hours } });
    atTime(renderedAt);
    const year = renderedAt.getFullYear();
    const day = renderedAt.toISOString().slice(0, 10);
    const root = document.createElement('div');
    root.id = 'root';
    root.setAttribute(RENDERED_YEAR_ATTRIBUTE, String(year));
    root.setAttribute(RENDERED_DAY_ATTRIBUTE, day);
    root.innerHTML = renderToString(
      <PrerenderReportContext value={{ namespaces: new Set(), year, day }}>{page()}</PrerenderReportContext>,
    );
    document.body.append(root);
    const rendered = root.textContent;

    atTime(hydratedAt);
    const errors: unknown[] = [];
    const hydrated = await act(async () =>
      hydrateRoot(root, page(), { onRecoverableError: (error) => errors.push(error) }),
    );
    // A root left alive re-renders at a later test's language switch, even amid a server render's work.
    onTestFinished(() => act(() => hydrated.unmount()));
    return { root, rendered, errors };
  }

  it('comes alive on a page rendered last year without a hydration error, then shows this year', async () => {
    const { root, rendered, errors } = await hydrateFooter(
      new Date(2025, 11, 31, 23, 59),
      new Date(2026, 0, 1, 0, 1),
    );
    expect(rendered).toContain('© 2025 Konyha');
    expect(errors).toEqual([]);
    expect(root).toHaveTextContent('© 2026 Konyha');
    root.remove();
  });

  it('comes alive on a page rendered before a special date passed, then leaves the date out', async () => {
    const { root, rendered, errors } = await hydrateFooter(
      new Date('2026-12-23T12:00:00Z'),
      new Date('2026-12-27T12:00:00Z'),
      splitWeek,
    );
    expect(rendered).toContain('Szenteste');
    expect(errors).toEqual([]);
    expect(root).not.toHaveTextContent('Szenteste');
    expect(root).toHaveTextContent('Szilveszter (december 31.) 11:00–18:00');
    root.remove();
  });
});
