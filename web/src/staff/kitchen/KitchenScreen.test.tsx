import type { Order } from '@konyha/domain/orders/order.schemas';
import { aChickenLine, anOrderLine } from '@konyha/domain/testing/order.fixture';
import { aProduct } from '@konyha/domain/testing/product.fixture';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { coldLoad, renderApp, staffUser, testClient } from '../../test/render.tsx';
import { arrivalMark } from '../live/index.ts';
import { anOrder, dashboardBasics, serveApi } from '../orders/testing.ts';
import { applyOrder } from '../shared/api/orders.ts';
import { cardShownMeasure } from './arrival.ts';

const now = new Date('2026-11-27T16:00:00Z'); // 17:00 in Budapest
const inMinutes = (minutes: number) => new Date(now.getTime() + minutes * 60_000).toISOString();

const newOrder = anOrder({
  id: 41,
  products: [anOrderLine({ productId: 3, quantity: 2 }), aChickenLine()],
  note: 'Csöngessen kétszer',
});
const preOrder = anOrder({ id: 42, preOrderDate: inMinutes(90) });
const cooking = anOrder({ id: 43, state: 'PREPARING', acceptedAt: inMinutes(-5), promisedAt: inMinutes(25) });
const waiting = anOrder({ id: 44, state: 'READY', acceptedAt: inMinutes(-30), promisedAt: inMinutes(5) });
const gone = anOrder({ id: 45, state: 'DELIVERING', acceptedAt: inMinutes(-40), promisedAt: inMinutes(-2) });

/** Today's orders and the kitchen's calls, answered as the server would; the calls made are kept in order. */
function serveKitchen(orders: Order[]) {
  const calls: { call: string; body: unknown }[] = [];
  const move = (id: number, state: Order['state'], extra: Partial<Order> = {}) => {
    const index = orders.findIndex((o) => o.id === id);
    orders[index] = { ...(orders[index] as Order), state, ...extra };
    return { orders: [orders[index]] };
  };
  const record = (call: string, init: RequestInit | undefined) =>
    calls.push({ call, body: init?.body ? JSON.parse(String(init.body)) : undefined });
  serveApi({
    ...dashboardBasics(orders),
    'GET /api/order/today': () => ({ orders }),
    'GET /api/order/estimated-shipping-time': 40,
    'GET /api/product/foods': {
      products: [aProduct({ id: 3, allergenics: ['VEGETARIAN', 'GLUTEN_FREE'] }), aProduct({ id: 5 })],
    },
    'GET /api/product/drinks': { products: [] },
    'POST /api/order/41/accept': (_url: URL, init: RequestInit) => {
      record('POST /api/order/41/accept', init);
      return move(41, 'PREPARING', { acceptedAt: now.toISOString(), promisedAt: inMinutes(45) });
    },
    'POST /api/order/42/start': (_url: URL, init: RequestInit) => {
      record('POST /api/order/42/start', init);
      return move(42, 'PREPARING', { acceptedAt: now.toISOString(), promisedAt: inMinutes(90) });
    },
    'POST /api/order/41/ready': (_url: URL, init: RequestInit) => {
      record('POST /api/order/41/ready', init);
      return move(41, 'READY');
    },
    'PUT /api/order/order': (_url: URL, init: RequestInit) => {
      record('PUT /api/order/order', init);
      const change = JSON.parse(String(init.body)) as { id: number; state: Order['state'] };
      return move(change.id, change.state);
    },
  });
  return calls;
}

const column = (name: string) => screen.getByRole('region', { name: new RegExp(`^${name} \\d+$`) });
const card = (id: number) => screen.getByRole('article', { name: `${id}. rendelés` });

afterEach(() => {
  vi.useRealTimers();
});

describe('the kitchen screen', () => {
  it('shows the open orders in their columns, each with its time, dishes, options, diet marks and note', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now });
    serveKitchen([newOrder, preOrder, cooking, waiting, gone]);
    renderApp('/dashboard/kitchen', { user: staffUser });
    await screen.findByRole('article', { name: '41. rendelés' }, coldLoad);
    const fresh = within(column('Új'));
    expect(fresh.getAllByRole('article').map((a) => a.getAttribute('aria-labelledby'))).toEqual([
      'kitchen-order-41',
      'kitchen-order-42',
    ]);
    expect(within(column('Készül')).getByRole('article', { name: '43. rendelés' })).toBeVisible();
    expect(within(column('Kész, futárra vár')).getByRole('article', { name: '44. rendelés' })).toBeVisible();
    expect(screen.queryByRole('article', { name: '45. rendelés' })).toBeNull();

    const first = within(card(41));
    expect(first.getByText('MIELŐBB')).toBeVisible();
    expect(first.getByText('Még nincs elfogadva')).toBeVisible();
    expect(first.getByText('Gulyásleves')).toBeVisible();
    expect(first.getByText('Rántott csirke')).toBeVisible();
    expect(first.getByText('Köret: hasábburgonya')).toBeVisible();
    expect(await first.findByTitle('Vegetáriánus')).toHaveTextContent('VEG');
    expect(first.getByTitle('Gluténmentes')).toHaveTextContent('GM');
    expect(first.getByText('Csöngessen kétszer')).toBeVisible();
    expect(within(card(42)).getByText('Előrendelés: 18:30')).toBeVisible();
    expect(within(card(42)).getByText('még 1 óra 30 perc')).toBeVisible();
    // The kitchen's tablet needs its room: the order monitor stays off this screen.
    expect(screen.queryByRole('region', { name: 'Rendelésfigyelő' })).toBeNull();
  });

  it('turns a card amber as its promised time nears and red, with words, once it passed', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now });
    serveKitchen([cooking, waiting, anOrder({ ...cooking, id: 46, promisedAt: inMinutes(-3) })]);
    renderApp('/dashboard/kitchen', { user: staffUser });

    await screen.findByRole('article', { name: '43. rendelés' }, coldLoad);
    expect(card(43)).toHaveAttribute('data-urgency', 'calm');
    expect(within(card(43)).getByText('még 25 perc')).toBeVisible();
    expect(card(44)).toHaveAttribute('data-urgency', 'soon');
    expect(within(card(44)).getByText('még 5 perc')).toBeVisible();
    expect(card(46)).toHaveAttribute('data-urgency', 'late');
    expect(within(card(46)).getByText('3 perc késés')).toBeVisible();

    // Twenty minutes later, the screen's clock ticking on: order 43 is amber, order 44 red.
    vi.setSystemTime(new Date(now.getTime() + 20 * 60_000));
    await waitFor(() => expect(card(43)).toHaveAttribute('data-urgency', 'soon'), { timeout: 2500 });
    expect(within(card(43)).getByText('még 5 perc')).toBeVisible();
    expect(card(44)).toHaveAttribute('data-urgency', 'late');
    expect(within(card(44)).getByText('15 perc késés')).toBeVisible();
  });

  it('moves a card on with one tap: accept and start, ready, handed to the courier', {
    timeout: 60_000,
  }, async () => {
    // At the orders' own hour, as the other cards' tests: on the real clock they are hours late, whatever runs.
    vi.useFakeTimers({ toFake: ['Date'], now });
    const user = userEvent.setup();
    const calls = serveKitchen([newOrder, preOrder]);
    renderApp('/dashboard/kitchen', { user: staffUser });

    await screen.findByRole('article', { name: '41. rendelés' }, coldLoad);
    // An order for now nobody accepted: "Start" accepts it with the time the accept dialog would propose.
    expect(await within(card(41)).findByText(/Elfogadja: 45 perc múlva kész\./)).toBeVisible();
    expect(within(card(41)).getByRole('link', { name: /Elutasítás vagy más idő/ })).toHaveAttribute(
      'href',
      '/dashboard/current-orders#order-41',
    );
    await user.click(screen.getByRole('button', { name: 'Kezdés (41. rendelés)' }));
    // Generous waits: under a full test run on a busy CI machine the answer, the list's refresh and the focus have
    // taken more than five seconds.
    const moved = { timeout: 15_000 };
    await waitFor(
      () => expect(within(column('Készül')).getByRole('article', { name: '41. rendelés' })).toHaveFocus(),
      moved,
    );

    await user.click(screen.getByRole('button', { name: 'Kész (41. rendelés)' }));
    await waitFor(
      () =>
        expect(
          within(column('Kész, futárra vár')).getByRole('article', { name: '41. rendelés' }),
        ).toHaveFocus(),
      moved,
    );

    await user.click(screen.getByRole('button', { name: 'Átadva a futárnak (41. rendelés)' }));
    await waitFor(() => expect(screen.queryByRole('article', { name: '41. rendelés' })).toBeNull(), moved);
    await waitFor(
      () => expect(screen.getByRole('heading', { level: 1, name: 'Konyha' })).toHaveFocus(),
      moved,
    );

    // A pre-order starts through its own "start" (the server accepts it for its slot).
    await user.click(screen.getByRole('button', { name: 'Kezdés (42. rendelés)' }));
    await waitFor(() =>
      expect(within(column('Készül')).getByRole('article', { name: '42. rendelés' })).toBeVisible(),
    );

    expect(calls).toEqual([
      { call: 'POST /api/order/41/accept', body: { minutes: 45 } },
      { call: 'POST /api/order/41/ready', body: undefined },
      { call: 'PUT /api/order/order', body: { id: 41, state: 'DELIVERING' } },
      { call: 'POST /api/order/42/start', body: undefined },
    ]);
  });

  it('focuses the card it moved also when the live channel moved the card before the answer came', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now });
    const user = userEvent.setup();
    const client = testClient();
    const inOven = { ...cooking, id: 41 };
    const ready = { ...inOven, state: 'READY' as const };
    serveApi({
      ...dashboardBasics([inOven]),
      'POST /api/order/41/ready': async () => {
        // The server tells every tablet on the live channel as it commits, and this one heard it before its answer.
        applyOrder(client, ready);
        await waitFor(() => expect(within(column('Kész, futárra vár')).getByRole('article')).toBeVisible());
        return { orders: [ready] };
      },
    });
    renderApp('/dashboard/kitchen', { user: staffUser, client });
    await user.click(await screen.findByRole('button', { name: 'Kész (41. rendelés)' }, coldLoad));
    await waitFor(() =>
      expect(
        within(column('Kész, futárra vár')).getByRole('article', { name: '41. rendelés' }),
      ).toHaveFocus(),
    );
  });

  it('shows an order the live channel brings, and measures how soon its card was in the page', async () => {
    const client = testClient();
    serveKitchen([]);
    renderApp('/dashboard/kitchen', { user: staffUser, client });
    expect(await screen.findAllByText('Nincs itt rendelés.', {}, coldLoad)).toHaveLength(3);

    const arrived = anOrder({ id: 47, note: 'Új!' });
    performance.mark(arrivalMark(47));
    applyOrder(client, arrived);
    expect(await within(column('Új')).findByRole('article', { name: '47. rendelés' })).toBeVisible();
    const measures = performance.getEntriesByName(cardShownMeasure, 'measure');
    expect(measures.map((m) => (m as PerformanceMeasure).detail)).toContain(47);
    expect(performance.getEntriesByName(arrivalMark(47), 'mark')).toHaveLength(0);
  });
});
