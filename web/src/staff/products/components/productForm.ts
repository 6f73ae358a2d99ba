import { zodResolver } from '@hookform/resolvers/zod';
import { defaultProductVatRate } from '@konyha/domain/accounting/vat';
import { productInputSchema } from '@konyha/domain/menu/product-form';
import type { Product } from '@konyha/domain/menu/products';
import { type FieldPath, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { validationText } from '../../shared/validation.ts';
import type { ProductValues } from '../api/adminProducts.ts';

// The domain schema's refine hides its input type (unknown); the form's values have the output's shape.
export const productResolver = zodResolver(
  productInputSchema as unknown as z.ZodType<ProductValues, ProductValues>,
);

// Empty strings, not undefined: a reset to undefined would leave the old text in the inputs.
const blank = '' as never;
export const emptyProduct: ProductValues = {
  name: '',
  nameEnglish: '',
  description: '',
  descriptionEnglish: '',
  type: blank,
  group: blank,
  allergenics: [],
  price: blank,
  loquuId: blank,
  orderable: undefined as unknown as boolean,
  optionGroupIds: [],
  dailyPortions: null,
  soldOutToday: false,
  vatRate: defaultProductVatRate,
  deposit: 0,
  ntakCategory: undefined,
  ntakSubCategory: undefined,
  availability: [],
};

/**
 * What the form edits of a product: its groups by id, without what only the server sets (portions left, photo) or
 * what is set per group (the group's windows).
 */
export const productValuesOf = ({
  id: _id,
  optionGroups,
  portionsLeft: _left,
  photo: _photo,
  groupAvailability: _groupWindows,
  ...values
}: Product): ProductValues => ({ ...values, optionGroupIds: optionGroups.map((group) => group.id) });

/** The translated error of a product field in the surrounding form. */
export function useProductErrors() {
  const { t } = useTranslation('staff');
  const { getFieldState, getValues, formState } = useFormContext<ProductValues>();
  return (name: FieldPath<ProductValues>) => {
    const message = getFieldState(name, formState).error?.message;
    if (!message) return undefined;
    // An enum left empty reads as 'required', not as 'invalid value'.
    return validationText(t, getValues(name) ? message : 'required');
  };
}
