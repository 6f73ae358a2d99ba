import { zodResolver } from '@hookform/resolvers/zod';
import { couponInputSchema } from '@konyha/domain/coupons/coupons';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { ApiRequestError } from '../../../../app/api.ts';
import { notifyServerError } from '../../../../app/toasts/store.ts';
import buttonStyles from '../../../../components/button.module.css';
import { digitsOnly } from '../../../../components/Field.tsx';
import { Field, numberOrUndefined } from '../../shared/Field.tsx';
import styles from '../../shared/forms.module.css';
import { notifyAdmin } from '../../shared/notifyAdmin.ts';
import { validationText } from '../../shared/validation.ts';
import { useCreateCoupon } from '../api/coupons.ts';

type Values = z.input<typeof couponInputSchema>;
type Output = z.output<typeof couponInputSchema>;

// An empty string, not undefined: a reset to undefined would leave the old digits in the input.
const empty: Values = { code: '', discount: '' as never, isActive: true };

/** Adds a coupon (SPEC §2, §5): the discount is checked on blur and blocks the submit while it is wrong. */
export function CouponForm() {
  const { t } = useTranslation('admin');
  const create = useCreateCoupon();
  const form = useForm<Values, unknown, Output>({
    resolver: zodResolver(couponInputSchema),
    defaultValues: empty,
    mode: 'onTouched',
  });
  const { errors, isSubmitting } = form.formState;
  const discount = form.register('discount', { setValueAs: numberOrUndefined });

  const submit = form.handleSubmit(async (values) => {
    try {
      await create.mutateAsync(values);
      form.reset(empty);
      notifyAdmin('success', 'toast.added', 'short');
    } catch (error) {
      // The only conflict a new coupon can meet is its code (409 CONFLICT on field code).
      if (error instanceof ApiRequestError && error.code === 'CONFLICT')
        form.setError('code', { message: 'couponExists' }, { shouldFocus: true });
      else notifyServerError();
    }
  });

  return (
    <form noValidate onSubmit={submit} className={styles.form} aria-labelledby="coupon-form-title">
      <h2 id="coupon-form-title" className={styles.wide}>
        {t('coupon.addTitle')}
      </h2>
      <Field label={t('coupon.code')} error={validationText(t, errors.code?.message)} required>
        {(a11y) => (
          <input {...a11y} type="text" autoComplete="off" maxLength={40} {...form.register('code')} />
        )}
      </Field>
      <Field label={t('coupon.discount')} error={validationText(t, errors.discount?.message)} required>
        {(a11y) => (
          <input
            {...a11y}
            type="text"
            inputMode="numeric"
            autoComplete="off"
            maxLength={3}
            {...discount}
            onChange={(event) => {
              event.target.value = digitsOnly(event.target.value);
              return discount.onChange(event);
            }}
          />
        )}
      </Field>
      <label className={styles.choice}>
        <input type="checkbox" {...form.register('isActive')} />
        {t('coupon.activeByDefault')}
      </label>
      <div className={styles.actions}>
        <button
          type="submit"
          className={`${buttonStyles.button} ${buttonStyles.primary}`}
          disabled={isSubmitting || errors.discount !== undefined}
        >
          {t('coupon.add')}
        </button>
      </div>
    </form>
  );
}
