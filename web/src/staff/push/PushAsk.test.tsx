import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders, staffUser } from '../../test/render.tsx';
import { stubApi } from '../shared/testApi.ts';
import { PushAsk } from './PushAsk.tsx';
import { standInPushBrowser } from './pushStandIn.ts';

/** A browser that could receive pushes and has not been asked yet (jsdom has no Push API). */
function standInBrowser() {
  standInPushBrowser({ permission: 'default' }, { pushManager: { getSubscription: async () => null } });
}

describe('the dashboard asks for notifications once', () => {
  it('says why, and once answered does not ask again on this device', async () => {
    const user = userEvent.setup();
    standInBrowser();
    stubApi((url) => (url === '/api/push/subscriptions' ? { body: [] } : undefined));
    const first = renderWithProviders(<PushAsk />, { user: staffUser });
    const ask = await screen.findByRole('region', { name: /Csengessen ez az eszköz/ });
    expect(ask).toHaveTextContent('akkor is eléri ezt a telefont');
    expect(screen.getByRole('button', { name: 'Értesítések bekapcsolása' })).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Most nem' }));
    expect(screen.queryByRole('region')).toBeNull();
    first.unmount();

    renderWithProviders(<PushAsk />, { user: staffUser });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('region')).toBeNull();
  });
});
