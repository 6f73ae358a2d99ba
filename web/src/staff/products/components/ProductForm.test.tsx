import type { Product } from '@konyha/domain/menu/products';
import { aProduct } from '@konyha/domain/testing/product.fixture';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render.tsx';
import { ProductForm } from './ProductForm.tsx';

const soup: Product = aProduct({
  id: 7,
  description: 'Marhahúsos leves',
  descriptionEnglish: 'Beef soup',
  allergenics: ['HOT'],
});

const optionsOf = (select: HTMLElement) =>
  within(select)
    .getAllByRole('option')
    .map((option) => option.textContent);

describe('ProductForm', () => {
  it('offers the groups of the chosen category and clears a group of the other one', async () => {
    const user = userEvent.setup();
    renderWithProviders(<ProductForm mainFieldsEditable submitLabel="Mentés" onSave={vi.fn()} />);
    const group = screen.getByRole('combobox', { name: /Csoport/ });
    expect(group).toBeDisabled();

    await user.click(screen.getByRole('radio', { name: 'Étel' }));
    expect(optionsOf(group)).toContain('Levesek');
    expect(optionsOf(group)).not.toContain('Borok');
    await user.selectOptions(group, 'Levesek');

    await user.click(screen.getByRole('radio', { name: 'Ital' }));
    expect(optionsOf(group)).toContain('Borok');
    expect(optionsOf(group)).not.toContain('Levesek');
    expect(group).toHaveValue('');
  });

  it('shows the allergens for food only', async () => {
    const user = userEvent.setup();
    renderWithProviders(<ProductForm mainFieldsEditable submitLabel="Mentés" onSave={vi.fn()} />);
    expect(screen.queryByRole('group', { name: 'Allergének' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Étel' }));
    const allergens = screen.getByRole('group', { name: 'Allergének' });
    expect(within(allergens).getAllByRole('checkbox')).toHaveLength(4);
    await user.click(screen.getByRole('radio', { name: 'Ital' }));
    expect(screen.queryByRole('group', { name: 'Allergének' })).not.toBeInTheDocument();
  });

  it('saves a drink without the allergens ticked before the category was switched to drink', async () => {
    const user = userEvent.setup();
    const onSave = vi.fn(async () => undefined);
    renderWithProviders(<ProductForm mainFieldsEditable submitLabel="Mentés" onSave={onSave} />);
    await user.type(screen.getByRole('textbox', { name: /^Név/ }), 'Limonádé');
    await user.type(screen.getByRole('textbox', { name: /Angol név/ }), 'Lemonade');
    await user.click(screen.getByRole('radio', { name: 'Étel' }));
    await user.click(screen.getByRole('checkbox', { name: 'Vegetáriánus' }));
    await user.click(screen.getByRole('radio', { name: 'Ital' }));
    await user.selectOptions(screen.getByRole('combobox', { name: /Csoport/ }), 'Üdítők');
    await user.type(screen.getByRole('textbox', { name: /Ár/ }), '990');
    await user.type(screen.getByRole('textbox', { name: /Loquu ID/ }), '2101');
    await user.click(screen.getByRole('radio', { name: 'Igen' }));
    await user.click(screen.getByRole('button', { name: 'Mentés' }));
    expect(onSave).toHaveBeenCalledWith(
      expect.objectContaining({ type: 'DRINK', group: 'SOFT_DRINK', allergenics: [] }),
    );
  });

  it('marks every required field on an empty submit and keeps number inputs to digits', async () => {
    const user = userEvent.setup();
    const onSave = vi.fn();
    renderWithProviders(<ProductForm mainFieldsEditable submitLabel="Mentés" onSave={onSave} />);
    const price = screen.getByRole('textbox', { name: /Ár/ });
    await user.type(price, '12a3');
    expect(price).toHaveValue('123');
    await user.clear(price);
    await user.click(screen.getByRole('button', { name: 'Mentés' }));
    expect(onSave).not.toHaveBeenCalled();
    for (const name of [/^Név/, /Angol név/, /Csoport/, /Ár/, /Loquu ID/])
      expect(
        screen.getByRole(name.source.includes('Csoport') ? 'combobox' : 'textbox', { name }),
      ).toHaveAccessibleDescription('Kötelező');
    expect(screen.getByRole('group', { name: /Kategória/ })).toHaveAccessibleDescription('Kötelező');
    expect(screen.getByRole('group', { name: /Rendelhető/ })).toHaveAccessibleDescription('Kötelező');
  });

  it('saves a complete new product', async () => {
    const user = userEvent.setup();
    const onSave = vi.fn(async () => undefined);
    renderWithProviders(
      <ProductForm mainFieldsEditable resetAfterSave submitLabel="Mentés" onSave={onSave} />,
    );
    await user.type(screen.getByRole('textbox', { name: /^Név/ }), 'Lecsó');
    await user.type(screen.getByRole('textbox', { name: /Angol név/ }), 'Lecso');
    await user.click(screen.getByRole('radio', { name: 'Étel' }));
    await user.selectOptions(screen.getByRole('combobox', { name: /Csoport/ }), 'Köretek');
    await user.click(screen.getByRole('checkbox', { name: 'Vegetáriánus' }));
    await user.type(screen.getByRole('textbox', { name: /Ár/ }), '1990');
    await user.type(screen.getByRole('textbox', { name: /Loquu ID/ }), '555');
    await user.click(screen.getByRole('radio', { name: 'Igen' }));
    await user.click(screen.getByRole('button', { name: 'Mentés' }));
    expect(onSave).toHaveBeenCalledWith({
      name: 'Lecsó',
      nameEnglish: 'Lecso',
      description: '',
      descriptionEnglish: '',
      type: 'FOOD',
      group: 'GARNISH',
      allergenics: ['VEGETARIAN'],
      price: 1990,
      loquuId: 555,
      orderable: true,
      optionGroupIds: [],
      dailyPortions: null,
      soldOutToday: false,
      // Issue 17: the default rate, no deposit, the group's NTAK categories.
      vatRate: 27,
      deposit: 0,
      ntakCategory: 'ETEL',
      ntakSubCategory: 'KORET',
      // Issue 31: no window, always available.
      availability: [],
    });
    expect(screen.getByRole('textbox', { name: /^Név/ })).toHaveValue('');
    expect(screen.getByRole('textbox', { name: /Ár/ })).toHaveValue('');
    expect(screen.getByRole('radio', { name: 'Étel' })).not.toBeChecked();
    expect(screen.getByRole('radio', { name: 'Igen' })).not.toBeChecked();
  });

  it('lets a shop assistant change only the orderable choice and sold out today', async () => {
    const user = userEvent.setup();
    const onSave = vi.fn(async () => undefined);
    renderWithProviders(
      <ProductForm product={soup} mainFieldsEditable={false} submitLabel="Mentés" onSave={onSave} />,
    );
    expect(screen.queryAllByRole('textbox')).toEqual([]);
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
    expect(screen.queryByRole('group', { name: /Kategória/ })).not.toBeInTheDocument();
    const orderable = screen.getByRole('group', { name: /Rendelhető/ });
    expect(within(orderable).getByRole('radio', { name: 'Igen' })).toBeChecked();

    expect(screen.queryByRole('group', { name: 'Feltétek és köretek' })).not.toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Fotó' })).not.toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Mikor rendelhető' })).not.toBeInTheDocument();

    await user.click(within(orderable).getByRole('radio', { name: 'Nem' }));
    await user.click(screen.getByRole('checkbox', { name: 'Ma elfogyott' }));
    await user.click(screen.getByRole('button', { name: 'Mentés' }));
    const {
      id: _id,
      optionGroups: _groups,
      portionsLeft: _left,
      photo: _photo,
      groupAvailability: _groupWindows,
      ...rest
    } = soup;
    expect(onSave).toHaveBeenCalledWith({
      ...rest,
      optionGroupIds: [],
      orderable: false,
      soldOutToday: true,
    });
  });
});
