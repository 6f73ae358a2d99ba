import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { atTime, fillGuest, openForm, openNow, serveApiOrder } from '../../test/payForm.ts';
import { callsTo } from '../../test/shopApi.ts';

// Loaded before the tests, so the route's lazy import is instant and no test waits for the transform.
await import('./PayPage.tsx');

afterEach(() => vi.unstubAllGlobals());

describe('paying with a SZÉP card', () => {
  it('offers the SZÉP card at the door and online beside cash and the bank cards', async () => {
    await openForm();
    const methods = within(screen.getByRole('group', { name: 'Fizetési mód' }))
      .getAllByRole('radio')
      .map((radio) => radio.closest('label')?.textContent);
    expect(methods).toEqual([
      'Készpénz a futárnál',
      'Bankkártya a futárnál',
      'Online bankkártyás fizetés',
      'SZÉP-kártya átvételkor',
      'Online SZÉP-kártya',
    ]);
  });

  it('places an order with the SZÉP card at the door and shows its page', async () => {
    atTime(openNow);
    const { api, router } = await openForm();
    serveApiOrder(api, Promise.resolve({ orderId: 8, statusUrl: 'http://localhost:8080/order-status/Sz3p' }));
    await fillGuest();
    await userEvent.click(screen.getByRole('radio', { name: 'SZÉP-kártya átvételkor' }));
    // Nothing to fill in: the courier takes the card at the door.
    expect(screen.queryByLabelText('Ezzel fizetek (Ft)')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Rendelés elküldése' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/order-status/Sz3p'));
    expect(callsTo(api, 'POST /api/order/add')[0]?.body).toMatchObject({
      payment: 'SZEP_CARD',
      encryptedCardData: null,
    });
  });

  it('sends an online SZÉP card order without card details and follows the answer to the provider’s page', async () => {
    atTime(openNow);
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    const { api } = await openForm();
    const provider = 'http://localhost:8080/api/payment/hosted/hp_0123456789abcdef0123456789abcdef';
    serveApiOrder(
      api,
      Promise.resolve({ orderId: 9, statusUrl: 'http://localhost:8080/order-status/Tok3n', url: provider }),
    );
    await fillGuest();
    await userEvent.click(screen.getByRole('radio', { name: 'Online SZÉP-kártya' }));
    expect(screen.getByText(/SZÉP-kártya szolgáltató biztonságos oldalán fizetsz/)).toBeVisible();
    expect(screen.queryByLabelText('Kártyaszám')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Rendelés elküldése' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith(provider));
    expect(callsTo(api, 'POST /api/order/add')[0]?.body).toMatchObject({
      payment: 'SZEP_CARD_ONLINE',
      encryptedCardData: null,
    });
    expect(callsTo(api, 'GET /api/crypto/publickey')).toHaveLength(0);
    // The cart stays until the payment went through: the return empties it, a cancel finds it still there.
    expect(localStorage.getItem('konyha.cart')).not.toBeNull();
  });
});
