import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormInput } from '../../../components/form/FormInput.tsx';
import form from '../../../components/form/form.module.css';
import { ASAP } from '../../../features/checkout/index.ts';
import { minuteChoices, type PhoneOrderValues } from '../phoneOrderForm.ts';

/**
 * What the taker promises, as "Accept" does: ready in so many minutes for "as soon as possible"; a pre-order is
 * promised for its slot. A slot the server found full is taken only with a reason.
 */
export function ReadyTimeFields({ slotFull }: { slotFull: boolean }) {
  const { t } = useTranslation('staff');
  const { register, watch } = useFormContext<PhoneOrderValues>();
  const time = watch('time');
  if (time !== ASAP) {
    return slotFull ? (
      <div className={form.section}>
        <p className={`${form.wide} ${form.error}`} role="alert">
          {t('phoneOrder.slotFull')}
        </p>
        <FormInput
          name="slotOverrideReason"
          label={t('phoneOrder.slotReason')}
          fieldClassName={form.wide}
          maxLength={300}
          autoComplete="off"
          required
        />
      </div>
    ) : null;
  }
  return (
    <fieldset className={form.section}>
      <legend>{t('decisions.readyIn')}</legend>
      <div className={form.choices}>
        {minuteChoices.map((minutes) => (
          <label key={minutes} className={form.choice}>
            <input type="radio" value={minutes} {...register('minutes')} />
            {t('decisions.minutes', { count: Number(minutes) })}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
