import { screen } from '@testing-library/react';
import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { i18n } from '../i18n/i18n.ts';
import { customerUser, renderApp, staffUser } from '../test/render.tsx';
import { createRoutes } from './routes.tsx';

/** The route of `path` among `routes` and their children. */
const routeOf = (path: string, routes: RouteObject[]): RouteObject | undefined =>
  routes
    .flatMap((route) => [route, ...(route.children ? [routeOf(path, route.children)] : [])])
    .find((route) => route?.path === path);

describe('the routes', () => {
  it('sends any unknown path home', async () => {
    const { router } = renderApp('/no/such/page');
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });

  it('sends guests from the profile and the dashboard to the login', async () => {
    const { router } = renderApp('/dashboard/current-orders');
    // The dashboard's lazy route resolves before the guard runs, which takes a while in jsdom.
    expect(
      await screen.findByRole(
        'heading',
        { level: 1, name: 'Bejelentkezés és regisztráció' },
        { timeout: 8000 },
      ),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
  });

  it('sends a customer away from the dashboard', async () => {
    const { router } = renderApp('/dashboard', { user: customerUser });
    await screen.findByRole('heading', { level: 1 });
    expect(router.state.location.pathname).toBe('/');
  });

  it('lets staff into the dashboard', async () => {
    const { router } = renderApp('/dashboard', { user: staffUser });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Aktuális rendelések' }, { timeout: 8000 }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard/current-orders');
  });

  it('fetches the staff’s texts with the dashboard’s code, so its first screen does not wait for them after', async () => {
    i18n.removeResourceBundle('hu', 'staff');
    const lazy = routeOf('dashboard/:subpage?', createRoutes())?.lazy;
    if (typeof lazy !== 'object' || !lazy.Component) throw new Error('the dashboard route is not lazy');
    await lazy.Component();
    expect(i18n.hasResourceBundle('hu', 'staff')).toBe(true);
  });

  it('keeps the optional profile segments', async () => {
    const { router } = renderApp('/profile/addresses/new', { user: customerUser });
    expect(await screen.findByRole('heading', { level: 1, name: 'Profil' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/profile/addresses/new');
  });

  it('sends a guest with an empty cart from /pay home', async () => {
    const { router } = renderApp('/pay');
    await screen.findByRole('heading', { level: 1 });
    expect(router.state.location.pathname).toBe('/');
  });

  it.each([
    ['/contact', 'Kapcsolat'],
    ['/map', 'Hol találsz minket?'],
    ['/privacy', 'Adatkezelési tájékoztató'],
    ['/terms', 'Általános szerződési feltételek'],
    ['/cart', 'Kosár'],
    ['/user/forgot-password', 'Elfelejtett jelszó'],
    ['/user/forgot-password/abc', 'Elfelejtett jelszó'],
    ['/user/confirmation/abc', 'E-mail-cím megerősítése'],
  ])('shows %s with one main heading', async (path, heading) => {
    renderApp(path);
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  });
});
