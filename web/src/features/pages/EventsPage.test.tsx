import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../test/render.tsx';

describe('the events page', () => {
  it('shows the three rooms as photos and lists the capacities', async () => {
    renderApp('/events');
    expect(await screen.findByRole('heading', { level: 1, name: 'Rendezvények' })).toBeInTheDocument();
    for (const room of ['Kisterem', 'Pince', 'Nagyterem']) {
      expect(screen.getByRole('button', { name: `Nagyobb kép: ${room}` })).toBeInTheDocument();
    }
    const rooms = screen.getByRole('region', { name: 'Termeink' });
    const capacity = (name: string) => within(rooms).getByRole('heading', { name }).parentElement;
    expect(capacity('Kisterem')).toHaveTextContent('60 fő');
    expect(capacity('Pince, bárrész')).toHaveTextContent('30 fő');
    expect(capacity('Nagyterem')).toHaveTextContent('70 fő+ színpad');
    expect(capacity('A teljes pince')).toHaveTextContent('160 fő');
  });
});
