import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectLinks, menuPdfLinks } from '../../test/links.ts';
import { renderApp } from '../../test/render.tsx';
import { splitWeek } from '../../test/schedule.ts';
import { stubApi } from '../../test/stubApi.ts';

describe('the home page', () => {
  it('invites to order and tells the hours, the delivery area and where the menus are', async () => {
    stubApi({ 'GET /api/opening-hours': { body: splitWeek } });
    renderApp('/');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Frissen főzve, forrón az ajtódig' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Rendelek' })).toHaveAttribute('href', '/foods');
    const hours = screen.getByRole('heading', { name: 'Nyitvatartás' }).parentElement;
    await waitFor(() => expect(hours).toHaveTextContent('Szombat 11:00–15:00, 17:00–22:30'));
    expect(hours).toHaveTextContent('Hétfő–Péntek 11:00–22:00');
    expect(screen.getByText(/Szállítási területünk: Budapest XIII\. kerület/)).toBeInTheDocument();
    expectLinks(menuPdfLinks);
    expect(screen.getByRole('link', { name: 'Termek és fotók' })).toHaveAttribute('href', '/events');
    await waitFor(() => expect(document.title).toBe('Házias magyar ételek házhozszállítással · Konyha'));
  });

  it('loads the hero picture first, in modern formats and with its size set', async () => {
    const { container } = renderApp('/');
    await screen.findByRole('heading', { level: 1 });
    const hero = container.querySelector('img[fetchpriority="high"]');
    expect(hero).toHaveAttribute('width');
    expect(hero).toHaveAttribute('height');
    const sources = [...(hero?.parentElement?.querySelectorAll('source') ?? [])].map((s) =>
      s.getAttribute('type'),
    );
    expect(sources).toEqual(['image/avif', 'image/webp']);
  });
});
