import type { Order } from '@konyha/domain/orders/order.schemas';
import { aCourierAddress } from '@konyha/domain/testing/order.fixture';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { coldLoad, renderApp, staffUser, testClient } from '../../test/render.tsx';
import { anOrder, dashboardBasics, serveApi } from '../orders/testing.ts';
import { applyOrder } from '../shared/api/orders.ts';

const onItsWay = anOrder({
  state: 'DELIVERING',
  address: aCourierAddress(),
  payWith: 10000,
});

/** Today's orders, changed by PUT /order/order as the server would; the sent changes are kept. */
function serveDeliveries(orders: Order[]) {
  const changes: unknown[] = [];
  serveApi({
    ...dashboardBasics(),
    'GET /api/order/today': () => ({ orders }),
    'PUT /api/order/order': (_url: URL, init: RequestInit) => {
      const change = JSON.parse(String(init.body)) as Partial<Order> & { id: number };
      changes.push(change);
      const index = orders.findIndex((o) => o.id === change.id);
      orders[index] = { ...(orders[index] as Order), ...change };
      return { orders: [orders[index]] };
    },
  });
  return changes;
}

describe('the courier screen', () => {
  it('lists the orders on their way with what the courier needs at the door', async () => {
    serveDeliveries([onItsWay, anOrder({ id: 42, state: 'PREPARING' })]);
    renderApp('/dashboard/courier', { user: staffUser });

    const card = await screen.findByRole('article', { name: '41. rendelés' }, coldLoad);
    expect(screen.queryByRole('article', { name: '42. rendelés' })).toBeNull();
    for (const text of [
      'Nagy Eszter',
      '1134 Budapest, Váci út 12.',
      'Emelet: 3 · Ajtó: 12 · Kapucsengő: 12B',
      'A futárnak: A kapu a sarkon túl',
      'ezzel fizet: 10 000 Ft — visszajáró: 4 530 Ft',
    ])
      expect(within(card).getByText(text)).toBeVisible();
    expect(within(card).getByText('Beszedendő: 5 470 Ft')).toBeVisible();
    expect(within(card).getByText('Készpénz')).toBeVisible();
    expect(within(card).getByRole('link', { name: '+36 30 123 4567' })).toHaveAttribute(
      'href',
      'tel:+36301234567',
    );
    const query = encodeURIComponent('Váci út 12., 1134 Budapest');
    expect(within(card).getByRole('link', { name: 'Navigáció' })).toHaveAttribute(
      'href',
      `geo:0,0?q=${query}`,
    );
    expect(within(card).getByRole('link', { name: 'OpenStreetMap' })).toHaveAttribute(
      'href',
      `https://www.openstreetmap.org/search?query=${query}`,
    );
    // Phone first: the order monitor stays off this screen.
    expect(screen.queryByRole('region', { name: 'Rendelésfigyelő' })).toBeNull();
  });

  it('marks an order paid, then delivered, and the delivered order leaves the list', async () => {
    const user = userEvent.setup();
    const changes = serveDeliveries([onItsWay]);
    renderApp('/dashboard/courier', { user: staffUser });

    const card = await screen.findByRole('article', { name: '41. rendelés' }, coldLoad);
    await user.click(within(card).getByRole('button', { name: 'Fizetve (41. rendelés)' }));
    await waitFor(() => expect(within(card).queryByRole('button', { name: /Fizetve/ })).toBeNull());
    expect(within(card).getByText('Fizetve')).toBeVisible();

    await user.click(within(card).getByRole('button', { name: 'Kiszállítva (41. rendelés)' }));
    await waitFor(() => expect(screen.queryByRole('article', { name: '41. rendelés' })).toBeNull());
    expect(screen.getByText('Nincs átvételre váró vagy úton lévő rendelés.')).toBeVisible();
    expect(screen.getByRole('heading', { level: 1, name: 'Kiszállítások' })).toHaveFocus();
    expect(changes).toEqual([
      { id: 41, payed: true },
      { id: 41, state: 'DELIVERED' },
    ]);
  });

  it('gives the heading the focus also when the live channel took the delivered order away before the answer', async () => {
    const user = userEvent.setup();
    const client = testClient();
    const delivered = { ...onItsWay, state: 'DELIVERED' as const };
    serveApi({
      ...dashboardBasics([onItsWay]),
      'PUT /api/order/order': async () => {
        // The server tells every device on the live channel as it commits; this phone heard it before its answer.
        applyOrder(client, delivered);
        await waitFor(() => expect(screen.queryByRole('article', { name: '41. rendelés' })).toBeNull());
        return { orders: [delivered] };
      },
    });
    renderApp('/dashboard/courier', { user: staffUser, client });
    await user.click(await screen.findByRole('button', { name: 'Kiszállítva (41. rendelés)' }, coldLoad));
    await waitFor(() =>
      expect(screen.getByRole('heading', { level: 1, name: 'Kiszállítások' })).toHaveFocus(),
    );
  });

  it('shows a READY order as waiting for pick-up; "Picked up" sends it on its way (issue 33)', async () => {
    const user = userEvent.setup();
    const changes = serveDeliveries([{ ...onItsWay, state: 'READY' }]);
    renderApp('/dashboard/courier', { user: staffUser });
    const card = await screen.findByRole('article', { name: '41. rendelés' }, coldLoad);
    expect(within(card).getByText('Elkészült, átvételre vár')).toBeVisible();
    expect(within(card).getByText('Beszedendő: 5 470 Ft')).toBeVisible();
    // Nothing is delivered or paid before the courier has the bag.
    expect(within(card).queryByRole('button', { name: /Kiszállítva|Fizetve/ })).toBeNull();
    await user.click(within(card).getByRole('button', { name: 'Átvettem (41. rendelés)' }));
    await waitFor(() => expect(within(card).queryByText('Elkészült, átvételre vár')).toBeNull());
    expect(within(card).getByRole('button', { name: 'Kiszállítva (41. rendelés)' })).toBeVisible();
    expect(changes).toEqual([{ id: 41, state: 'DELIVERING' }]);
  });

  it('has the SZÉP card collected at the door like a bank card: the total, no change, and "Paid"', async () => {
    const user = userEvent.setup();
    const changes = serveDeliveries([{ ...onItsWay, payment: 'SZEP_CARD', payWith: null }]);
    renderApp('/dashboard/courier', { user: staffUser });
    const card = await screen.findByRole('article', { name: '41. rendelés' }, coldLoad);
    expect(within(card).getByText('Beszedendő: 5 470 Ft')).toBeVisible();
    expect(within(card).getByText('SZÉP-kártya átvételkor')).toBeVisible();
    expect(within(card).queryByText(/visszajáró/)).toBeNull();
    await user.click(within(card).getByRole('button', { name: 'Fizetve (41. rendelés)' }));
    await waitFor(() => expect(changes).toEqual([{ id: 41, payed: true }]));
  });

  it.each(['CREDIT_CARD_ONLINE', 'SZEP_CARD_ONLINE'] as const)(
    'says "paid online" for an order paid %s, with nothing to collect and no "Paid"',
    async (payment) => {
      serveDeliveries([{ ...onItsWay, payment, payed: true, payWith: null }]);
      renderApp('/dashboard/courier', { user: staffUser });
      const card = await screen.findByRole('article', { name: '41. rendelés' }, coldLoad);
      expect(within(card).getByText('Online fizetve')).toBeVisible();
      expect(within(card).queryByText(/Beszedendő/)).toBeNull();
      expect(within(card).queryByRole('button', { name: /Fizetve/ })).toBeNull();
    },
  );

  it('shows the server-error toast when marking fails, and keeps the order', async () => {
    const user = userEvent.setup();
    serveApi(dashboardBasics([onItsWay]));
    renderApp('/dashboard/courier', { user: staffUser });
    const card = await screen.findByRole('article', { name: '41. rendelés' }, coldLoad);
    await user.click(within(card).getByRole('button', { name: /Kiszállítva/ }));
    expect(await screen.findByText(/Szerverhiba/)).toBeVisible();
    expect(screen.getByRole('article', { name: '41. rendelés' })).toBeVisible();
  });
});
