import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../i18n/i18n.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { Footer } from './Footer.tsx';

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
    expect(screen.getByRole('link', { name: 'Adatkezelési tájékoztató' })).toHaveAttribute(
      'href',
      '/privacy',
    );
    expect(screen.getByRole('link', { name: 'Általános szerződési feltételek' })).toHaveAttribute(
      'href',
      '/terms',
    );
  });
});
