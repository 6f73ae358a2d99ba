import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { customerUser, renderApp, staffUser } from '../test/render.tsx';

describe('the routes', () => {
  it('sends any unknown path home', async () => {
    const { router } = renderApp('/no/such/page');
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });

  it('sends guests from the profile and the dashboard to the login', async () => {
    const { router } = renderApp('/dashboard/current-orders');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Bejelentkezés és regisztráció' }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
  });

  it('sends a customer away from the dashboard', async () => {
    const { router } = renderApp('/dashboard', { user: customerUser });
    await screen.findByRole('heading', { level: 1 });
    expect(router.state.location.pathname).toBe('/');
  });

  it('lets staff into the dashboard', async () => {
    renderApp('/dashboard', { user: staffUser });
    expect(await screen.findByRole('heading', { level: 1, name: 'Vezérlőpult' })).toBeInTheDocument();
  });

  it('keeps the optional profile segments', async () => {
    const { router } = renderApp('/profile/addresses/new', { user: customerUser });
    expect(await screen.findByRole('heading', { level: 1, name: 'Profil' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/profile/addresses/new');
  });

  it.each([
    ['/contact', 'Kapcsolat'],
    ['/map', 'Hol találsz minket?'],
    ['/privacy', 'Adatkezelési tájékoztató'],
    ['/terms', 'Általános szerződési feltételek'],
    ['/cart', 'Kosár'],
    ['/pay', 'Rendelés leadása'],
    ['/user/forgot-password', 'Elfelejtett jelszó'],
    ['/user/forgot-password/abc', 'Elfelejtett jelszó'],
    ['/user/confirmation/abc', 'E-mail-cím megerősítése'],
  ])('shows %s with one main heading', async (path, heading) => {
    renderApp(path);
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  });
});
