import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { storeSession } from '../lib/session.ts';
import { customerUser, renderApp } from '../test/render.tsx';
import { pending, stubApi } from '../test/stubApi.ts';

describe('the route guard', () => {
  it('shows a spinner while the stored login loads', async () => {
    storeSession('abc');
    stubApi({ 'GET /api/user/activeuser': pending });
    const { router } = renderApp('/profile');
    expect(await screen.findByText('Betöltés…')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/profile');
  });

  it('sends a guest to the login', async () => {
    const { router } = renderApp('/profile/orders');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Bejelentkezés és regisztráció' }),
    ).toBeVisible();
    expect(router.state.location.pathname).toBe('/login');
  });

  it('sends a customer away from the dashboard with the no-permission message', async () => {
    const { router } = renderApp('/dashboard', { user: customerUser });
    // The dashboard's chunk loads first (the router resolves lazy routes before the guard runs): allow for it.
    expect(
      await screen.findByText('Nincs jogosultságod az oldal megtekintéséhez!', {}, { timeout: 8000 }),
    ).toBeVisible();
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('logs out when the stored login no longer works', async () => {
    storeSession('revoked');
    stubApi({ 'GET /api/user/activeuser': { status: 401, body: { errorType: 'UNAUTHORIZED' } } });
    const { router } = renderApp('/profile');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Bejelentkezés és regisztráció' }),
    ).toBeVisible();
    expect(router.state.location.pathname).toBe('/login');
    expect(localStorage.getItem('konyha.session')).toBeNull();
  });

  it('lets a stored login in once its user has loaded', async () => {
    storeSession('abc');
    stubApi({ 'GET /api/user/activeuser': { body: { users: [customerUser] } } });
    renderApp('/profile');
    expect(await screen.findByRole('heading', { level: 1, name: 'Profil' })).toBeVisible();
    expect(screen.getByLabelText('E-mail-cím')).toHaveValue(customerUser.email);
  });
});
