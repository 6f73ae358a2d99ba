import type { PaymentSettings } from '@konyha/domain/payments/payment-settings.schemas';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { atTime, fillGuest, openForm, openNow, serveApiOrder } from '../../test/payForm.ts';
import { callsTo, sandboxPayments } from '../../test/shopApi.ts';

// Loaded before the tests, so the route's lazy import is instant and no test waits for the transform.
await import('./PayPage.tsx');

afterEach(() => vi.unstubAllGlobals());

/** The pay form on a server whose payment settings are `settings` (issue 27). */
const openWith = (settings: Partial<PaymentSettings>) =>
  openForm(null, { 'GET /api/settings/payments': () => ({ ...sandboxPayments, ...settings }) });

const offered = () =>
  within(screen.getByRole('group', { name: 'Fizetési mód' }))
    .getAllByRole('radio')
    .map((radio) => radio.closest('label')?.textContent);

const testNotice = /valódi pénz nem mozog/;

describe('the payment methods the restaurant takes', () => {
  it('offers only the configured methods, in the usual order, and moves off one not offered', async () => {
    await openWith({ methods: ['SZEP_CARD', 'CREDIT_CARD_ONLINE', 'CREDIT_CARD'], testMode: false });
    await waitFor(() =>
      expect(offered()).toEqual([
        'Bankkártya a futárnál',
        'Online bankkártyás fizetés',
        'SZÉP-kártya átvételkor',
      ]),
    );
    // Cash, the usual default, is not taken: the first method offered is chosen instead.
    await waitFor(() => expect(screen.getByRole('radio', { name: 'Bankkártya a futárnál' })).toBeChecked());
    expect(screen.queryByText(testNotice)).not.toBeInTheDocument();
  });

  it('offers only the door methods when the settings cannot be read', async () => {
    await openForm(null, {
      'GET /api/settings/payments': () => ({ status: 503, body: { errorType: 'SERVICE_UNAVAILABLE' } }),
    });
    await waitFor(() =>
      expect(offered()).toEqual(['Készpénz a futárnál', 'Bankkártya a futárnál', 'SZÉP-kártya átvételkor']),
    );
    expect(screen.getByRole('radio', { name: 'Készpénz a futárnál' })).toBeChecked();
  });

  it('says so in test mode and keeps the card form of the sandbox bank', async () => {
    await openWith({ testMode: true });
    const payment = screen.getByRole('group', { name: 'Fizetési mód' });
    expect(await within(payment).findByText(testNotice)).toBeVisible();
    expect(within(payment).getByRole('status')).toHaveTextContent('Teszt mód:');
    await userEvent.click(screen.getByRole('radio', { name: 'Online bankkártyás fizetés' }));
    expect(screen.getByLabelText('Kártyaszám')).toBeVisible();
    expect(screen.queryByText(/SimplePay biztonságos oldalán/)).not.toBeInTheDocument();
  });

  it('sends an online card order without card data and follows the answer to SimplePay’s page', async () => {
    atTime(openNow);
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    const { api } = await openWith({ testMode: false });
    const simplePay = 'https://sandbox.simplepay.hu/pay/pay/pspHU/abc123';
    serveApiOrder(
      api,
      Promise.resolve({ orderId: 9, statusUrl: 'http://localhost:8080/order-status/Tok3n', url: simplePay }),
    );
    await fillGuest();
    await userEvent.click(await screen.findByRole('radio', { name: 'Online bankkártyás fizetés' }));
    expect(
      screen.getByText(
        'A „Rendelés elküldése” gomb után a SimplePay biztonságos oldalán adod meg a kártyaadataidat, majd ' +
          'visszatérsz ide.',
      ),
    ).toBeVisible();
    expect(screen.queryByLabelText('Kártyaszám')).not.toBeInTheDocument();
    expect(screen.queryByText(testNotice)).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Rendelés elküldése' }));

    await waitFor(() => expect(assign).toHaveBeenCalledWith(simplePay));
    expect(callsTo(api, 'POST /api/order/add')[0]?.body).toMatchObject({
      payment: 'CREDIT_CARD_ONLINE',
      encryptedCardData: null,
    });
    expect(callsTo(api, 'GET /api/crypto/publickey')).toHaveLength(0);
    // The cart stays until the payment went through: the way back empties it, a cancel finds it still there.
    expect(localStorage.getItem('konyha.cart')).not.toBeNull();
  });

  it('reads the methods again when the server no longer takes the chosen one', async () => {
    const { api } = await openWith({ testMode: false });
    serveApiOrder(
      api,
      Promise.resolve({
        status: 400,
        body: { errorType: 'PAYMENT_METHOD_UNAVAILABLE', field: 'payment', message: 'no' },
      }),
    );
    await fillGuest();
    await userEvent.click(screen.getByRole('button', { name: 'Rendelés elküldése' }));
    expect(await screen.findByText(/Ez a fizetési mód most nem választható/)).toBeVisible();
    await waitFor(() => expect(callsTo(api, 'GET /api/settings/payments')).toHaveLength(2));
  });
});
