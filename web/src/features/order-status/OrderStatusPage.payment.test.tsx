import { act, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderApp } from '../../test/render.tsx';
import { sandboxPayments, storeCart } from '../../test/shopApi.ts';
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
    expect(await screen.findByText(/Amint a fizetési szolgáltató visszaigazolja a fizetést/)).toBeVisible();
    expect(screen.getByText('Várjuk, hogy a fizetési szolgáltató visszaigazolja a fizetésed.')).toBeVisible();
    // The order's facts load as a chunk of their own, after the page (a busy runner shows the gap).
    expect(await screen.findByText('Online SZÉP-kártya · Fizetés folyamatban')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Rendelés lemondása' })).not.toBeInTheDocument();
    await waitFor(() => expect(localStorage.getItem('konyha.cart')).toBeNull());

    const stream = await openedStream();
    act(() => stream.send({ ...awaiting, awaitingPayment: false, payed: true, cancellable: true }, 3));
    expect(await screen.findByText('Megkaptuk a rendelésed, hamarosan visszaigazoljuk.')).toBeVisible();
    expect(await screen.findByText('Online SZÉP-kártya · Fizetve')).toBeVisible();
  });
});

describe('an online payment that went back (issue 27)', () => {
  it('says refunded, not "not paid yet"', async () => {
    const refunded = { ...newOrder, payment: 'CREDIT_CARD_ONLINE' as const, payed: false, refunded: true };
    stubApi({ [`GET ${api}`]: { body: refunded } });
    renderApp(`/order-status/${TOKEN}`);
    expect(await screen.findByText('Online bankkártya · Visszautalva')).toBeVisible();
    expect(screen.queryByText(/Még nincs fizetve/)).not.toBeInTheDocument();
  });
});

describe('an order paid online in test mode (issue 27)', () => {
  const paidOnline = { ...newOrder, payment: 'CREDIT_CARD_ONLINE' as const, payed: true };
  const testNotice = /valódi pénz nem mozog/;
  const open = async (order: typeof newOrder, testMode: boolean) => {
    const fetchMock = stubApi({
      [`GET ${api}`]: { body: order },
      'GET /api/settings/payments': { body: { ...sandboxPayments, testMode } },
    });
    renderApp(`/order-status/${TOKEN}`);
    expect(await screen.findByRole('heading', { level: 1, name: '1042. számú rendelés' })).toBeVisible();
    const settingsCalls = () => fetchMock.mock.calls.filter(([url]) => url === '/api/settings/payments');
    return { settingsCalls };
  };

  it('says no real money moved for an online payment in test mode', async () => {
    await open(paidOnline, true);
    expect(await screen.findByText(testNotice)).toBeVisible();
  });

  it('says nothing of it with a real payment provider', async () => {
    const { settingsCalls } = await open(paidOnline, false);
    await waitFor(() => expect(settingsCalls()).toHaveLength(1));
    // The answer is in once its request has settled; give the page a moment to show it.
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.queryByText(testNotice)).not.toBeInTheDocument();
  });

  it('does not ask for an order paid at the door', async () => {
    const { settingsCalls } = await open(newOrder, true);
    expect(settingsCalls()).toHaveLength(0);
    expect(screen.queryByText(testNotice)).not.toBeInTheDocument();
  });
});
