import type { OrderPrint } from '@konyha/domain/orders/order.schemas';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../i18n/i18n.ts';
import { Toasts } from '../../lib/toasts/Toasts.tsx';
import { coldLoad, renderApp, renderWithProviders, staffUser } from '../../test/render.tsx';
import { OrderCard } from '../orders/components/OrderCard.tsx';
import { anOrder, dashboardBasics, serveApi } from '../orders/testing.ts';
import { sentBody, stubApi } from '../shared/testApi.ts';

const at = '2026-11-22T10:07:00+01:00';
const failed = (overrides: Partial<OrderPrint> = {}): OrderPrint => ({
  what: 'ticket',
  printer: 'Konyha',
  status: 'FAILED',
  error: 'OFFLINE',
  at,
  ...overrides,
});

describe('print warnings on an order', () => {
  it('warns of a ticket the kitchen printer did not print, and reprints it', async () => {
    const user = userEvent.setup();
    const order = anOrder({ state: 'PREPARING', prints: [failed()] });
    const fetchMock = serveApi({
      ...dashboardBasics([order]),
      'POST /api/order/41/print': { prints: [failed({ status: 'QUEUED', error: null })] },
    });
    renderApp('/dashboard/current-orders', { user: staffUser });

    const card = await screen.findByRole('article', { name: '41. rendelés' }, coldLoad);
    expect(
      within(card).getByText('A konyhai jegy nem nyomtatódott ki — a nyomtató nem elérhető (Konyha)'),
    ).toBeVisible();
    await user.click(within(card).getByRole('button', { name: 'Jegy újranyomtatása (41. rendelés)' }));

    await waitFor(() => expect(within(card).queryByText(/nem nyomtatódott ki/)).toBeNull());
    const post = fetchMock.mock.calls.find(([url]) => String(url) === '/api/order/41/print');
    expect(sentBody(post?.[1])).toEqual({ what: 'ticket' });
    expect(await screen.findByText('Újra elküldve a nyomtatónak')).toBeVisible();
  });

  it('names the reason by its code, says when the server is still trying, and speaks English too', async () => {
    await i18n.changeLanguage('en');
    renderWithProviders(
      <OrderCard
        order={anOrder({
          prints: [
            failed({ what: 'slip', printer: 'Pult', status: 'RETRYING', error: 'TIMEOUT' }),
            failed({ printer: 'Bár', error: 'PAPER_OUT' }),
            failed({ printer: 'Terasz', error: 'NOT_ALLOWED' }),
            failed({ printer: 'Konyha', status: 'PRINTED', error: null }),
          ],
        })}
      />,
    );
    expect(screen.getByText('Slip not printed — printer not answering (Pult)')).toBeVisible();
    expect(screen.getByText(/Trying again/)).toBeVisible();
    expect(screen.getByText('Ticket not printed — printer error (Bár)')).toBeVisible();
    // Issue 28: a printer address outside PRINTER_NETWORKS or PRINTER_PORTS is never connected to.
    expect(
      screen.getByText('Ticket not printed — its address is not allowed on this server (Terasz)'),
    ).toBeVisible();
    expect(screen.queryByText(/\(Konyha\)/)).toBeNull();
    expect(screen.getByRole('button', { name: 'Reprint slip (order #41)' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Reprint ticket (order #41)' })).toBeVisible();
  });

  it('says so when no printer is set to print it', async () => {
    const user = userEvent.setup();
    stubApi((url) =>
      url === '/api/order/41/print'
        ? { status: 409, body: { errorType: 'NO_PRINTER', message: 'no printer' } }
        : undefined,
    );
    renderWithProviders(
      <>
        <OrderCard order={anOrder({ prints: [failed()] })} />
        <Toasts />
      </>,
      { user: staffUser },
    );
    await user.click(screen.getByRole('button', { name: /Jegy újranyomtatása/ }));
    expect(await screen.findByText(/Ezt egyik nyomtató sem nyomtatja/)).toBeVisible();
  });

  it('shows no warning while the prints are fine', () => {
    renderWithProviders(
      <OrderCard order={anOrder({ prints: [failed({ status: 'PRINTED', error: null })] })} />,
    );
    expect(screen.queryByRole('button', { name: /újranyomtatása/ })).toBeNull();
  });
});
