import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../test/render.tsx';
import { serveApi, storeCart } from '../../test/shopApi.ts';

// Loaded before the tests, so the route's lazy import is instant and no test waits for the transform.
await import('./CardPaymentSuccessPage.tsx');

describe('the card payment success page', () => {
  it('clears the cart, goes home and says the order arrived', async () => {
    serveApi();
    storeCart(3);
    const { router } = renderApp('/pay/card-payment/successful');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(await screen.findByText(/Köszönjük, megkaptuk a rendelésed!/)).toBeInTheDocument();
    expect(localStorage.getItem('konyha.cart')).toBeNull();
  });
});
