import { zodResolver } from '@hookform/resolvers/zod';
import { couponInputSchema } from '@konyha/domain/coupons/coupons';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { Checkbox } from '../../../components/form/Checkbox.tsx';
import { Form, SubmitButton } from '../../../components/form/Form.tsx';
import { FormInput } from '../../../components/form/FormInput.tsx';
import styles from '../../../components/form/form.module.css';
import { showRefusal } from '../../../components/form/refusal.ts';
import { digitsOnly, numberOrUndefined } from '../../../components/form/values.ts';
import { notifyServerError } from '../../../lib/toasts/store.ts';
import { notifyStaff } from '../../shared/notifyStaff.ts';
import { useValidationText } from '../../shared/validation.ts';
import { useCreateCoupon } from '../api/coupons.ts';

type Values = z.input<typeof couponInputSchema>;
type Output = z.output<typeof couponInputSchema>;

// An empty string, not undefined: a reset to undefined would leave the old digits in the input.
const empty: Values = { code: '', discount: '' as never, isActive: true };

/** Adds a coupon (SPEC §2, §5): the discount is checked on blur and blocks the submit while it is wrong. */
export function CouponForm() {
  const { t } = useTranslation('staff');
  const create = useCreateCoupon();
  const form = useForm<Values, unknown, Output>({
    resolver: zodResolver(couponInputSchema),
    defaultValues: empty,
    mode: 'onTouched',
  });
  const { errors } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    try {
      await create.mutateAsync(values);
      form.reset(empty);
      notifyStaff('success', 'toast.added', 'short');
    } catch (error) {
      // The only conflict a new coupon can meet is its code (409 CONFLICT on field code).
      if (!showRefusal(form, error, { CONFLICT: ['code', 'couponExists'] })) notifyServerError();
    }
  });

  return (
    <Form
      form={form}
      errorText={useValidationText()}
      onSubmit={submit}
      className={styles.panel}
      aria-labelledby="coupon-form-title"
    >
      <h2 id="coupon-form-title" className={styles.wide}>
        {t('coupon.addTitle')}
      </h2>
      <FormInput
        name="code"
        label={t('coupon.code')}
        required
        type="text"
        autoComplete="off"
        maxLength={40}
      />
      <FormInput
        name="discount"
        options={{ setValueAs: numberOrUndefined }}
        filter={digitsOnly}
        label={t('coupon.discount')}
        required
        type="text"
        inputMode="numeric"
        autoComplete="off"
        maxLength={3}
      />
      <Checkbox {...form.register('isActive')}>{t('coupon.activeByDefault')}</Checkbox>
      <div className={styles.actions}>
        <SubmitButton blocked={errors.discount !== undefined}>{t('coupon.add')}</SubmitButton>
      </div>
    </Form>
  );
}
