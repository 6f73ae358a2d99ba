import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../test/render.tsx';
import { serveApi, storeCart } from '../../test/shopApi.ts';

// Loaded before the tests, so the route's lazy import is instant and no test waits for the transform.
await import('./CardPaymentSuccessPage.tsx');

describe('the card payment success page', () => {
  it.each([
    ['goes home without a status link', '/pay/card-payment/successful', '/'],
    [
      "goes to the order's live page the server named in the fragment",
      '/pay/card-payment/successful#status=Tok3n',
      '/order-status/Tok3n',
    ],
  ])('clears the cart, says the order arrived and %s', async (_, path, landing) => {
    serveApi();
    storeCart(3);
    const { router } = renderApp(path);
    await waitFor(() => expect(router.state.location.pathname).toBe(landing));
    expect(await screen.findByText(/Köszönjük, megkaptuk a rendelésed!/)).toBeInTheDocument();
    await waitFor(() => expect(localStorage.getItem('konyha.cart')).toBeNull());
  });
});
