import type { Product } from '@konyha/domain/menu/products';
import { aProduct } from '@konyha/domain/testing/product.fixture';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders, staffUser } from '../../test/render.tsx';
import { chicken, goulash } from '../../test/shopApi.ts';
import { DishPicker } from './DishPicker.tsx';

// Loaded before the tests, so the lazy options dialog opens at once.
await import('../../features/menu/options/OptionsDialog.tsx');

const soldOut = aProduct({ id: 3, name: 'Túrós csusza', nameEnglish: 'Curd noodles', soldOutToday: true });
const menu = [goulash, chicken, soldOut];

function pickFrom(products: Product[] | undefined) {
  const onPick = vi.fn();
  renderWithProviders(<DishPicker products={products} actionLabel="Csere" onPick={onPick} />, {
    user: staffUser,
  });
  return { onPick, user: userEvent.setup() };
}

describe('picking a dish for staff', () => {
  it('finds a dish by a part of its name typed without accents', async () => {
    const { user } = pickFrom(menu);
    await user.type(screen.getByRole('searchbox', { name: 'Étel keresése' }), 'rantott');
    expect(screen.getByRole('button', { name: 'Csere: Rántott csirke' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Csere: Gulyásleves' })).not.toBeInTheDocument();
    await user.clear(screen.getByRole('searchbox'));
    await user.type(screen.getByRole('searchbox'), 'pizza');
    expect(screen.getByText('Nincs ilyen étel.')).toBeInTheDocument();
  });

  it('picks a dish without options at once, and a sold-out one not at all', async () => {
    const { onPick, user } = pickFrom(menu);
    expect(screen.getByRole('button', { name: 'Csere: Túrós csusza' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Csere: Gulyásleves' }));
    expect(onPick).toHaveBeenCalledExactlyOnceWith(goulash, []);
  });

  it('opens the menu’s options dialog for a dish with options and picks it with the options chosen', async () => {
    const { onPick, user } = pickFrom(menu);
    await user.click(screen.getByRole('button', { name: 'Csere: Rántott csirke' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rántott csirke' });
    await user.click(within(dialog).getByRole('radio', { name: /Burgonyapüré/ }));
    await user.click(within(dialog).getByRole('button', { name: /Csere/ }));
    expect(onPick).toHaveBeenCalledExactlyOnceWith(chicken, [13]);
  });

  it('says it is loading while the dishes are read', () => {
    pickFrom(undefined);
    expect(screen.getByText('Betöltés…')).toBeInTheDocument();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });
});
