import type { Role } from '@konyha/domain/users/roles';
import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { coldLoad, renderApp, staffUser } from '../test/render.tsx';
import { anOrder, dashboardBasics, serveApi } from './orders/testing.ts';
import { providerPayments } from './payments/testing.ts';
import { screensFor } from './screens.ts';

const as = (role: Role) => ({ user: { ...staffUser, role } });
const payments = providerPayments(['CASH', 'CREDIT_CARD', 'CREDIT_CARD_ONLINE']);

describe('dashboard shell', () => {
  it.each<[Role, string[]]>([
    [
      'SHOP_ASSISTANT',
      ['Aktuális rendelések', 'Futár', 'Napi összesítő', 'Kiszállítási idő', 'Új felhasználó'],
    ],
    [
      'MANAGER',
      [
        'Összes rendelés',
        'Eseménynapló',
        'Kuponok',
        'Minimális rendelési érték',
        'Nyomtatók',
        'ÁFA-kulcsok',
        'Fizetési módok',
      ],
    ],
    ['ADMIN', ['Felhasználók', 'Összes rendelés']],
  ])('shows a %s only the screens of the role', async (role, expected) => {
    serveApi(dashboardBasics());
    renderApp('/dashboard/current-orders', as(role));
    const nav = await screen.findByRole('navigation', { name: 'Vezérlőpult menü' }, coldLoad);
    const links = within(nav).getAllByRole('link');
    expect(links).toHaveLength(screensFor(role).length);
    for (const name of expected) expect(within(nav).getByRole('link', { name })).toBeVisible();
    if (role === 'SHOP_ASSISTANT') {
      for (const name of [
        'Összes rendelés',
        'Eseménynapló',
        'Felhasználók',
        'Kuponok',
        'Nyomtatók',
        'ÁFA-kulcsok',
        'Fizetési módok',
      ])
        expect(within(nav).queryByRole('link', { name })).not.toBeInTheDocument();
    }
    if (role === 'MANAGER') expect(within(nav).queryByRole('link', { name: 'Felhasználók' })).toBeNull();
  });

  it.each(['/dashboard', '/dashboard/no-such-screen'])('sends %s to current orders', async (path) => {
    serveApi(dashboardBasics());
    const { router } = renderApp(path, as('MANAGER'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/current-orders'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Aktuális rendelések' })).toBeVisible();
  });

  it('sends staff whose login must first enrol in two-factor login to the security page', async () => {
    serveApi({
      ...dashboardBasics(),
      'GET /api/user/two-factor': {
        enabled: false,
        available: true,
        setupRequired: true,
        recoveryCodesLeft: 0,
      },
    });
    const { router } = renderApp('/dashboard/current-orders', as('SHOP_ASSISTANT'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/profile/security'), coldLoad);
  });

  it('sends a shop assistant away from a manager screen with the no-permission toast', async () => {
    serveApi(dashboardBasics());
    const { router } = renderApp('/dashboard/event-log', as('SHOP_ASSISTANT'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(await screen.findByText('Nincs jogosultságod az oldal megtekintéséhez!')).toBeVisible();
  });

  it('shows the order monitor, open, with counts and the ordering switch', async () => {
    serveApi({
      ...dashboardBasics([anOrder(), anOrder({ id: 42, state: 'DELIVERED' })]),
      'GET /api/order/change-active-state': false,
    });
    renderApp('/dashboard/current-orders', as('SHOP_ASSISTANT'));
    const toggle = await screen.findByRole('button', { name: 'Rendelésfigyelő' });
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(await screen.findByRole('link', { name: '1 Új' })).toHaveAttribute(
      'href',
      '/dashboard/current-orders',
    );
    expect(screen.getByRole('link', { name: '1 Kiszállítva' })).toHaveAttribute(
      'href',
      '/dashboard/done-orders',
    );
    const ordering = await screen.findByRole('switch', { name: 'Rendelésfogadás' });
    expect(ordering).toHaveAttribute('aria-checked', 'true');
    ordering.click();
    (await screen.findByRole('button', { name: 'Kikapcsolás' })).click();
    await waitFor(() => expect(ordering).toHaveAttribute('aria-checked', 'false'));
    toggle.click();
    await waitFor(() => expect(toggle).toHaveAttribute('aria-expanded', 'false'));
    expect(screen.queryByRole('switch', { name: 'Rendelésfogadás' })).toBeNull();
  });

  it.each<Role>(['SHOP_ASSISTANT', 'MANAGER', 'ADMIN'])(
    'tells a %s in its header that payments are in test mode',
    async (role) => {
      serveApi({ ...dashboardBasics(), 'GET /api/settings/payments': { ...payments, testMode: true } });
      renderApp('/dashboard/current-orders', as(role));
      await screen.findByRole('navigation', { name: 'Vezérlőpult menü' }, coldLoad);
      const notice = await screen.findByText(/valódi pénz nem mozog/);
      expect(notice).toBeVisible();
      expect(notice.closest('[role="status"]')).toHaveTextContent(
        'Teszt mód: a fizetés csak próba, valódi pénz nem mozog.',
      );
    },
  );

  it('says nothing of test mode with a real payment provider', async () => {
    const api = serveApi({ ...dashboardBasics(), 'GET /api/settings/payments': payments });
    renderApp('/dashboard/current-orders', as('SHOP_ASSISTANT'));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Aktuális rendelések' }, coldLoad),
    ).toBeVisible();
    await waitFor(() =>
      expect(api.mock.calls.some(([url]) => String(url) === '/api/settings/payments')).toBe(true),
    );
    // The answer is in once its request has settled; give the page a moment to show it.
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.queryByText(/valódi pénz nem mozog/)).not.toBeInTheDocument();
  });
});
