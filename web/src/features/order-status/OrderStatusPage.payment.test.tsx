import { act, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderApp } from '../../test/render.tsx';
import { storeCart } from '../../test/shopApi.ts';
import { stubApi } from '../../test/stubApi.ts';
import { FakeEventSource, newOrder, openedStream, TOKEN } from './testing.ts';

// Loaded before the tests, so the routes' lazy imports are instant.
await import('./OrderStatusPage.tsx');
await import('../checkout/CardPaymentSuccessPage.tsx');

const api = `/api/order-status/${TOKEN}`;
/** Back from the SZÉP card provider's page before its notification arrived. */
const awaiting = {
  ...newOrder,
  payment: 'SZEP_CARD_ONLINE' as const,
  awaitingPayment: true,
  cancellable: false,
};

beforeEach(() => FakeEventSource.install());

describe('an order paid on the SZÉP card provider’s page', () => {
  it('says the payment is pending until the provider confirms it, then shows it paid', async () => {
    stubApi({ [`GET ${api}`]: { body: awaiting } });
    storeCart(2);
    const { router } = renderApp(`/pay/card-payment/successful#status=${TOKEN}`);
    await waitFor(() => expect(router.state.location.pathname).toBe(`/order-status/${TOKEN}`));
    expect(
      await screen.findByText(/Amint a SZÉP-kártya szolgáltató visszaigazolja a fizetést/),
    ).toBeVisible();
    expect(
      screen.getByText('Várjuk, hogy a SZÉP-kártya szolgáltató visszaigazolja a fizetésed.'),
    ).toBeVisible();
    expect(screen.getByText('Online SZÉP-kártya · Fizetés folyamatban')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Rendelés lemondása' })).not.toBeInTheDocument();
    await waitFor(() => expect(localStorage.getItem('konyha.cart')).toBeNull());

    const stream = await openedStream();
    act(() => stream.send({ ...awaiting, awaitingPayment: false, payed: true, cancellable: true }, 3));
    expect(await screen.findByText('Megkaptuk a rendelésed, hamarosan visszaigazoljuk.')).toBeVisible();
    expect(screen.getByText('Online SZÉP-kártya · Fizetve')).toBeVisible();
  });
});
