import {
  type NtakCategory,
  ntakCategories,
  ntakDefaultsOfGroup,
  ntakSubCategoriesOf,
} from '@konyha/domain/accounting/ntak';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { Controller, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Field, InputField } from '../../../components/form/Field.tsx';
import { digitsOnly, numberOrUndefined } from '../../../components/form/values.ts';
import type { ProductValues } from '../api/adminProducts.ts';
import { vatSettingsQuery } from '../api/vatRates.ts';
import { useProductErrors } from './productForm.ts';

const categoryKeys = Object.keys(ntakCategories) as NtakCategory[];
// An empty choice is no category (undefined), as the schema has it.
const emptyAsUndefined = (value: string) => (value === '' ? undefined : value) as never;

/**
 * Issue 17: the VAT rate (one of the configured rates), the bottle deposit per unit and NTAK's main and sub category.
 * Choosing a group fills in its NTAK categories; the sub-categories offered follow the main one.
 */
export function ProductAccountingFields() {
  const { t } = useTranslation('staff');
  const { register, watch, setValue, getValues } = useFormContext<ProductValues>();
  const errorOf = useProductErrors();
  const rates = useQuery(vatSettingsQuery).data?.rates ?? [];
  const vatRate = watch('vatRate');
  // The product's own rate stays on offer even when it is no longer configured (the server names that).
  const offered = rates.includes(vatRate) ? rates : [vatRate, ...rates];
  const group = watch('group');
  const category = watch('ntakCategory');
  const subs = category ? ntakSubCategoriesOf[category] : [];

  // A group chosen now (not the one the product was loaded with) brings its NTAK categories.
  const loadedGroup = useRef(group);
  useEffect(() => {
    if (group === loadedGroup.current) return;
    loadedGroup.current = group;
    const defaults = group ? ntakDefaultsOfGroup[group] : undefined;
    if (!defaults) return;
    setValue('ntakCategory', defaults.category);
    setValue('ntakSubCategory', defaults.sub);
  }, [group, setValue]);

  useEffect(() => {
    const sub = getValues('ntakSubCategory');
    if (sub && !(category && ntakSubCategoriesOf[category].includes(sub)))
      setValue('ntakSubCategory', undefined);
  }, [category, getValues, setValue]);

  return (
    <>
      <Field label={t('product.vatRate')} errorText={errorOf('vatRate')} required>
        {(control) => (
          <select {...control} {...register('vatRate', { valueAsNumber: true })}>
            {offered.map((rate) => (
              <option key={rate} value={rate}>
                {t('product.vatRateOption', { rate })}
              </option>
            ))}
          </select>
        )}
      </Field>
      <InputField
        label={t('product.deposit')}
        hint={t('product.depositHint')}
        errorText={errorOf('deposit')}
        type="text"
        inputMode="numeric"
        autoComplete="off"
        maxLength={5}
        {...register('deposit', { setValueAs: (value) => numberOrUndefined(value) ?? 0 })}
        filter={digitsOnly}
      />
      {/* Controlled: a sub-category set with its main one must show once the main one's list is rendered. */}
      <NtakSelect
        name="ntakCategory"
        label={t('product.ntakCategory')}
        hint={t('product.ntakHint')}
        errorText={errorOf('ntakCategory')}
        placeholder={t('product.chooseNtakCategory')}
        options={categoryKeys.map((key) => [key, t(`ntak.categories.${key}`)])}
      />
      <NtakSelect
        name="ntakSubCategory"
        label={t('product.ntakSubCategory')}
        errorText={errorOf('ntakSubCategory')}
        placeholder={t(subs.length ? 'product.chooseNtakCategory' : 'product.chooseNtakCategoryFirst')}
        options={subs.map((key) => [key, t(`ntak.subCategories.${key}`)])}
      />
    </>
  );
}

/** One of NTAK's two selects: empty is no category (undefined, as the schema has it); without options, disabled. */
function NtakSelect(props: {
  name: 'ntakCategory' | 'ntakSubCategory';
  label: string;
  hint?: string;
  errorText: string | undefined;
  placeholder: string;
  options: [value: string, label: string][];
}) {
  const { control: formControl } = useFormContext<ProductValues>();
  return (
    <Controller
      control={formControl}
      name={props.name}
      render={({ field }) => (
        <Field label={props.label} hint={props.hint} errorText={props.errorText}>
          {(control) => (
            <select
              {...control}
              ref={field.ref}
              name={field.name}
              value={field.value ?? ''}
              onBlur={field.onBlur}
              onChange={(event) => field.onChange(emptyAsUndefined(event.target.value))}
              disabled={props.options.length === 0}
            >
              <option value="">{props.placeholder}</option>
              {props.options.map(([value, label]) => (
                <option key={value} value={value}>
                  {label}
                </option>
              ))}
            </select>
          )}
        </Field>
      )}
    />
  );
}
