import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders, staffUser } from '../../test/render.tsx';
import { sentBody, stubApi } from '../shared/testApi.ts';
import { AlertsScreen } from './AlertsScreen.tsx';

const stored = {
  ringEverySeconds: 10,
  escalateAfterMinutes: 3,
  autoRejectAfterMinutes: 15,
  preOrderAlertMinutes: 45,
};

describe('alert settings', () => {
  it('lets a manager change them; an empty automatic rejection means off', async () => {
    const user = userEvent.setup();
    const fetchMock = stubApi((url, init) =>
      url === '/api/settings/alerts' ? { body: init?.method === 'PUT' ? sentBody(init) : stored } : undefined,
    );
    renderWithProviders(<AlertsScreen />, { user: staffUser });
    const ring = await screen.findByLabelText(/Ismételt csengetés/);
    await waitFor(() => expect(ring).toHaveValue('10'));

    await user.clear(ring);
    await user.type(ring, '3');
    await user.clear(screen.getByLabelText(/Automatikus elutasítás/));
    await user.click(screen.getByRole('button', { name: 'Mentés' }));
    expect(await screen.findByText('Legalább 5')).toBeVisible();

    await user.type(ring, '0');
    await user.click(screen.getByRole('button', { name: 'Mentés' }));
    await waitFor(() =>
      expect(fetchMock).toHaveBeenCalledWith(
        '/api/settings/alerts',
        expect.objectContaining({ method: 'PUT' }),
      ),
    );
    const put = fetchMock.mock.calls.find(([, init]) => init?.method === 'PUT');
    expect(sentBody(put?.[1])).toEqual({ ...stored, ringEverySeconds: 30, autoRejectAfterMinutes: null });
  });

  it('shows them read-only to a shop assistant', async () => {
    stubApi((url) => (url === '/api/settings/alerts' ? { body: stored } : undefined));
    renderWithProviders(<AlertsScreen />, { user: { ...staffUser, role: 'SHOP_ASSISTANT' } });
    await waitFor(() => expect(screen.getByLabelText(/Ismételt csengetés/)).toHaveValue('10'));
    expect(screen.getByLabelText(/Ismételt csengetés/)).toHaveAttribute('readonly');
    expect(screen.queryByRole('button', { name: 'Mentés' })).toBeNull();
  });
});
