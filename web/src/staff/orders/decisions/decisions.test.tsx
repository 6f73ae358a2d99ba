import type { Order } from '@konyha/domain/orders/order.schemas';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Toasts } from '../../../lib/toasts/Toasts.tsx';
import { renderWithProviders, staffUser } from '../../../test/render.tsx';
import { stubApi } from '../../shared/testApi.ts';
import { OrderCard } from '../components/OrderCard.tsx';
import { anOrder, serveApi } from '../testing.ts';

/** A fake server for one order's decisions; the sent bodies are kept by path. */
function serveDecisions(order: Order, answer: (path: string) => Order | 'conflict' = () => order) {
  const sent: Record<string, unknown> = {};
  const decide = (path: string) => (_url: URL, init: RequestInit) => {
    sent[path] = JSON.parse(String(init.body ?? 'null'));
    const result = answer(path);
    if (result === 'conflict') throw new Response();
    return { orders: [result] };
  };
  const fetchMock = serveApi({
    'GET /api/order/estimated-shipping-time': 45,
    'GET /api/settings/alerts': {
      ringEverySeconds: 10,
      escalateAfterMinutes: 3,
      autoRejectAfterMinutes: null,
      preOrderAlertMinutes: 45,
    },
    [`POST /api/order/${order.id}/accept`]: decide('accept'),
    [`POST /api/order/${order.id}/reject`]: decide('reject'),
    [`POST /api/order/${order.id}/cancel`]: decide('cancel'),
    [`POST /api/order/${order.id}/start`]: decide('start'),
  });
  return { sent, fetchMock };
}

describe('accepting a new order', () => {
  it('preselects the choice nearest the delivery time and sends the minutes chosen', async () => {
    const user = userEvent.setup();
    const order = anOrder({ orderDate: new Date().toISOString() });
    const { sent } = serveDecisions(order, () => ({ ...order, state: 'PREPARING' }));
    renderWithProviders(<OrderCard order={order} />, { user: staffUser });

    await user.click(screen.getByRole('button', { name: 'Elfogadás' }));
    const dialog = await screen.findByRole('dialog', { name: 'A(z) 41. rendelés elfogadása' });
    await waitFor(() => expect(within(dialog).getByRole('radio', { name: '45 perc' })).toBeChecked());
    await user.click(within(dialog).getByRole('radio', { name: '60 perc' }));
    await user.click(within(dialog).getByRole('button', { name: 'Elfogadás' }));
    await waitFor(() => expect(sent.accept).toEqual({ minutes: 60 }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('asks for a clock time that has not passed', async () => {
    const user = userEvent.setup();
    const order = anOrder({ orderDate: new Date().toISOString() });
    const { sent } = serveDecisions(order);
    renderWithProviders(<OrderCard order={order} />, { user: staffUser });

    await user.click(screen.getByRole('button', { name: 'Elfogadás' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('radio', { name: 'Adott időpontra' }));
    await user.click(within(dialog).getByRole('button', { name: 'Elfogadás' }));
    expect(within(dialog).getByLabelText(/Elkészül ekkorra/)).toHaveAccessibleDescription('Kötelező');
    expect(sent.accept).toBeUndefined();
  });

  it('accepts a pre-order for its slot, without a time', async () => {
    const user = userEvent.setup();
    const order = anOrder({ preOrderDate: '2026-11-23T18:15:00+01:00' });
    const { sent } = serveDecisions(order);
    renderWithProviders(<OrderCard order={order} />, { user: staffUser });
    await user.click(screen.getByRole('button', { name: 'Elfogadás' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/2026-11-23 18:15/)).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Elfogadás' }));
    await waitFor(() => expect(sent.accept).toEqual({}));
  });

  it('offers "start preparing" on an accepted pre-order that is still new', async () => {
    const user = userEvent.setup();
    const order = anOrder({
      preOrderDate: '2026-11-23T18:15:00+01:00',
      acceptedAt: '2026-11-22T10:06:00+01:00',
    });
    const { fetchMock } = serveDecisions(order, () => ({ ...order, state: 'PREPARING' }));
    renderWithProviders(<OrderCard order={order} />, { user: staffUser });
    expect(screen.queryByRole('button', { name: 'Elfogadás' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Elkészítés indítása' }));
    await waitFor(() =>
      expect(fetchMock).toHaveBeenCalledWith(
        '/api/order/41/start',
        expect.objectContaining({ method: 'POST' }),
      ),
    );
  });
});

describe('rejecting and cancelling', () => {
  it('needs a reason, and a note with "other", then sends both', async () => {
    const user = userEvent.setup();
    const order = anOrder();
    const { sent } = serveDecisions(order, () => ({ ...order, state: 'REJECTED', rejectionReason: 'OTHER' }));
    renderWithProviders(<OrderCard order={order} />, { user: staffUser });

    await user.click(screen.getByRole('button', { name: 'Elutasítás' }));
    const dialog = await screen.findByRole('dialog', { name: 'A(z) 41. rendelés elutasítása' });
    expect(within(dialog).queryByRole('radio', { name: 'A vendég kérte' })).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Elutasítás' }));
    expect(within(dialog).getByRole('group', { name: /Indok/ })).toHaveAccessibleDescription('Kötelező');

    await user.click(within(dialog).getByRole('radio', { name: 'Egyéb' }));
    await user.click(within(dialog).getByRole('button', { name: 'Elutasítás' }));
    const note = within(dialog).getByRole('textbox', { name: /Üzenet a vendégnek/ });
    expect(note).toHaveAttribute('aria-invalid', 'true');
    expect(sent.reject).toBeUndefined();

    await user.type(note, 'Elromlott a sütő');
    await user.click(within(dialog).getByRole('button', { name: 'Elutasítás' }));
    await waitFor(() => expect(sent.reject).toEqual({ reason: 'OTHER', note: 'Elromlott a sütő' }));
  });

  it('offers cancelling an accepted order to a manager, with "the guest asked"', async () => {
    const user = userEvent.setup();
    const order = anOrder({ state: 'PREPARING', acceptedAt: '2026-11-22T10:06:00+01:00' });
    const { sent } = serveDecisions(order, () => ({ ...order, state: 'CANCELLED' }));
    renderWithProviders(<OrderCard order={order} />, { user: staffUser });
    await user.click(screen.getByRole('button', { name: 'Rendelés lemondása' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('radio', { name: 'A vendég kérte' }));
    await user.click(within(dialog).getByRole('button', { name: 'Rendelés lemondása' }));
    await waitFor(() => expect(sent.cancel).toEqual({ reason: 'GUEST_REQUEST' }));
  });

  it('does not offer cancelling to a shop assistant', () => {
    serveDecisions(anOrder());
    const order = anOrder({ state: 'PREPARING', acceptedAt: '2026-11-22T10:06:00+01:00' });
    renderWithProviders(<OrderCard order={order} />, { user: { ...staffUser, role: 'SHOP_ASSISTANT' } });
    expect(screen.queryByRole('button', { name: 'Rendelés lemondása' })).toBeNull();
  });

  it('shows a rejected order with its reason and no state dropdown', () => {
    serveDecisions(anOrder());
    const order = anOrder({ state: 'REJECTED', rejectionReason: 'TOO_BUSY', rejectionNote: 'Bocsánat' });
    renderWithProviders(<OrderCard order={order} />, { user: staffUser });
    expect(screen.getByText('Indok: Túl sok a rendelés – Bocsánat')).toBeVisible();
    expect(screen.queryByRole('combobox')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Elfogadás' })).toBeNull();
  });
});

describe('two tablets deciding at once', () => {
  it('tells the later one that someone else decided', async () => {
    const user = userEvent.setup();
    const order = anOrder();
    const fetchMock = stubApi((url, init) => {
      if (url === '/api/order/41/accept' && init?.method === 'POST')
        return { status: 409, body: { errorType: 'CONFLICT', message: 'PREPARING' } };
      if (url === '/api/order/estimated-shipping-time') return { body: 30 };
      if (url === '/api/order/today') return { body: { orders: [] } };
      return undefined;
    });
    renderWithProviders(
      <>
        <OrderCard order={order} />
        <Toasts />
      </>,
      { user: staffUser },
    );
    await user.click(screen.getByRole('button', { name: 'Elfogadás' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Elfogadás' }));
    expect(await screen.findByText('Erről a rendelésről már valaki más döntött.')).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(fetchMock).toHaveBeenCalledWith('/api/order/41/accept', expect.anything());
  });
});
