import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../test/render.tsx';

describe('the map page', () => {
  it('shows the address, the phone and a sketch map without contacting OpenStreetMap', async () => {
    const { container } = renderApp('/map');
    expect(await screen.findByRole('heading', { level: 1, name: 'Hol találsz minket?' })).toBeInTheDocument();
    expect(screen.getAllByText('1137 Budapest, Pozsonyi út 24.').length).toBeGreaterThan(0);
    expect(screen.getAllByRole('link', { name: '+36 1 555 0134' }).length).toBeGreaterThan(0);
    expect(screen.getByRole('img', { name: /Vázlatos térkép a környékről/ })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Megnyitás az OpenStreetMapen/ })).toHaveAttribute(
      'href',
      expect.stringContaining('https://www.openstreetmap.org/?mlat=47.5187&mlon=19.0488'),
    );
    expect(container.querySelector('iframe')).toBeNull();
  });

  it('loads the interactive map only when asked', async () => {
    renderApp('/map');
    await userEvent.click(await screen.findByRole('button', { name: 'Interaktív térkép betöltése' }));
    const frame = screen.getByTitle('Interaktív térkép (OpenStreetMap)');
    expect(frame).toHaveAttribute(
      'src',
      expect.stringContaining('https://www.openstreetmap.org/export/embed.html'),
    );
    expect(screen.queryByRole('img', { name: /Vázlatos térkép/ })).not.toBeInTheDocument();
  });
});
