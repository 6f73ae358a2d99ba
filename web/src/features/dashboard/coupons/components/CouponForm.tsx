import { zodResolver } from '@hookform/resolvers/zod';
import { couponInputSchema } from '@konyha/domain/coupons/coupons';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { ApiRequestError } from '../../../../app/api.ts';
import { notifyServerError } from '../../../../app/toasts/store.ts';
import buttonStyles from '../../../../components/button.module.css';
import { Checkbox } from '../../../../components/form/Checkbox.tsx';
import { InputField } from '../../../../components/form/Field.tsx';
import styles from '../../../../components/form/form.module.css';
import { digitsOnly, numberOrUndefined } from '../../../../components/form/values.ts';
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
    <form noValidate onSubmit={submit} className={styles.panel} aria-labelledby="coupon-form-title">
      <h2 id="coupon-form-title" className={styles.wide}>
        {t('coupon.addTitle')}
      </h2>
      <InputField
        label={t('coupon.code')}
        errorText={validationText(t, errors.code?.message)}
        required
        type="text"
        autoComplete="off"
        maxLength={40}
        {...form.register('code')}
      />
      <InputField
        label={t('coupon.discount')}
        errorText={validationText(t, errors.discount?.message)}
        required
        type="text"
        inputMode="numeric"
        autoComplete="off"
        maxLength={3}
        {...form.register('discount', { setValueAs: numberOrUndefined })}
        filter={digitsOnly}
      />
      <Checkbox {...form.register('isActive')}>{t('coupon.activeByDefault')}</Checkbox>
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
