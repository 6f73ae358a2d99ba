import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../i18n/i18n.ts';
import { renderWithProviders, staffUser } from '../../test/render.tsx';
import { anOrder, dashboardBasics, serveApi } from '../orders/testing.ts';
import { OrderMonitor } from './OrderMonitor.tsx';

/** The server's ordering flag, flipped by its toggle call; the calls made are counted. */
function serveOrdering(orders = [anOrder(), anOrder({ id: 42, state: 'DELIVERED' })]) {
  let active = true;
  let toggles = 0;
  serveApi({
    ...dashboardBasics(orders),
    'GET /api/order/get-active-state': () => active,
    'GET /api/order/change-active-state': () => {
      toggles += 1;
      active = !active;
      return active;
    },
  });
  return { toggles: () => toggles };
}

describe('the order monitor bar', () => {
  it('links each state’s count to its list and a phone order, in one region', async () => {
    serveOrdering();
    renderWithProviders(<OrderMonitor />, { user: staffUser });
    const bar = screen.getByRole('region', { name: 'Rendelésfigyelő' });
    const counts = within(bar).getByRole('list', { name: 'Mai rendelések állapot szerint' });
    expect(await within(counts).findByRole('link', { name: '1 Új' })).toHaveAttribute(
      'href',
      '/dashboard/current-orders',
    );
    expect(within(counts).getByRole('link', { name: '0 Készül' })).toHaveAttribute(
      'href',
      '/dashboard/current-orders',
    );
    expect(within(counts).getByRole('link', { name: '0 Kiszállítás alatt' })).toHaveAttribute(
      'href',
      '/dashboard/done-orders',
    );
    expect(within(counts).getByRole('link', { name: '1 Kiszállítva' })).toHaveAttribute(
      'href',
      '/dashboard/done-orders',
    );
    expect(within(bar).getByRole('link', { name: 'Telefonos rendelés' })).toHaveAttribute(
      'href',
      '/dashboard/phone-order',
    );
  });

  it('keeps busy mode and printing behind Service; Escape closes it and gives the focus back', async () => {
    const user = userEvent.setup();
    serveOrdering();
    renderWithProviders(<OrderMonitor />, { user: staffUser });
    const service = screen.getByRole('button', { name: 'Szerviz' });
    expect(service).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('region', { name: 'Forgalmas időszak' })).toBeNull();

    service.focus();
    await user.keyboard('{Enter}');
    expect(service).toHaveAttribute('aria-expanded', 'true');
    const panel = screen.getByRole('region', { name: 'Forgalmas időszak és nyomtatás' });
    expect(within(panel).getByRole('region', { name: 'Forgalmas időszak' })).toBeVisible();
    expect(
      within(panel).getByRole('switch', { name: 'Jegy és szállítólevél nyomtatása elfogadáskor' }),
    ).toBeVisible();

    await user.click(within(panel).getByRole('button', { name: 'Szünet 30 percre' }));
    await user.keyboard('{Escape}');
    expect(service).toHaveAttribute('aria-expanded', 'false');
    expect(service).toHaveFocus();
    expect(screen.queryByRole('region', { name: 'Forgalmas időszak és nyomtatás' })).toBeNull();

    await user.click(service);
    await user.click(document.body);
    expect(service).toHaveAttribute('aria-expanded', 'false');
  });

  it('warns before ordering is switched off, and switches it back on at once', async () => {
    const user = userEvent.setup();
    const { toggles } = serveOrdering();
    renderWithProviders(<OrderMonitor />, { user: staffUser });
    const ordering = await screen.findByRole('switch', { name: 'Rendelésfogadás' });
    expect(ordering).toHaveAccessibleDescription(/csak akkor kapcsold ki, ha feltétlenül szükséges/);

    await user.click(ordering);
    const ask = screen.getByRole('dialog', { name: 'Kikapcsolod a rendelésfogadást?' });
    expect(ask).toHaveTextContent('kikapcsolva senki sem tud rendelni');
    await user.click(within(ask).getByRole('button', { name: 'Mégse' }));
    expect(ordering).toHaveAttribute('aria-checked', 'true');
    expect(toggles()).toBe(0);

    await user.click(ordering);
    await user.click(screen.getByRole('button', { name: 'Kikapcsolás' }));
    await waitFor(() => expect(ordering).toHaveAttribute('aria-checked', 'false'));
    await user.click(ordering);
    await waitFor(() => expect(ordering).toHaveAttribute('aria-checked', 'true'));
    expect(toggles()).toBe(2);
  });

  it('folds to its title and opens again, open by default', async () => {
    const user = userEvent.setup();
    serveOrdering();
    renderWithProviders(<OrderMonitor />, { user: staffUser });
    const toggle = screen.getByRole('button', { name: 'Rendelésfigyelő' });
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('switch', { name: 'Rendelésfogadás' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Szerviz' })).toBeNull();
    await user.click(toggle);
    expect(await screen.findByRole('switch', { name: 'Rendelésfogadás' })).toBeVisible();
  });

  it('reads in English', async () => {
    await i18n.changeLanguage('en');
    serveOrdering();
    renderWithProviders(<OrderMonitor />, { user: staffUser });
    const bar = screen.getByRole('region', { name: 'Order monitor' });
    expect(await within(bar).findByRole('link', { name: '1 New' })).toBeVisible();
    expect(within(bar).getByRole('link', { name: 'Phone order' })).toBeVisible();
    expect(within(bar).getByRole('button', { name: 'Service' })).toBeVisible();
    expect(await within(bar).findByRole('switch', { name: 'Taking orders' })).toHaveAccessibleDescription(
      /only when really necessary/,
    );
  });
});
