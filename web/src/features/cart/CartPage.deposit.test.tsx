import type { Product } from '@konyha/domain/menu/products';
import type { CalculateRequest } from '@konyha/domain/orders/checkout.schemas';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../i18n/i18n.ts';
import { renderApp } from '../../test/render.tsx';
import { goulash, serveApi, storeLines } from '../../test/shopApi.ts';

await import('./CartPage.tsx');

const beer: Product = {
  ...goulash,
  id: 40,
  name: 'Dreher sör',
  nameEnglish: 'Dreher beer',
  price: 990,
  type: 'DRINK',
  group: 'BEER',
  deposit: 50,
  ntakCategory: 'ALKOHOLOSITAL',
  ntakSubCategory: 'SOR',
};

/** The server's answer for beers only: 990 Ft each, 50 Ft deposit each, outside the items' price. */
const beersPriced = (body: unknown) => {
  const quantity = (body as CalculateRequest).products.reduce((sum, line) => sum + line.quantity, 0);
  const items = 990 * quantity;
  return {
    orders: [
      {
        coupon: null,
        originalPrice: items,
        discountedPrice: items,
        shippingCost: null,
        deposit: 50 * quantity,
        total: items + 50 * quantity,
      },
    ],
  };
};

const serveBeers = () =>
  serveApi({
    'GET /api/product/drinks': () => ({ products: [beer] }),
    'POST /api/order/calculate': beersPriced,
  });

const summary = () => screen.findByRole('region', { name: 'Összesítés' });

describe('the cart’s bottle deposit', () => {
  it('shows the deposit as its own line, and a total that includes it, in both languages', async () => {
    serveBeers();
    storeLines([{ productId: beer.id, quantity: 4 }]);
    renderApp('/cart');
    const prices = await summary();
    const deposit = await within(prices).findByText('Betétdíj');
    expect(deposit.nextElementSibling).toHaveTextContent('200 Ft');
    expect(within(prices).getByText('Végösszeg').nextElementSibling).toHaveTextContent('4 160 Ft');

    await i18n.changeLanguage('en');
    const english = await screen.findByRole('region', { name: 'Summary' });
    expect(within(english).getByText('Bottle deposit').nextElementSibling).toHaveTextContent('200 Ft');
  });

  it('leaves the deposit out of the minimum order value', async () => {
    serveBeers();
    // 3 × 990 Ft = 2 970 Ft of items: below the 3 000 Ft minimum even though 3 120 Ft with the deposit.
    storeLines([{ productId: beer.id, quantity: 3 }]);
    renderApp('/cart');
    const toPayment = await screen.findByRole('button', { name: 'Tovább a fizetéshez' });
    // The summary shows its figures once the cart is priced, which may come after the button.
    const total = await within(await summary()).findByText('Végösszeg');
    expect(total.nextElementSibling).toHaveTextContent('3 120 Ft');
    await waitFor(() => expect(toPayment).toBeDisabled());
    expect(screen.getByText(/legalább 3 000 Ft értékben rendelj/)).toBeVisible();
  });

  it('shows no deposit line for a cart without bottles', async () => {
    serveApi();
    storeLines([{ productId: goulash.id, quantity: 2 }]);
    renderApp('/cart');
    const prices = await summary();
    await within(prices).findByText('Végösszeg');
    expect(within(prices).queryByText('Betétdíj')).toBeNull();
  });
});
