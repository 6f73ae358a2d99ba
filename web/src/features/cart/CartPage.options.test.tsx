import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { loadCart } from '../../lib/cartStore.ts';
import { coldLoad, renderApp } from '../../test/render.tsx';
import { callsTo, chickenWithoutFries, goulash, serveApi, storeLines } from '../../test/shopApi.ts';

// Loaded before the tests, so the lazy imports are instant and no test waits for the transform.
await import('./CartPage.tsx');

const stored = () => JSON.parse(localStorage.getItem('konyha.cart') ?? 'null')?.products;
const fries = 'Rántott csirke (Köret: Hasábburgonya)';
const mash = 'Rántott csirke (Köret: Burgonyapüré, Extrák: Sajt)';

describe('cart lines with options', () => {
  it('shows each line’s options and unit price, changes quantities per line, and sends the options to be priced', async () => {
    const api = serveApi();
    storeLines([
      { productId: 2, quantity: 1, options: [11] },
      { productId: 2, quantity: 1, options: [13, 21] },
    ]);
    renderApp('/cart');
    expect(await screen.findByText('Köret: Burgonyapüré')).toBeInTheDocument();
    expect(screen.getByText('Extrák: Sajt')).toBeInTheDocument();
    expect(screen.getAllByText('3 640 Ft').length).toBeGreaterThan(0);
    await userEvent.click(screen.getByRole('button', { name: `Eggyel több: ${mash}` }));
    expect(screen.getByLabelText(`${mash}: 2 db`)).toBeInTheDocument();
    expect(screen.getByLabelText(`${fries}: 1 db`)).toBeInTheDocument();
    await waitFor(() =>
      expect(callsTo(api, 'POST /api/order/calculate').at(-1)?.body.products).toEqual([
        { id: 2, quantity: 1, options: [11] },
        { id: 2, quantity: 2, options: [13, 21] },
      ]),
    );
  });

  it('keeps the options when the page is loaded again, and loads a cart stored before options', async () => {
    serveApi();
    storeLines([
      { productId: goulash.id, quantity: 1 },
      { productId: 2, quantity: 2, options: [13, 21] },
    ]);
    loadCart();
    renderApp('/cart');
    expect(await screen.findByLabelText(`${mash}: 2 db`)).toBeInTheDocument();
    expect(screen.getByLabelText('Gulyásleves: 1 db')).toBeInTheDocument();
  });

  it('flags a line whose option ran out and blocks payment until it is chosen again', async () => {
    serveApi({ 'GET /api/product/foods': () => ({ products: [goulash, chickenWithoutFries] }) });
    storeLines([{ productId: 2, quantity: 2, options: [11] }]);
    renderApp('/cart');
    expect(await screen.findByText('Ez a tétel módosult: válaszd újra a feltéteket')).toBeInTheDocument();
    const toPayment = screen.getByRole('button', { name: 'Tovább a fizetéshez' });
    expect(toPayment).toBeDisabled();
    expect(toPayment).toHaveAccessibleDescription(/Egy tétel módosult/);

    const chooseAgain = screen.getByRole('button', { name: 'Feltétek újraválasztása' });
    await userEvent.click(chooseAgain);
    // The dialog's code loads on first use.
    const dialog = await screen.findByRole('dialog', { name: 'Rántott csirke' }, coldLoad);
    expect(within(dialog).getByRole('radio', { name: /Hasábburgonya/ })).toBeDisabled();
    await userEvent.click(within(dialog).getByRole('radio', { name: /Burgonyapüré/ }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Mentés' }));

    expect(stored()).toEqual([{ productId: 2, quantity: 2, options: [13] }]);
    expect(screen.queryByText(/Ez a tétel módosult/)).not.toBeInTheDocument();
    await waitFor(() => expect(toPayment).toBeEnabled());
  });

  it('lets the guest remove a changed line instead', async () => {
    serveApi({ 'GET /api/product/foods': () => ({ products: [goulash, chickenWithoutFries] }) });
    storeLines([
      { productId: goulash.id, quantity: 2 },
      { productId: 2, quantity: 1, options: [11] },
    ]);
    renderApp('/cart');
    await screen.findByText('Ez a tétel módosult: válaszd újra a feltéteket');
    await act(() => userEvent.click(screen.getByRole('button', { name: `Eltávolítás: ${fries}` })));
    expect(screen.queryByText(/Ez a tétel módosult/)).not.toBeInTheDocument();
    expect(stored()).toEqual([{ productId: 1, quantity: 2, options: [] }]);
  });
});
