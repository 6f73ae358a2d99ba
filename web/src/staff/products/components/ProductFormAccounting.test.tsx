import type { Product } from '@konyha/domain/menu/products';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiRequestError } from '../../../lib/api.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { stubApi } from '../../shared/testApi.ts';
import { ProductForm } from './ProductForm.tsx';

const beer: Product = {
  id: 12,
  name: 'Dreher 0,5 l',
  nameEnglish: 'Dreher 0.5 l',
  description: '',
  descriptionEnglish: '',
  price: 1290,
  type: 'DRINK',
  group: 'BEER',
  orderable: true,
  allergenics: [],
  loquuId: 2201,
  optionGroups: [],
  soldOutToday: false,
  dailyPortions: null,
  portionsLeft: null,
  photo: null,
  vatRate: 10,
  deposit: 50,
  ntakCategory: 'ALKOHOLOSITAL',
  ntakSubCategory: 'SOR',
  availability: [],
  groupAvailability: [],
};

const optionsOf = (select: HTMLElement) =>
  within(select)
    .getAllByRole('option')
    .map((option) => option.textContent);

beforeEach(() => {
  stubApi((url) =>
    url === '/api/settings/vat' ? { body: { rates: [27, 18, 5, 0], deliveryRate: 27 } } : undefined,
  );
});

describe('the product form’s VAT, deposit and NTAK fields', () => {
  it('offers the configured rates and fills in the NTAK categories of the group chosen', async () => {
    const user = userEvent.setup();
    const onSave = vi.fn(async () => undefined);
    renderWithProviders(<ProductForm mainFieldsEditable submitLabel="Mentés" onSave={onSave} />);
    const vat = screen.getByRole('combobox', { name: /ÁFA-kulcs/ });
    expect(await within(vat).findByRole('option', { name: '18%' })).toBeInTheDocument();
    expect(optionsOf(vat)).toEqual(['27%', '18%', '5%', '0%']);
    expect(screen.getByRole('combobox', { name: /NTAK alkategória/ })).toBeDisabled();

    await user.type(screen.getByRole('textbox', { name: /^Név/ }), 'Dreher 0,5 l');
    await user.type(screen.getByRole('textbox', { name: /Angol név/ }), 'Dreher 0.5 l');
    await user.click(screen.getByRole('radio', { name: 'Ital' }));
    await user.selectOptions(screen.getByRole('combobox', { name: /Csoport/ }), 'Sörök');
    expect(screen.getByRole('combobox', { name: /NTAK főkategória/ })).toHaveValue('ALKOHOLOSITAL');
    const sub = screen.getByRole('combobox', { name: /NTAK alkategória/ });
    expect(sub).toHaveValue('SOR');
    expect(optionsOf(sub)).toContain('Bor');
    expect(optionsOf(sub)).not.toContain('Leves');

    await user.type(screen.getByRole('textbox', { name: /^Ár/ }), '1290');
    await user.type(screen.getByRole('textbox', { name: /Loquu ID/ }), '2201');
    await user.type(screen.getByRole('textbox', { name: /Betétdíj/ }), '50');
    await user.click(screen.getByRole('radio', { name: 'Igen' }));
    await user.click(screen.getByRole('button', { name: 'Mentés' }));
    expect(onSave).toHaveBeenCalledWith(
      expect.objectContaining({
        vatRate: 27,
        deposit: 50,
        ntakCategory: 'ALKOHOLOSITAL',
        ntakSubCategory: 'SOR',
      }),
    );
  });

  it('clears a sub-category of another main category, and keeps a product’s rate that is no longer configured', async () => {
    const user = userEvent.setup();
    renderWithProviders(
      <ProductForm product={beer} mainFieldsEditable submitLabel="Mentés" onSave={vi.fn()} />,
    );
    const vat = screen.getByRole('combobox', { name: /ÁFA-kulcs/ });
    expect(await within(vat).findByRole('option', { name: '18%' })).toBeInTheDocument();
    expect(vat).toHaveValue('10');
    expect(screen.getByRole('textbox', { name: /Betétdíj/ })).toHaveValue('50');

    await user.selectOptions(screen.getByRole('combobox', { name: /NTAK főkategória/ }), 'Étel');
    const sub = screen.getByRole('combobox', { name: /NTAK alkategória/ });
    expect(sub).toHaveValue('');
    expect(optionsOf(sub)).toContain('Leves');
  });

  it.each([
    ['vatRate', 'rateNotConfigured', /ÁFA-kulcs/, 'Ez az ÁFA-kulcs nincs a beállítottak között'],
    ['deposit', 'negative', /Betétdíj/, 'Nem lehet negatív'],
    [
      'ntakSubCategory',
      'ntakSubCategoryNotOfCategory',
      /NTAK alkategória/,
      'Ez az alkategória nem tartozik a főkategóriához',
    ],
  ])('shows the server’s refusal of %s at the field', async (field, message, label, text) => {
    const user = userEvent.setup();
    const onSave = vi.fn(async () => {
      throw new ApiRequestError('VALIDATION_ERROR', 400, field, message);
    });
    renderWithProviders(
      <ProductForm
        product={{ ...beer, vatRate: 27 }}
        mainFieldsEditable
        submitLabel="Mentés"
        onSave={onSave}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Mentés' }));
    const control = await screen.findByRole(field === 'deposit' ? 'textbox' : 'combobox', { name: label });
    expect(control).toHaveAccessibleDescription(expect.stringContaining(text));
    expect(control).toHaveAttribute('aria-invalid', 'true');
  });
});
