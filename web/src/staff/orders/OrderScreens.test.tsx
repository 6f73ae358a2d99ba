import type { Order } from '@konyha/domain/orders/order.schemas';
import { aCourierAddress } from '@konyha/domain/testing/order.fixture';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { chickenOptionTexts, chickenWithOptions } from '../../test/orderLines.ts';
import { coldLoad, renderApp, renderWithProviders, staffUser } from '../../test/render.tsx';
import { stubApi } from '../shared/testApi.ts';
import { OrderCard } from './components/OrderCard.tsx';
import { anOrder, dashboardBasics, serveApi } from './testing.ts';

describe('order card', () => {
  it('shows everything about the order and the PREORDER label with its time', () => {
    renderWithProviders(
      <OrderCard
        order={anOrder({
          preOrderDate: '2026-11-23T18:15:00+01:00',
          coupon: { code: 'KONYHA10', discount: 10 },
          note: 'Kapucsengő: 12',
          discountedPrice: 4482,
          total: 4972,
        })}
      />,
    );
    const card = screen.getByRole('article', { name: '41. rendelés' });
    expect(within(card).getByText('ELŐRENDELÉS 2026-11-23 18:15')).toBeVisible();
    for (const text of ['Nagy Eszter', '+36 30 123 4567', 'eszter@example.com', 'Kapucsengő: 12', 'Készpénz'])
      expect(within(card).getByText(text)).toBeVisible();
    expect(within(card).getByText('1134 Budapest, Váci út 12.')).toBeVisible();
    expect(within(card).getByText('KONYHA10 (10%)')).toBeVisible();
    expect(within(card).getByRole('cell', { name: 'Gulyásleves' })).toBeVisible();
    expect(within(card).getByText('4 972 Ft')).toBeVisible();
    expect(within(card).getByRole('combobox', { name: 'A(z) 41. rendelés állapota' })).toHaveValue('NEW');
    expect(within(card).getByRole('switch', { name: 'A(z) 41. rendelés fizetve' })).toHaveAttribute(
      'aria-checked',
      'false',
    );
  });

  it("shows each line's options in the dish's cell, so the kitchen and a screen reader get them with the dish", () => {
    renderWithProviders(<OrderCard order={anOrder({ products: [chickenWithOptions] })} />);
    const cell = screen.getByRole('cell', { name: /^Rántott csirke/ });
    for (const text of chickenOptionTexts.hu) expect(within(cell).getByText(text)).toBeVisible();
    expect(cell).toHaveAccessibleName(/Köret: hasábburgonya.*Extrák: sajt \+300/);
    expect(screen.getByRole('row', { name: /Rántott csirke/ })).toHaveTextContent('2×6 580 Ft');
  });

  it("shows the courier's floor, door, doorbell and note, and the change to bring for a cash guest", () => {
    renderWithProviders(
      <OrderCard
        order={anOrder({
          address: aCourierAddress(),
          payWith: 10000,
        })}
      />,
    );
    const card = screen.getByRole('article', { name: '41. rendelés' });
    expect(within(card).getByText('Emelet: 3 · Ajtó: 12 · Kapucsengő: 12B')).toBeVisible();
    expect(within(card).getByText('A futárnak: A kapu a sarkon túl')).toBeVisible();
    expect(within(card).getByText('Készpénz — ezzel fizet: 10 000 Ft — visszajáró: 4 530 Ft')).toBeVisible();
  });

  it('opens the print view of its ticket and of its slip in a tab of their own', () => {
    renderWithProviders(<OrderCard order={anOrder()} />);
    const ticket = screen.getByRole('link', { name: 'Konyhai jegy nyomtatása (41. rendelés)' });
    expect(ticket).toHaveAttribute('href', '/dashboard/print/41?what=ticket');
    expect(ticket).toHaveAttribute('target', '_blank');
    expect(screen.getByRole('link', { name: 'Szállítólevél nyomtatása (41. rendelés)' })).toHaveAttribute(
      'href',
      '/dashboard/print/41?what=slip',
    );
  });

  it('has no PREORDER label for an order as soon as possible', () => {
    renderWithProviders(<OrderCard order={anOrder()} />);
    expect(screen.queryByText(/ELŐRENDELÉS/)).toBeNull();
  });
});

/** A fake server whose orders change when staff change them. */
function serveOrders(orders: Order[]) {
  return serveApi({
    ...dashboardBasics(),
    'GET /api/order/today': () => ({ orders }),
    'PUT /api/order/order': (_url: URL, init: RequestInit) => {
      const change = JSON.parse(String(init.body)) as Partial<Order> & { id: number };
      const index = orders.findIndex((o) => o.id === change.id);
      orders[index] = { ...(orders[index] as Order), ...change };
      return { orders: [orders[index]] };
    },
  });
}

describe('current and done orders', () => {
  it('keeps a READY order among the current ones, moves it to done orders at DELIVERING, and marks it paid', async () => {
    const user = userEvent.setup();
    const fetchMock = serveOrders([anOrder(), anOrder({ id: 42, state: 'DELIVERED' })]);
    renderApp('/dashboard/current-orders', { user: staffUser });

    const state = await screen.findByRole('combobox', { name: 'A(z) 41. rendelés állapota' }, coldLoad);
    await user.selectOptions(state, 'PREPARING');
    expect(await screen.findByText('Módosítva')).toBeVisible();
    expect(screen.getByRole('article', { name: '41. rendelés' })).toBeVisible();

    // Issue 33: cooked and waiting for the courier is still the shop's, so still current.
    const select = () => screen.getByRole('combobox', { name: 'A(z) 41. rendelés állapota' });
    await user.selectOptions(select(), 'READY');
    await waitFor(() => expect(select()).toHaveValue('READY'));
    expect(within(select()).getByRole('option', { name: 'Elkészült, futárra vár' })).toBeInTheDocument();
    expect(screen.getByRole('article', { name: '41. rendelés' })).toBeVisible();
    expect(screen.getByRole('link', { name: '1 Elkészült, futárra vár' })).toBeVisible();

    await user.selectOptions(select(), 'DELIVERING');
    await waitFor(() => expect(screen.queryByRole('article', { name: '41. rendelés' })).toBeNull());
    expect(screen.getByText('Nincs adat')).toBeVisible();
    expect(screen.getByRole('link', { name: '1 Kiszállítás alatt' })).toBeVisible();

    await user.click(screen.getByRole('link', { name: 'Kiszállított rendelések' }));
    const moved = await screen.findByRole('article', { name: '41. rendelés' });
    const paid = within(moved).getByRole('switch', { name: 'A(z) 41. rendelés fizetve' });
    await user.click(paid);
    await waitFor(() => expect(paid).toHaveAttribute('aria-checked', 'true'));

    const puts = fetchMock.mock.calls
      .filter(([, init]) => init?.method === 'PUT')
      .map(([, init]) => init?.body);
    expect(puts).toEqual([
      JSON.stringify({ id: 41, state: 'PREPARING' }),
      JSON.stringify({ id: 41, state: 'READY' }),
      JSON.stringify({ id: 41, state: 'DELIVERING' }),
      JSON.stringify({ id: 41, payed: true }),
    ]);
  });

  it('shows the server-error toast when a change fails and keeps the order as it was', async () => {
    const user = userEvent.setup();
    serveApi(dashboardBasics([anOrder()]));
    renderApp('/dashboard/current-orders', { user: staffUser });
    const state = await screen.findByRole('combobox', { name: 'A(z) 41. rendelés állapota' }, coldLoad);
    await user.selectOptions(state, 'DELIVERED');
    expect(await screen.findByText(/Szerverhiba/)).toBeVisible();
    expect(screen.getByRole('combobox', { name: 'A(z) 41. rendelés állapota' })).toHaveValue('NEW');
  });

  it.each([
    ['PAYMENT_PENDING', 'waits for its online payment', /online fizetése még nincs lezárva/],
    ['DAY_CLOSED', 'belongs to a closed day (issue 34)', /napja már le van zárva/],
  ])(
    'says why when the server refuses a change with 409 %s: the order %s',
    async (errorType, _why, words) => {
      const user = userEvent.setup();
      const basics = dashboardBasics([anOrder({ payment: 'CREDIT_CARD_ONLINE' })]) as Record<string, unknown>;
      const fetchMock = stubApi((url, init) => {
        const method = init?.method ?? 'GET';
        if (method === 'PUT' && url === '/api/order/order')
          return { status: 409, body: { errorType, message: 'Refused', field: 'day' } };
        const basic = basics[`${method} ${url}`];
        return basic === undefined ? undefined : { body: typeof basic === 'function' ? basic() : basic };
      });
      renderApp('/dashboard/current-orders', { user: staffUser });
      const state = await screen.findByRole('combobox', { name: 'A(z) 41. rendelés állapota' }, coldLoad);
      const todayReads = () => fetchMock.mock.calls.filter(([url]) => url === '/api/order/today').length;
      const before = todayReads();
      await user.selectOptions(state, 'PREPARING');
      expect(await screen.findByText(words)).toBeVisible();
      expect(screen.queryByText(/Szerverhiba/)).toBeNull();
      // The orders are read again, to show where the order stands now.
      await waitFor(() => expect(todayReads()).toBeGreaterThan(before));
    },
  );
});
