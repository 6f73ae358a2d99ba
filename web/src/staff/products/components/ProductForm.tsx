import type { Product } from '@konyha/domain/menu/products';
import { Controller, useForm, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import buttonStyles from '../../../components/button.module.css';
import { Fieldset } from '../../../components/form/Fieldset.tsx';
import { Form, SubmitButton } from '../../../components/form/Form.tsx';
import styles from '../../../components/form/form.module.css';
import { showFieldRefusal } from '../../../components/form/refusal.ts';
import { notifyServerError } from '../../../lib/toasts/store.ts';
import { notifyStaff } from '../../shared/notifyStaff.ts';
import { useValidationText } from '../../shared/validation.ts';
import type { ProductValues } from '../api/adminProducts.ts';
import { AvailabilityEditor, windowFieldOf } from './AvailabilityEditor.tsx';
import { OptionGroupPicker } from './OptionGroupPicker.tsx';
import { ProductAccountingFields } from './ProductAccountingFields.tsx';
import { ProductMainFields } from './ProductMainFields.tsx';
import { ProductPhotoField } from './ProductPhotoField.tsx';
import { DailyPortionsField, SoldOutTodayField } from './ProductStockFields.tsx';
import { emptyProduct, productResolver, productValuesOf, useProductErrors } from './productForm.ts';

interface ProductFormProps {
  /** The product being edited; none for a new one. */
  product?: Product;
  /** ADMIN and MANAGER edit every field; a SHOP_ASSISTANT only orderable (SPEC §6) and sold out today (issue 15). */
  mainFieldsEditable: boolean;
  submitLabel: string;
  /** Saves; a rejection shows the server-error toast, success is the caller's to announce. */
  onSave: (values: ProductValues) => Promise<unknown>;
  /** Empties the form after a save (adding one product after another). */
  resetAfterSave?: boolean;
  onCancel?: () => void;
}

/** What a SHOP_ASSISTANT may change; the other fields are shown to ADMIN and MANAGER only. */
const assistantFields: readonly string[] = ['orderable', 'soldOutToday'];

/** The product form of SPEC §2 and §5, validated by the same domain schema as the server. */
export function ProductForm({
  product,
  mainFieldsEditable,
  submitLabel,
  onSave,
  resetAfterSave,
  onCancel,
}: ProductFormProps) {
  const { t } = useTranslation('staff');
  const form = useForm<ProductValues>({
    resolver: productResolver,
    defaultValues: product ? productValuesOf(product) : emptyProduct,
  });

  const submit = form.handleSubmit(
    async (values) => {
      try {
        await onSave(values);
        if (resetAfterSave) form.reset(emptyProduct);
      } catch (error) {
        // A field the server refuses (a VAT rate no longer configured, say) shows at that field when it is shown.
        const fieldOf = (path: string) =>
          !mainFieldsEditable
            ? undefined
            : path.startsWith('availability')
              ? windowFieldOf(path)
              : path in emptyProduct
                ? (path as keyof ProductValues)
                : undefined;
        if (showFieldRefusal(form, error, fieldOf)) notifyStaff('warning', 'product.fixErrors');
        else notifyServerError();
      }
    },
    (errors) => {
      // An assistant cannot see or fix the main fields: a stored product they reject must not fail silently.
      if (!mainFieldsEditable && Object.keys(errors).some((name) => !assistantFields.includes(name)))
        notifyServerError();
    },
  );

  return (
    <Form form={form} errorText={useValidationText()} onSubmit={submit} className={styles.panel}>
      {mainFieldsEditable ? (
        <>
          <ProductMainFields />
          <ProductAccountingFields />
          <DailyPortionsField portionsLeft={product?.portionsLeft} />
          <OptionGroupPicker />
          <AvailabilityEditor className={styles.wide} />
          {product ? <ProductPhotoField product={product} /> : null}
        </>
      ) : product ? (
        <p className={styles.note}>{t('product.assistantNote')}</p>
      ) : null}
      <OrderableField />
      <SoldOutTodayField />
      <div className={styles.actions}>
        <SubmitButton>{submitLabel}</SubmitButton>
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
    </Form>
  );
}

/** Orderable or not: the one choice a SHOP_ASSISTANT may change (SPEC §6). */
function OrderableField() {
  const { t } = useTranslation('staff');
  const { control } = useFormContext<ProductValues>();
  const errorOf = useProductErrors();
  return (
    <Controller
      control={control}
      name="orderable"
      render={({ field }) => (
        <Fieldset legend={t('product.orderable')} required errorText={errorOf('orderable')}>
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
        </Fieldset>
      )}
    />
  );
}
