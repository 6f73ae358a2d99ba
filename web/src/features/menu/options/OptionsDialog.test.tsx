import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../test/render.tsx';
import { chickenWithoutFries, serveApi } from '../../../test/shopApi.ts';

// Loaded before the tests, so the lazy imports are instant and no test waits for the transform.
await import('../MenuPage.tsx');
await import('./OptionsDialog.tsx');

const stored = () => JSON.parse(localStorage.getItem('konyha.cart') ?? 'null')?.products;

async function openChicken() {
  serveApi();
  renderApp('/foods/poultry');
  const add = await screen.findByRole('button', { name: 'Kosárba: Rántott csirke' });
  await userEvent.click(add);
  return { add, dialog: await screen.findByRole('dialog', { name: 'Rántott csirke' }) };
}

describe('choosing a dish’s options', () => {
  it('offers the side as radio buttons with the default chosen and the extras as checkboxes with prices', async () => {
    const { dialog } = await openChicken();
    const side = within(dialog).getByRole('group', { name: /Köret/ });
    expect(within(side).getByRole('radio', { name: /Hasábburgonya/ })).toBeChecked();
    expect(within(side).getByRole('radio', { name: /Burgonyapüré \+300\sFt/ })).not.toBeChecked();
    const extras = within(dialog).getByRole('group', { name: /Extrák.*Legfeljebb 2/ });
    expect(within(extras).getByRole('checkbox', { name: /Sajt \+350\sFt/ })).not.toBeChecked();
    expect(within(dialog).getByText('2 990 Ft')).toBeInTheDocument();
  });

  it('disables a sold-out option and says so', async () => {
    const { dialog } = await openChicken();
    expect(within(dialog).getByRole('radio', { name: 'Rizs elfogyott' })).toBeDisabled();
  });

  it('follows the choice with the price and adds the dish with its options', async () => {
    const { dialog } = await openChicken();
    await userEvent.click(within(dialog).getByRole('radio', { name: /Burgonyapüré/ }));
    await userEvent.click(within(dialog).getByRole('checkbox', { name: /Sajt/ }));
    expect(within(dialog).getByText('3 640 Ft')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Kosárba' }));
    expect(stored()).toEqual([{ productId: 2, quantity: 1, options: [13, 21] }]);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('disables the further extras once the maximum is chosen', async () => {
    const { dialog } = await openChicken();
    await userEvent.click(within(dialog).getByRole('checkbox', { name: /Sajt/ }));
    await userEvent.click(within(dialog).getByRole('checkbox', { name: /Tükörtojás/ }));
    expect(within(dialog).getByRole('checkbox', { name: /Bacon/ })).toBeDisabled();
    await userEvent.click(within(dialog).getByRole('checkbox', { name: /Sajt/ }));
    expect(within(dialog).getByRole('checkbox', { name: /Bacon/ })).toBeEnabled();
  });

  it('keeps "add to cart" disabled until the required side is chosen, saying what is missing', async () => {
    serveApi({
      'GET /api/product/foods': () => ({ products: [chickenWithoutFries] }),
    });
    renderApp('/foods/poultry');
    await userEvent.click(await screen.findByRole('button', { name: 'Kosárba: Rántott csirke' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rántott csirke' });
    const add = within(dialog).getByRole('button', { name: 'Kosárba' });
    expect(add).toBeDisabled();
    expect(add).toHaveAccessibleDescription('Válassz még: Köret');
    await userEvent.click(within(dialog).getByRole('radio', { name: /Burgonyapüré/ }));
    expect(add).toBeEnabled();
  });

  it('closes on Escape without adding, and gives the focus back to the button', async () => {
    const { add } = await openChicken();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(add).toHaveFocus();
    expect(stored()).toBeUndefined();
  });

  it('makes two lines of one dish chosen two ways on the menu', async () => {
    serveApi();
    renderApp('/foods/poultry');
    const add = await screen.findByRole('button', { name: 'Kosárba: Rántott csirke' });
    await userEvent.click(add);
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Kosárba' }));
    await userEvent.click(add);
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('radio', { name: /Burgonyapüré/ }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Kosárba' }));
    expect(stored()).toEqual([
      { productId: 2, quantity: 1, options: [11] },
      { productId: 2, quantity: 1, options: [13] },
    ]);
  });

  it('adds a dish without options at once', async () => {
    serveApi();
    renderApp('/foods/soups');
    await userEvent.click(await screen.findByRole('button', { name: 'Kosárba: Gulyásleves' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(stored()).toEqual([{ productId: 1, quantity: 1, options: [] }]);
  });

  it('speaks English', async () => {
    const { i18n } = await import('../../../i18n/i18n.ts');
    await i18n.changeLanguage('en');
    serveApi();
    renderApp('/foods/poultry');
    await userEvent.click(await screen.findByRole('button', { name: 'Add to cart: Fried chicken' }));
    const dialog = await screen.findByRole('dialog', { name: 'Fried chicken' });
    expect(within(dialog).getByRole('radio', { name: 'Rice sold out' })).toBeDisabled();
    expect(within(dialog).getByRole('group', { name: /Extras.*Up to 2/ })).toBeInTheDocument();
  });
});
