import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../i18n/i18n.ts';
import { renderApp } from '../../test/render.tsx';
import { callsTo, serveApi, storeCart } from '../../test/shopApi.ts';

// Loaded before the tests, so the route's lazy import is instant and no test waits for the transform.
await import('./CartPage.tsx');

const couponError = (errorType: string) => (body: unknown) =>
  (body as { coupon?: string }).coupon
    ? { status: 400, body: { errorType, message: 'no' } }
    : {
        orders: [
          { coupon: null, originalPrice: 7470, discountedPrice: 7470, shippingCost: null, total: 7470 },
        ],
      };

async function applyCoupon(code: string) {
  await userEvent.type(await screen.findByLabelText('Kuponkód'), code);
  await userEvent.click(screen.getByRole('button', { name: 'Beváltás' }));
}

describe('the cart screen', () => {
  it('says the cart is empty and links to the menu', async () => {
    serveApi();
    renderApp('/cart');
    expect(await screen.findByText('A kosarad üres.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Válogass az étlapról' })).toHaveAttribute(
      'href',
      '/foods/appetisers',
    );
  });

  it('shows the items, the delivery time and the server prices; − is disabled at 1', async () => {
    serveApi();
    storeCart(1);
    renderApp('/cart');
    expect(await screen.findByText('Várható kiszállítási idő: kb. 60 perc')).toBeInTheDocument();
    expect(await screen.findByText('Gulyásleves')).toBeInTheDocument();
    const less = screen.getByRole('button', { name: 'Eggyel kevesebb: Gulyásleves' });
    expect(less).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Eggyel több: Gulyásleves' }));
    expect(screen.getByLabelText('Gulyásleves: 2 db')).toBeInTheDocument();
    expect(less).toBeEnabled();
    expect(await screen.findByText('A cím megadása után számoljuk')).toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByText('4 980 Ft').length).toBeGreaterThan(0));
  });

  it('adds busy mode’s extra minutes to the delivery time while they last', async () => {
    const until = new Date(Date.now() + 30 * 60_000).toISOString();
    serveApi({ 'GET /api/order/busy': () => ({ extraMinutes: 15, extraUntil: until, pausedUntil: null }) });
    storeCart(1);
    renderApp('/cart');
    expect(await screen.findByText('Várható kiszállítási idő: kb. 75 perc')).toBeInTheDocument();
  });

  it('disables the way to payment below the minimum order value and names the minimum', async () => {
    serveApi();
    storeCart(1);
    renderApp('/cart');
    const toPayment = await screen.findByRole('button', { name: 'Tovább a fizetéshez' });
    const message = await screen.findByText(/legalább 3 000 Ft értékben rendelj/);
    await waitFor(() => expect(toPayment).toBeDisabled());
    expect(toPayment).toHaveAccessibleDescription(message.textContent ?? '');
    await userEvent.click(screen.getByRole('button', { name: 'Eggyel több: Gulyásleves' }));
    await waitFor(() => expect(toPayment).toBeEnabled());
    expect(screen.getByText('Minimális rendelési érték: 3 000 Ft')).toBeInTheDocument();
  });

  it('removes a line with a short confirmation, and the last line empties the cart', async () => {
    serveApi();
    storeCart(2);
    renderApp('/cart');
    await userEvent.click(await screen.findByRole('button', { name: 'Eltávolítás: Gulyásleves' }));
    expect(await screen.findByText('Gulyásleves kikerült a kosárból')).toBeInTheDocument();
    expect(screen.getByText('A kosarad üres.')).toBeInTheDocument();
  });

  it('applies a coupon, refuses a second one, and takes it off again', async () => {
    const api = serveApi();
    storeCart(3);
    renderApp('/cart');
    await applyCoupon('   ');
    expect(callsTo(api, 'POST /api/order/calculate').some((call) => call.body.coupon)).toBe(false);
    await applyCoupon('konyha10');
    expect(await screen.findByText('Beváltott kupon: KONYHA10 (10% kedvezmény)')).toBeInTheDocument();
    await applyCoupon('MASIK');
    expect(await screen.findByText('Egyszerre csak egy kupon használható.')).toBeInTheDocument();
    expect(screen.getByLabelText('Kuponkód')).toHaveAccessibleDescription(
      'Egyszerre csak egy kupon használható.',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Kupon eltávolítása' }));
    expect(screen.queryByText(/Beváltott kupon/)).not.toBeInTheDocument();
  });

  it.each([
    ['INVALID_COUPON', 'Érvénytelen kupon.'],
    ['INACTIVE_COUPON', 'Érvénytelen kupon.'],
    ['USED_COUPON', 'Egyszerre csak egy kupon használható.'],
    ['TOO_MANY_REQUESTS', 'Túl sok érvénytelen kuponkód. Próbáld újra néhány perc múlva!'],
  ])('answers %s with its message', async (errorType, text) => {
    serveApi({ 'POST /api/order/calculate': couponError(errorType) });
    storeCart(3);
    renderApp('/cart');
    await applyCoupon('NEM');
    expect(await screen.findByText(text)).toBeInTheDocument();
  });

  it('shows the server-error toast for any other coupon failure', async () => {
    serveApi({ 'POST /api/order/calculate': couponError('SERVER_ERROR') });
    storeCart(3);
    renderApp('/cart');
    await applyCoupon('NEM');
    expect(await screen.findByText(/Szerverhiba!/)).toBeInTheDocument();
  });

  it('warns that the card payment failed when the bank page was cancelled', async () => {
    serveApi();
    storeCart(3);
    const { router } = renderApp('/cart?payment=rejected');
    expect(await screen.findByText(/Sikertelen kártyás fizetés!/)).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  // Where the payment provider's page sends the guest back without a payment (issue 27).
  it.each([
    ['cancelled', 'Megszakítottad a fizetést; a kosarad megmaradt, bármikor újrapróbálhatod.'],
    ['timeout', /^Lejárt a fizetési oldal ideje, a fizetés nem történt meg\./],
    ['failed', /^A bank nem hagyta jóvá a fizetést\./],
  ])('tells why the payment did not happen when it comes back %s, once', async (outcome, text) => {
    serveApi();
    storeCart(3);
    const { router } = renderApp(`/cart?payment=${outcome}`);
    expect(await screen.findByText(text)).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.search).toBe(''));
    // The cart is still there to try again.
    expect(await screen.findByText('Gulyásleves')).toBeInTheDocument();
  });

  it.each([
    ['cancelled', 'You cancelled the payment; your cart is still here, so you can try again at any time.'],
    [
      'timeout',
      'The payment page timed out and nothing was paid. Your cart is still here: please try again.',
    ],
    ['failed', 'The bank did not approve the payment. Try again, or choose another payment method.'],
  ])('tells it in English too (%s)', async (outcome, text) => {
    await i18n.changeLanguage('en');
    serveApi();
    storeCart(3);
    renderApp(`/cart?payment=${outcome}`);
    expect(await screen.findByText(text)).toBeInTheDocument();
  });
});
