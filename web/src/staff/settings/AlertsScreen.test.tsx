import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders, staffUser } from '../../test/render.tsx';
import { sentBody, stubApi } from '../shared/testApi.ts';
import { AlertsScreen } from './AlertsScreen.tsx';

const stored = {
  ringEverySeconds: 10,
  pushAfterSeconds: 0,
  managersAfterMinutes: 3,
  escalateAfterMinutes: 3,
  autoRejectAfterMinutes: 15,
  preOrderAlertMinutes: 45,
  pauseAfterMinutes: null,
  pauseForMinutes: 30,
};
// What the screen sends: the ladder under its issue-32 names, not the older escalateAfterMinutes.
const { escalateAfterMinutes: _older, ...sent } = stored;

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
    expect(sentBody(put?.[1])).toEqual({ ...sent, ringEverySeconds: 30, autoRejectAfterMinutes: null });
  });

  it('explains each step of the ladder and keeps the pause after the managers are alerted', async () => {
    const user = userEvent.setup();
    const fetchMock = stubApi((url, init) =>
      url === '/api/settings/alerts' ? { body: init?.method === 'PUT' ? sentBody(init) : stored } : undefined,
    );
    renderWithProviders(<AlertsScreen />, { user: staffUser });
    const ladder = await screen.findByRole('group', { name: 'Ha senki sem dönt egy új rendelésről' });
    const push = within(ladder).getByLabelText(/2\. Értesítés a munkatársak eszközeire/);
    await waitFor(() => expect(push).toHaveValue('0'));
    expect(push).toHaveAccessibleDescription(/minden eszközre, amelyen bekapcsolták az értesítéseket/);
    expect(within(ladder).getByLabelText(/3\. A menedzserek riasztása/)).toHaveAccessibleDescription(
      /minden menedzser és adminisztrátor értesítést és e-mailt kap/,
    );
    const pause = within(ladder).getByLabelText(/4\. Szünet és elutasítás/);
    expect(pause).toHaveAccessibleDescription(/rövid szünetet tartunk/);

    await user.type(pause, '2');
    await user.click(screen.getByRole('button', { name: 'Mentés' }));
    expect(await screen.findByText('Nem lehet korábban, mint a menedzserek riasztása')).toBeVisible();
    await user.clear(pause);
    await user.type(pause, '20');
    await user.clear(push);
    await user.type(push, '30');
    await user.click(screen.getByRole('button', { name: 'Mentés' }));
    await waitFor(() => expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'PUT')).toBe(true));
    const put = fetchMock.mock.calls.find(([, init]) => init?.method === 'PUT');
    expect(sentBody(put?.[1])).toEqual({ ...sent, pushAfterSeconds: 30, pauseAfterMinutes: 20 });
  });

  it('shows them read-only to a shop assistant', async () => {
    stubApi((url) => (url === '/api/settings/alerts' ? { body: stored } : undefined));
    renderWithProviders(<AlertsScreen />, { user: { ...staffUser, role: 'SHOP_ASSISTANT' } });
    await waitFor(() => expect(screen.getByLabelText(/Ismételt csengetés/)).toHaveValue('10'));
    expect(screen.getByLabelText(/Ismételt csengetés/)).toHaveAttribute('readonly');
    expect(screen.queryByRole('button', { name: 'Mentés' })).toBeNull();
  });
});
