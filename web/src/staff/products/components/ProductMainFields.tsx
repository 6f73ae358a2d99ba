import { allergenics, groupsOfType, productTypes } from '@konyha/domain/menu/catalogue';
import { useEffect } from 'react';
import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Field, InputField } from '../../../components/form/Field.tsx';
import { Fieldset } from '../../../components/form/Fieldset.tsx';
import styles from '../../../components/form/form.module.css';
import { digitsOnly, numberOrUndefined } from '../../../components/form/values.ts';
import type { ProductValues } from '../api/adminProducts.ts';
import { useProductErrors } from './productForm.ts';

/** Names, descriptions, category, group, allergens, price and Loquu id: what ADMIN and MANAGER edit (SPEC §6). */
export function ProductMainFields() {
  const { t } = useTranslation('staff');
  const { t: shared } = useTranslation();
  const { register, watch, setValue, getValues } = useFormContext<ProductValues>();
  const errorOf = useProductErrors();
  const type = watch('type');
  const groups = type ? groupsOfType(type) : [];

  // The group list follows the category (SPEC §5): a group of the other category is cleared, and so are the
  // allergens of a drink (the schema refuses them, and the form hides them for drinks).
  useEffect(() => {
    const group = getValues('group');
    if (type && group && !groupsOfType(type).includes(group)) setValue('group', '' as ProductValues['group']);
    if (type === 'DRINK' && getValues('allergenics').length > 0) setValue('allergenics', []);
  }, [type, getValues, setValue]);

  const textField = (name: 'name' | 'nameEnglish') => (
    <InputField
      label={t(`product.${name}`)}
      errorText={errorOf(name)}
      required
      type="text"
      maxLength={120}
      {...register(name)}
    />
  );

  const descriptionField = (name: 'description' | 'descriptionEnglish') => (
    <Field label={t(`product.${name}`)} errorText={errorOf(name)} className={styles.wide}>
      {(control) => <textarea {...control} maxLength={500} rows={3} {...register(name)} />}
    </Field>
  );

  const numberField = (name: 'price' | 'loquuId', maxLength: number) => (
    <InputField
      label={t(`product.${name}`)}
      errorText={errorOf(name)}
      required
      type="text"
      inputMode="numeric"
      autoComplete="off"
      maxLength={maxLength}
      {...register(name, { setValueAs: numberOrUndefined })}
      filter={digitsOnly}
    />
  );

  return (
    <>
      {textField('name')}
      {textField('nameEnglish')}
      {descriptionField('description')}
      {descriptionField('descriptionEnglish')}
      <Fieldset legend={t('product.type')} required errorText={errorOf('type')}>
        {productTypes.map((value) => (
          <label key={value} className={styles.choice}>
            <input type="radio" value={value} {...register('type')} />
            {t(`category.${value}`)}
          </label>
        ))}
      </Fieldset>
      <Field label={t('product.group')} errorText={errorOf('group')} required>
        {(control) => (
          <select {...control} {...register('group')} disabled={groups.length === 0}>
            <option value="">{t(groups.length ? 'product.chooseGroup' : 'product.chooseTypeFirst')}</option>
            {groups.map((group) => (
              <option key={group} value={group}>
                {shared(`menu.groups.${group}`)}
              </option>
            ))}
          </select>
        )}
      </Field>
      {type === 'FOOD' ? (
        <Fieldset legend={t('product.allergenics')} className={styles.wide}>
          {allergenics.map((value) => (
            <label key={value} className={styles.choice}>
              <input type="checkbox" value={value} {...register('allergenics')} />
              {shared(`menu.allergen.${value}`)}
            </label>
          ))}
        </Fieldset>
      ) : null}
      {numberField('price', 7)}
      {numberField('loquuId', 10)}
    </>
  );
}
