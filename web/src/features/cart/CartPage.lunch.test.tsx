import type { LunchWeek } from '@konyha/domain/lunch/lunch-menu.schemas';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { loadCart } from '../../lib/cartStore.ts';
import { renderApp } from '../../test/render.tsx';
import { callsTo, serveApi } from '../../test/shopApi.ts';

await import('./CartPage.tsx');

const monday = '2026-11-23';
const week: LunchWeek = {
  week: '2026-W48',
  days: [
    {
      date: monday,
      window: { from: '11:00', to: '15:00' },
      variants: [
        {
          id: 31,
          code: 'A',
          price: 2490,
          mainOnlyPrice: 1990,
          soup: { productId: null, name: 'Gulyásleves', nameEnglish: 'Goulash soup', allergenics: [] },
          main: { productId: null, name: 'Lecsó', nameEnglish: 'Letcho', allergenics: ['VEGETARIAN'] },
          portions: 20,
          vatRate: 27,
          portionsLeft: 20,
        },
      ],
    },
  ],
};
const summary = {
  coupon: null,
  originalPrice: 4480,
  discountedPrice: 4480,
  shippingCost: null,
  deposit: 0,
  total: 4480,
};

function storeLunch(lines: object[]) {
  localStorage.setItem(
    'konyha.cart',
    JSON.stringify({ expire: Date.now() + 60 * 60 * 1000, products: [], lunch: lines, coupon: null }),
  );
  loadCart();
}
const storedLunch = () => JSON.parse(localStorage.getItem('konyha.cart') ?? 'null')?.lunch;

describe('lunch menus in the cart', () => {
  it('names each by its code with its day, soup and main and price, and sends it to be priced', async () => {
    const api = serveApi({
      'GET /api/lunch-menu': () => week,
      'POST /api/order/calculate': () => ({ orders: [summary] }),
    });
    storeLunch([
      { lunchVariantId: 31, date: monday, quantity: 1, mainOnly: false, forName: null },
      { lunchVariantId: 31, date: monday, quantity: 1, mainOnly: true, forName: null },
    ]);
    renderApp('/cart');
    // Spoken with its day, soup and main, as a dish line is with its options.
    const set = 'A menü (november 23., hétfő, Leves: Gulyásleves, Főétel: Lecsó)';
    expect(await screen.findByLabelText(`${set}: 1 db`)).toBeInTheDocument();
    expect(
      screen.getByLabelText('A menü, csak főétel (november 23., hétfő, Főétel: Lecsó): 1 db'),
    ).toBeInTheDocument();
    expect(screen.getAllByText('Leves: Gulyásleves')).toHaveLength(1);
    expect(screen.getAllByText('Főétel: Lecsó')).toHaveLength(2);
    expect(screen.getAllByText('november 23., hétfő')).toHaveLength(2);
    expect(screen.getAllByText('1 990 Ft').length).toBeGreaterThan(0);
    await waitFor(() =>
      expect(callsTo(api, 'POST /api/order/calculate').at(-1)?.body.products).toEqual([
        { lunchVariantId: 31, date: monday, quantity: 1, mainOnly: false, forName: null },
        { lunchVariantId: 31, date: monday, quantity: 1, mainOnly: true, forName: null },
      ]),
    );
  });

  it('takes whom a line is for when the field is left, and keeps it in the stored cart', async () => {
    serveApi({
      'GET /api/lunch-menu': () => week,
      'POST /api/order/calculate': () => ({ orders: [summary] }),
    });
    storeLunch([{ lunchVariantId: 31, date: monday, quantity: 2, mainOnly: false, forName: null }]);
    renderApp('/cart');
    const name = await screen.findByRole('textbox', { name: /^Kinek \(név\): A menü \(/ });
    await userEvent.type(name, 'Kata{Enter}');
    await waitFor(() =>
      expect(storedLunch()).toEqual([expect.objectContaining({ quantity: 2, forName: 'Kata' })]),
    );
    expect(await screen.findByRole('textbox', { name: /^Kinek \(név\): A menü \(/ })).toHaveValue('Kata');
  });
});
