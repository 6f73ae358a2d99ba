import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { coldLoad, renderApp, renderWithProviders, staffUser } from '../../test/render.tsx';
import { OrderCard } from '../orders/components/OrderCard.tsx';
import { anOrder, dashboardBasics, serveApi } from '../orders/testing.ts';
import { PRINTED_MESSAGE, printOnAcceptEnabled } from './printOnAccept.ts';

const printFrame = () =>
  document.querySelector<HTMLIFrameElement>('iframe[title="A(z) 41. rendelés nyomtatása"]');

async function accept(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: 'Elfogadás' }));
  const dialog = await screen.findByRole('dialog');
  await user.click(within(dialog).getByRole('button', { name: 'Elfogadás' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
}

function serveAccept() {
  const order = anOrder({ orderDate: new Date().toISOString() });
  serveApi({
    ...dashboardBasics([order]),
    'GET /api/order/estimated-shipping-time': 30,
    'POST /api/order/41/accept': { orders: [{ ...order, state: 'PREPARING' }] },
  });
  return order;
}

describe('print on accept', () => {
  it('is switched on for this device from the order monitor, and kept in the browser', async () => {
    const user = userEvent.setup();
    serveApi(dashboardBasics());
    renderApp('/dashboard/current-orders', { user: staffUser });
    // The switch is one of the monitor's service controls (issue 33), behind its "Szerviz" button.
    await user.click(await screen.findByRole('button', { name: 'Szerviz' }, coldLoad));
    const toggle = await screen.findByRole(
      'switch',
      { name: 'Jegy és szállítólevél nyomtatása elfogadáskor' },
      coldLoad,
    );
    expect(toggle).toHaveAttribute('aria-checked', 'false');
    expect(toggle).toHaveAccessibleDescription(/Csak ezen az eszközön/);
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-checked', 'true');
    expect(printOnAcceptEnabled()).toBe(true);
  });

  it('prints the ticket and the slip in a hidden frame once the order is accepted', async () => {
    const user = userEvent.setup();
    localStorage.setItem('konyha.printOnAccept', 'on');
    const order = serveAccept();
    renderWithProviders(<OrderCard order={order} />, { user: staffUser });
    await accept(user);

    const frame = await waitFor(() => {
      const found = printFrame();
      expect(found).not.toBeNull();
      return found as HTMLIFrameElement;
    });
    expect(frame.getAttribute('src')).toBe('/dashboard/print/41?what=ticket,slip&embedded=1');
    expect(frame).toHaveAttribute('tabindex', '-1');
    expect(frame).toHaveAttribute('aria-hidden', 'true');

    // The print view tells the page when it has printed; the frame goes a moment later (the spooler's moment).
    vi.useFakeTimers();
    window.dispatchEvent(new MessageEvent('message', { data: PRINTED_MESSAGE, source: frame.contentWindow }));
    expect(printFrame()).not.toBeNull();
    vi.advanceTimersByTime(10_000);
    expect(printFrame()).toBeNull();
  });

  it('prints nothing on accept while it is off', async () => {
    const user = userEvent.setup();
    const order = serveAccept();
    renderWithProviders(<OrderCard order={order} />, { user: staffUser });
    await accept(user);
    expect(printFrame()).toBeNull();
  });
});
