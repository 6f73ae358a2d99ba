import type { Product } from '@konyha/domain/menu/products';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render.tsx';
import { stubApi } from '../../../test/stubApi.ts';
import { extras, sauces, sides } from '../../options/testing.ts';
import { ProductForm } from './ProductForm.tsx';

const schnitzel: Product = {
  id: 7,
  name: 'Rántott csirke',
  nameEnglish: 'Fried chicken',
  description: '',
  descriptionEnglish: '',
  price: 3290,
  type: 'FOOD',
  group: 'POULTRY',
  orderable: true,
  allergenics: [],
  loquuId: 201,
  optionGroups: [sides],
  soldOutToday: false,
  dailyPortions: 30,
  portionsLeft: 12,
  photo: null,
  vatRate: 27,
  deposit: 0,
  ntakCategory: 'ETEL',
  ntakSubCategory: 'FOETEL',
  availability: [],
  groupAvailability: [],
};

function renderForm(onSave = vi.fn(async () => undefined)) {
  stubApi({ 'GET /api/product/option-groups': { body: { optionGroups: [sides, extras, sauces] } } });
  renderWithProviders(
    <ProductForm product={schnitzel} mainFieldsEditable submitLabel="Mentés" onSave={onSave} />,
  );
  return onSave;
}

describe('ProductForm: option groups and stock', () => {
  it('sends the option groups in the chosen order, the daily portions and sold out today', async () => {
    const user = userEvent.setup();
    const onSave = renderForm();
    const groups = screen.getByRole('group', { name: 'Feltétek és köretek' });
    const adder = within(groups).getByRole('combobox', { name: 'Opciócsoport hozzáadása' });
    await waitFor(() => expect(within(adder).getByRole('option', { name: 'Szószok' })).toBeInTheDocument());
    expect(within(adder).queryByRole('option', { name: 'Köret választás' })).not.toBeInTheDocument();

    await user.selectOptions(adder, 'Extrák');
    await user.click(within(groups).getByRole('button', { name: 'Hozzáadás' }));
    await user.selectOptions(adder, 'Szószok');
    await user.click(within(groups).getByRole('button', { name: 'Hozzáadás' }));
    await user.click(within(groups).getByRole('button', { name: 'Feljebb: Szószok' }));
    expect(within(groups).getByRole('button', { name: 'Feljebb: Szószok' })).toHaveFocus();
    await user.click(within(groups).getByRole('button', { name: 'Eltávolítás: Köret választás' }));
    expect(
      within(groups)
        .getAllByRole('listitem')
        .map((item) => item.firstChild?.textContent),
    ).toEqual(['Szószok', 'Extrák']);

    const portions = screen.getByRole('textbox', { name: 'Napi adagszám' });
    expect(portions).toHaveValue('30');
    expect(portions).toHaveAccessibleDescription('Ma még 12 adag maradt. Üresen: nincs korlát.');
    await user.clear(portions);
    await user.type(portions, '40');
    await user.click(screen.getByRole('checkbox', { name: 'Ma elfogyott' }));
    await user.click(screen.getByRole('button', { name: 'Mentés' }));

    expect(onSave).toHaveBeenCalledWith(
      expect.objectContaining({ optionGroupIds: [3, 2], dailyPortions: 40, soldOutToday: true }),
    );
  });

  it('sends no portion limit when the daily portions are left empty', async () => {
    const user = userEvent.setup();
    const onSave = renderForm();
    await user.clear(screen.getByRole('textbox', { name: 'Napi adagszám' }));
    await user.click(screen.getByRole('button', { name: 'Mentés' }));
    expect(onSave).toHaveBeenCalledWith(
      expect.objectContaining({ optionGroupIds: [1], dailyPortions: null, soldOutToday: false }),
    );
  });
});
