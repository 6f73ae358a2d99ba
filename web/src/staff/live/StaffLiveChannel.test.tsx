import type { Order } from '@konyha/domain/orders/order.schemas';
import { QueryClient } from '@tanstack/react-query';
import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { i18n } from '../../i18n/i18n.ts';
import { useToasts } from '../../lib/toasts/store.ts';
import { Toasts as ToastStack } from '../../lib/toasts/Toasts.tsx';
import { chickenWithOptions } from '../../test/orderLines.ts';
import { renderWithProviders, staffUser } from '../../test/render.tsx';
import { stubApi } from '../../test/stubApi.ts';
import { anOrder } from '../orders/testing.ts';
import { orderKeys } from '../shared/api/orderCache.ts';
import * as live from './liveUpdates.ts';
import {
  FIRST_READ_DELAY_MS,
  type LiveConnect,
  type LiveHandlers,
  StaffLiveChannel,
} from './StaffLiveChannel.tsx';

const dayKey = orderKeys.day('2026-11-22');

describe('live channel messages', () => {
  it('puts a new order into today and its day, with the orange toast', () => {
    const client = new QueryClient();
    client.setQueryData(orderKeys.today, [anOrder({ id: 1 })]);
    client.setQueryData(dayKey, []);
    const order = anOrder({ id: 2, orderDate: '2026-11-22T09:00:00+01:00' });
    expect(live.receiveMessage(client, live.NEW_ORDER_DESTINATION, JSON.stringify(order))).toBe('newOrder');
    expect(client.getQueryData<Order[]>(orderKeys.today)?.map((o) => o.id)).toEqual([2, 1]);
    expect(client.getQueryData<Order[]>(dayKey)?.map((o) => o.id)).toEqual([2]);
  });

  it('applies another staff member’s change to every list that shows the order', () => {
    const client = new QueryClient();
    client.setQueryData(orderKeys.today, [anOrder()]);
    const pageKey = [...orderKeys.pages, { pageNo: 0, sortBy: 'date', ascending: false }];
    client.setQueryData(pageKey, { orders: [anOrder(), anOrder({ id: 7 })], count: 2 });
    const changed = anOrder({ state: 'DELIVERING', payed: true });
    expect(live.receiveMessage(client, live.ORDER_UPDATE_DESTINATION, JSON.stringify(changed))).toBe(
      'update',
    );
    expect(client.getQueryData<Order[]>(orderKeys.today)).toEqual([changed]);
    expect(client.getQueryData<{ orders: Order[] }>(pageKey)?.orders.map((o) => o.state)).toEqual([
      'DELIVERING',
      'NEW',
    ]);
  });

  it('ignores a body that is not an order', () => {
    const client = new QueryClient();
    client.setQueryData(orderKeys.today, []);
    expect(live.receiveMessage(client, live.NEW_ORDER_DESTINATION, 'not json')).toBeUndefined();
    expect(live.receiveMessage(client, live.NEW_ORDER_DESTINATION, '{"hello":1}')).toBeUndefined();
    expect(client.getQueryData(orderKeys.today)).toEqual([]);
  });

  it('shows another staff member’s busy mode at once, and ignores a body that is not a busy state', () => {
    const client = new QueryClient();
    const paused = { extraMinutes: null, extraUntil: null, pausedUntil: '2026-11-24T19:30:00.000Z' };
    expect(live.receiveMessage(client, live.BUSY_DESTINATION, JSON.stringify(paused))).toBeUndefined();
    expect(client.getQueryData(['order', 'busy'])).toEqual(paused);
    live.receiveMessage(client, live.BUSY_DESTINATION, '{"id":3,"state":"NEW"}');
    live.receiveMessage(client, live.BUSY_DESTINATION, 'not json');
    expect(client.getQueryData(['order', 'busy'])).toEqual(paused);
    expect(client.getQueryData(orderKeys.today)).toBeUndefined();
  });

  it('reads every order list again once it listens', () => {
    const client = new QueryClient();
    const invalidate = vi.spyOn(client, 'invalidateQueries');
    live.refetchOnConnect(client);
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['orders'] });
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['events'] });
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['order', 'busy'] });
  });

  it('reads the token of a stored, unexpired login only', () => {
    expect(live.storedToken()).toBeUndefined();
    localStorage.setItem('konyha.session', JSON.stringify({ token: 'abc', expiresAt: Date.now() + 1000 }));
    expect(live.storedToken()).toBe('abc');
    localStorage.setItem('konyha.session', JSON.stringify({ token: 'abc', expiresAt: Date.now() - 1 }));
    expect(live.storedToken()).toBeUndefined();
  });
});

function Toasts() {
  return (
    <ul>
      {useToasts().map((toast) => (
        <li key={toast.id} data-kind={toast.kind}>
          {toast.messageKey}
        </li>
      ))}
    </ul>
  );
}

describe('the new-order toast', () => {
  it('names the dishes with their options, and follows a language switch while it is up', async () => {
    renderWithProviders(<ToastStack />);
    const order = anOrder({ products: [chickenWithOptions, ...anOrder().products] });
    act(() => {
      live.receiveMessage(new QueryClient(), live.NEW_ORDER_DESTINATION, JSON.stringify(order));
    });
    expect(screen.getByRole('status')).toHaveTextContent(
      'Új rendelés (#41): Nagy Eszter! 2 × Rántott csirke (Köret: hasábburgonya; Extrák: sajt +300 Ft, hagyma +200 Ft), 2 × Gulyásleves',
    );
    await act(() => i18n.changeLanguage('en'));
    expect(screen.getByRole('status')).toHaveTextContent(
      'New order #41 from Nagy Eszter! 2 × Fried chicken (Side: chips; Extras: cheese +300 Ft, onion +200 Ft), 2 × Goulash soup',
    );
  });
});

describe('StaffLiveChannel', () => {
  it('connects with the staff token, raises the new-order toast and closes on unmount', () => {
    localStorage.setItem('konyha.session', JSON.stringify({ token: 'tok', expiresAt: Date.now() + 60_000 }));
    const close = vi.fn();
    let deliver: (destination: string, body: string) => void = () => {};
    const connect = vi.fn<LiveConnect>((_token, handlers) => {
      deliver = handlers.onMessage;
      return close;
    });
    const view = renderWithProviders(
      <>
        <StaffLiveChannel connect={connect} />
        <Toasts />
      </>,
      { user: staffUser },
    );
    expect(connect).toHaveBeenCalledWith('tok', expect.objectContaining({ onMessage: expect.any(Function) }));
    act(() => deliver(live.NEW_ORDER_DESTINATION, JSON.stringify(anOrder())));
    expect(screen.getByText('staff:live.newOrder')).toHaveAttribute('data-kind', 'newOrder');
    view.unmount();
    expect(close).toHaveBeenCalled();
  });

  it('reads the order lists again each time it starts listening, the first time too', async () => {
    localStorage.setItem('konyha.session', JSON.stringify({ token: 'tok', expiresAt: Date.now() + 60_000 }));
    const api = stubApi({ 'GET /api/order/today': { body: [] } });
    const todayReads = () => api.mock.calls.filter(([url]) => url.startsWith('/api/order/today')).length;
    let handlers: LiveHandlers | undefined;
    const connect = vi.fn<LiveConnect>((_token, given) => {
      handlers = given;
      return () => {};
    });
    renderWithProviders(<StaffLiveChannel connect={connect} />, { user: staffUser });
    await waitFor(() => expect(todayReads()).toBe(1));
    // The list is fresh now, as on a page the server drew: only the channel reads it again, a moment after it first
    // listens, and at once after each reconnect.
    vi.useFakeTimers({ shouldAdvanceTime: true });
    act(() => handlers?.onConnect());
    await act(() => vi.advanceTimersByTimeAsync(FIRST_READ_DELAY_MS - 100));
    expect(todayReads()).toBe(1);
    await act(() => vi.advanceTimersByTimeAsync(100));
    await waitFor(() => expect(todayReads()).toBe(2));
    act(() => handlers?.onConnect());
    await waitFor(() => expect(todayReads()).toBe(3));
    vi.useRealTimers();
  });

  it('stays closed for a customer', () => {
    localStorage.setItem('konyha.session', JSON.stringify({ token: 'tok', expiresAt: Date.now() + 60_000 }));
    const connect = vi.fn<LiveConnect>(() => () => {});
    renderWithProviders(<StaffLiveChannel connect={connect} />, { user: { ...staffUser, role: 'CUSTOMER' } });
    expect(connect).not.toHaveBeenCalled();
  });
});
