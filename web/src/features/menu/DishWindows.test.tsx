import type { Product } from '@konyha/domain/menu/products';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, screen, within } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../i18n/i18n.ts';
import { PrerenderReportContext } from '../../lib/prerenderReport.ts';
import { productsQuery } from '../../lib/queries/products.ts';
import { RENDERED_AT_ATTRIBUTE } from '../../lib/renderedMinute.ts';
import { renderApp } from '../../test/render.tsx';
import { MenuPage } from './MenuPage.tsx';
import { loadTimedCards, product, serveMenu, weekdayLunch } from './testing.ts';

// The ordering notice's rules load after the page (lazily); loaded before the tests, no test waits for them.
await import('./notice/NoticeText.tsx');

/** The guest's clock: Budapest is UTC+1 in December. */
const at = (instant: string) => vi.useFakeTimers({ toFake: ['Date'], now: new Date(instant) });
afterEach(() => vi.useRealTimers());

const card = (name: string) => screen.findByRole('article', { name });
const addButton = (soup: HTMLElement, name: string) => within(soup).getByRole('button', { name });

describe('a dish that follows the clock', () => {
  it('is greyed outside its window, says when it can be had, and cannot be added', async () => {
    at('2026-12-02T09:30:00Z'); // Wednesday 10:30
    serveMenu({ foods: [product({ availability: weekdayLunch })] });
    renderApp('/foods/soups');
    const soup = await card('Gulyásleves');
    expect(within(soup).getByText('Rendelhető hétköznap 11:00–15:00')).toBeInTheDocument();
    expect(soup.className).toMatch(/unavailable/);
    expect(addButton(soup, 'Kosárba: Gulyásleves')).toBeDisabled();

    await i18n.changeLanguage('en');
    const english = await card('Goulash soup');
    expect(within(english).getByText('Available weekdays 11:00–15:00')).toBeInTheDocument();
    expect(addButton(english, 'Add to cart: Goulash soup')).toBeDisabled();
  });

  it('is orderable inside its window, with nothing said', async () => {
    at('2026-12-02T11:00:00Z'); // Wednesday 12:00
    serveMenu({ foods: [product({ availability: weekdayLunch })] });
    renderApp('/foods/soups');
    const soup = await card('Gulyásleves');
    expect(within(soup).queryByText(/Rendelhető/)).not.toBeInTheDocument();
    expect(soup.className).not.toMatch(/unavailable/);
    expect(addButton(soup, 'Kosárba: Gulyásleves')).toBeEnabled();
  });

  it('follows its group’s windows too: a weekday dish on a Saturday at lunch time is greyed', async () => {
    at('2026-12-05T11:00:00Z'); // Saturday 12:00
    serveMenu({
      foods: [
        product({ groupAvailability: weekdayLunch }),
        product({ id: 2, name: 'Halászlé', nameEnglish: 'Fish soup' }),
      ],
    });
    renderApp('/foods/soups');
    const soup = await card('Gulyásleves');
    expect(within(soup).getByText('Rendelhető hétköznap 11:00–15:00')).toBeInTheDocument();
    expect(addButton(soup, 'Kosárba: Gulyásleves')).toBeDisabled();
    expect(addButton(await card('Halászlé'), 'Kosárba: Halászlé')).toBeEnabled();
  });

  it('says a switched-off dish is off the menu rather than when it could be had', async () => {
    at('2026-12-02T09:30:00Z');
    serveMenu({ foods: [product({ orderable: false, availability: weekdayLunch })] });
    renderApp('/foods/soups');
    const soup = await card('Gulyásleves');
    expect(within(soup).getByText('Jelenleg nem rendelhető')).toBeInTheDocument();
    expect(within(soup).queryByText(/hétköznap/)).not.toBeInTheDocument();
  });

  it('hydrates a page rendered just before the window opened as rendered, then lets the guest order', async () => {
    const page = (products: Product[]) => {
      const client = new QueryClient();
      client.setQueryData(productsQuery('foods').queryKey, products);
      return (
        <QueryClientProvider client={client}>
          <MemoryRouter initialEntries={['/foods/soups']}>
            <Routes>
              <Route path="/foods/:group" element={<MenuPage />} />
            </Routes>
          </MemoryRouter>
        </QueryClientProvider>
      );
    };
    await loadTimedCards();
    const lunchSoup = product({ id: 1, availability: weekdayLunch });
    serveMenu({ foods: [lunchSoup] });
    const renderedAt = '2026-12-02T09:59:30.000Z'; // Wednesday 10:59:30
    at(renderedAt);
    const root = document.createElement('div');
    root.id = 'root';
    root.setAttribute(RENDERED_AT_ATTRIBUTE, renderedAt);
    const report = { namespaces: new Set<never>(), year: 2026, day: '2026-12-02', renderedAt };
    root.innerHTML = renderToString(
      <PrerenderReportContext value={report}>{page([lunchSoup])}</PrerenderReportContext>,
    );
    document.body.append(root);
    expect(root).toHaveTextContent('Rendelhető hétköznap 11:00–15:00');

    at('2026-12-02T10:00:10Z'); // 11:00:10: the window is open on the guest's clock
    const errors: unknown[] = [];
    const hydrated = await act(async () =>
      hydrateRoot(root, page([lunchSoup]), { onRecoverableError: (error) => errors.push(error) }),
    );
    expect(errors).toEqual([]);
    const soup = within(root).getByRole('article', { name: 'Gulyásleves' });
    expect(within(soup).queryByText(/hétköznap/)).not.toBeInTheDocument();
    expect(within(soup).getByRole('button', { name: 'Kosárba: Gulyásleves' })).toBeEnabled();
    act(() => hydrated.unmount());
    root.remove();
  });
});
