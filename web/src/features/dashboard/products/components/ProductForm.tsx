import { zodResolver } from '@hookform/resolvers/zod';
import { allergenics, groupsOfType, productTypes } from '@konyha/domain/menu/catalogue';
import { productInputSchema } from '@konyha/domain/menu/product-form';
import type { Product } from '@konyha/domain/menu/products';
import { useEffect, useId } from 'react';
import { Controller, type FieldPath, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { notifyServerError } from '../../../../app/toasts/store.ts';
import buttonStyles from '../../../../components/button.module.css';
import { digitsOnly } from '../../../../components/Field.tsx';
import { Field, FieldError, numberOrUndefined } from '../../shared/Field.tsx';
import styles from '../../shared/forms.module.css';
import { validationText } from '../../shared/validation.ts';
import type { ProductValues } from '../api/adminProducts.ts';

type Values = ProductValues;
// The domain schema's refine hides its input type (unknown); the form's values have the output's shape.
const resolver = zodResolver(productInputSchema as unknown as z.ZodType<Values, Values>);

interface ProductFormProps {
  /** The product being edited; none for a new one. */
  product?: Product;
  /** ADMIN and MANAGER edit every field; a SHOP_ASSISTANT only the orderable choice (SPEC §6). */
  mainFieldsEditable: boolean;
  submitLabel: string;
  /** Saves; a rejection shows the server-error toast, success is the caller's to announce. */
  onSave: (values: ProductValues) => Promise<unknown>;
  /** Empties the form after a save (adding one product after another). */
  resetAfterSave?: boolean;
  onCancel?: () => void;
}

// Empty strings, not undefined: a reset to undefined would leave the old text in the inputs.
const blank = '' as never;
const emptyProduct: Values = {
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
};

const valuesOf = ({ id: _id, ...values }: Product): Values => values;

/** The product form of SPEC §2 and §5, validated by the same domain schema as the server. */
export function ProductForm({
  product,
  mainFieldsEditable,
  submitLabel,
  onSave,
  resetAfterSave,
  onCancel,
}: ProductFormProps) {
  const { t } = useTranslation('admin');
  const { t: shared } = useTranslation();
  const id = useId();
  const form = useForm<Values>({
    resolver,
    defaultValues: product ? valuesOf(product) : emptyProduct,
  });
  const { register, control, formState, watch, setValue, getValues } = form;
  const type = watch('type');
  const groups = type ? groupsOfType(type) : [];

  // The group list follows the category (SPEC §5): a group of the other category is cleared, and so are the
  // allergens of a drink (the schema refuses them, and the form hides them for drinks).
  useEffect(() => {
    const group = getValues('group');
    if (type && group && !groupsOfType(type).includes(group)) setValue('group', '' as Values['group']);
    if (type === 'DRINK' && getValues('allergenics').length > 0) setValue('allergenics', []);
  }, [type, getValues, setValue]);

  const errorOf = (name: FieldPath<Values>) => {
    const message = form.getFieldState(name, formState).error?.message;
    if (!message) return undefined;
    // An enum left empty reads as 'required', not as 'invalid value'.
    return validationText(t, getValues(name) ? message : 'required');
  };

  const submit = form.handleSubmit(
    async (values) => {
      try {
        await onSave(values);
        if (resetAfterSave) form.reset(emptyProduct);
      } catch {
        notifyServerError();
      }
    },
    (errors) => {
      // An assistant cannot see or fix the main fields: a stored product they reject must not fail silently.
      if (!mainFieldsEditable && Object.keys(errors).some((name) => name !== 'orderable'))
        notifyServerError();
    },
  );

  const numberField = (name: 'price' | 'loquuId', maxLength: number) => {
    const registered = register(name, { setValueAs: numberOrUndefined });
    return (
      <Field label={t(`product.${name}`)} error={errorOf(name)} required>
        {(a11y) => (
          <input
            {...a11y}
            type="text"
            inputMode="numeric"
            autoComplete="off"
            maxLength={maxLength}
            {...registered}
            onChange={(event) => {
              event.target.value = digitsOnly(event.target.value);
              return registered.onChange(event);
            }}
          />
        )}
      </Field>
    );
  };

  const textField = (name: 'name' | 'nameEnglish', maxLength: number) => (
    <Field label={t(`product.${name}`)} error={errorOf(name)} required>
      {(a11y) => <input {...a11y} type="text" maxLength={maxLength} {...register(name)} />}
    </Field>
  );

  const descriptionField = (name: 'description' | 'descriptionEnglish') => (
    <div className={styles.wide}>
      <Field label={t(`product.${name}`)} error={errorOf(name)}>
        {(a11y) => <textarea {...a11y} maxLength={500} rows={3} {...register(name)} />}
      </Field>
    </div>
  );

  const choiceError = (name: 'type' | 'orderable') => {
    const text = errorOf(name);
    return { text, id: `${id}-${name}-error`, describedBy: text ? `${id}-${name}-error` : undefined };
  };
  const typeError = choiceError('type');
  const orderableError = choiceError('orderable');

  return (
    <form noValidate onSubmit={submit} className={styles.form}>
      {mainFieldsEditable ? (
        <>
          {textField('name', 120)}
          {textField('nameEnglish', 120)}
          {descriptionField('description')}
          {descriptionField('descriptionEnglish')}
          <fieldset
            className={styles.fieldset}
            aria-describedby={typeError.describedBy}
            aria-invalid={typeError.text ? true : undefined}
          >
            <legend>
              {t('product.type')}
              <span aria-hidden="true"> *</span>
            </legend>
            {productTypes.map((value) => (
              <label key={value} className={styles.choice}>
                <input type="radio" value={value} {...register('type')} />
                {t(`category.${value}`)}
              </label>
            ))}
            <FieldError id={typeError.id} text={typeError.text} />
          </fieldset>
          <Field label={t('product.group')} error={errorOf('group')} required>
            {(a11y) => (
              <select {...a11y} {...register('group')} disabled={groups.length === 0}>
                <option value="">
                  {t(groups.length ? 'product.chooseGroup' : 'product.chooseTypeFirst')}
                </option>
                {groups.map((group) => (
                  <option key={group} value={group}>
                    {shared(`menu.groups.${group}`)}
                  </option>
                ))}
              </select>
            )}
          </Field>
          {type === 'FOOD' ? (
            <fieldset className={`${styles.fieldset} ${styles.wide}`}>
              <legend>{t('product.allergenics')}</legend>
              {allergenics.map((value) => (
                <label key={value} className={styles.choice}>
                  <input type="checkbox" value={value} {...register('allergenics')} />
                  {shared(`menu.allergen.${value}`)}
                </label>
              ))}
            </fieldset>
          ) : null}
          {numberField('price', 7)}
          {numberField('loquuId', 10)}
        </>
      ) : product ? (
        <p className={styles.note}>{t('product.assistantNote')}</p>
      ) : null}
      <Controller
        control={control}
        name="orderable"
        render={({ field }) => (
          <fieldset
            className={styles.fieldset}
            aria-describedby={orderableError.describedBy}
            aria-invalid={orderableError.text ? true : undefined}
          >
            <legend>
              {t('product.orderable')}
              <span aria-hidden="true"> *</span>
            </legend>
            {[true, false].map((value) => (
              <label key={String(value)} className={styles.choice}>
                <input
                  type="radio"
                  name={field.name}
                  value={String(value)}
                  checked={field.value === value}
                  onChange={() => field.onChange(value)}
                  onBlur={field.onBlur}
                  ref={value ? field.ref : undefined}
                />
                {t(value ? 'common.yes' : 'common.no')}
              </label>
            ))}
            <FieldError id={orderableError.id} text={orderableError.text} />
          </fieldset>
        )}
      />
      <div className={styles.actions}>
        <button
          type="submit"
          className={`${buttonStyles.button} ${buttonStyles.primary}`}
          disabled={formState.isSubmitting}
        >
          {submitLabel}
        </button>
        {onCancel ? (
          <button
            type="button"
            className={`${buttonStyles.button} ${buttonStyles.secondary}`}
            onClick={onCancel}
          >
            {t('common.cancel')}
          </button>
        ) : null}
      </div>
    </form>
  );
}
