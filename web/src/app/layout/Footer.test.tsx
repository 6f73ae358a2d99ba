import { QueryClient } from '@tanstack/react-query';
import { act, screen, within } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { i18n } from '../../i18n/i18n.ts';
import { PrerenderReportContext } from '../../lib/prerenderReport.ts';
import { expectLinks } from '../../test/links.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { Providers } from '../providers.tsx';
import { Footer } from './Footer.tsx';
import { RENDERED_YEAR_ATTRIBUTE } from './year.ts';

const footerPage = () => (
  <Providers client={new QueryClient()} user={null}>
    <MemoryRouter>
      <Footer />
    </MemoryRouter>
  </Providers>
);

describe('the footer', () => {
  it('shows the opening hours, the contacts and the social link', () => {
    renderWithProviders(<Footer />);
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByText('Minden nap 11:00–22:00')).toBeInTheDocument();
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

  it('tells the delivery area and how to pay at the door', () => {
    renderWithProviders(<Footer />);
    expect(screen.getByText('Szállítási terület: Budapest XIII. kerület')).toBeInTheDocument();
    expect(screen.getByText('Fizetés a futárnál: készpénz, bankkártya vagy SZÉP-kártya')).toBeInTheDocument();
  });

  it('says the same in English', async () => {
    await i18n.changeLanguage('en');
    renderWithProviders(<Footer />);
    expect(screen.getByText('Daily 11:00–22:00')).toBeInTheDocument();
    expect(screen.getByText('Delivery area: Budapest, District XIII')).toBeInTheDocument();
    expect(screen.getByText('Pay the courier by cash, bank card or SZÉP holiday card')).toBeInTheDocument();
  });

  it('links to the privacy notice and the terms', () => {
    renderWithProviders(<Footer />);
    expectLinks({ 'Adatkezelési tájékoztató': '/privacy', 'Általános szerződési feltételek': '/terms' });
  });

  it('comes alive on a page rendered last year without a hydration error, then shows this year', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2025, 11, 31, 23, 59));
    const root = document.createElement('div');
    root.id = 'root';
    root.setAttribute(RENDERED_YEAR_ATTRIBUTE, '2025');
    root.innerHTML = renderToString(
      <PrerenderReportContext value={{ namespaces: new Set(), year: 2025 }}>
        {footerPage()}
      </PrerenderReportContext>,
    );
    document.body.append(root);
    expect(root).toHaveTextContent('© 2025 Konyha');

    vi.setSystemTime(new Date(2026, 0, 1, 0, 1));
    const errors: unknown[] = [];
    await act(async () => {
      hydrateRoot(root, footerPage(), { onRecoverableError: (error) => errors.push(error) });
    });
    expect(errors).toEqual([]);
    expect(root).toHaveTextContent('© 2026 Konyha');
    root.remove();
  });
});
