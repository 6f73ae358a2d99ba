import { formatForint } from '@konyha/domain/common/money';
import { maxTip, tipOf, tipPercents } from '@konyha/domain/orders/tip';
import { useEffect } from 'react';
import { useFormContext } from 'react-hook-form';
import { FormInput } from '../../../components/form/FormInput.tsx';
import form from '../../../components/form/form.module.css';
import { digitsOnly } from '../../../components/form/values.ts';
import { useLanguage } from '../../../i18n/i18n.ts';
import { useFeatureTranslation } from '../../../i18n/useFeatureTranslation.ts';
import type { OrderFormValues } from '../payForm.ts';

/**
 * A tip for the courier (issue 34): none, 5, 10 or 15 % of the order's total (its forints shown once the total is
 * known, rounded to whole forints) or an amount typed. It is the courier's: outside the coupon, the minimum order
 * and VAT; the guest pays it with the order. `total`: the order's total, once priced.
 */
export function TipField({ total }: { total: number | undefined }) {
  const { t } = useFeatureTranslation('checkout');
  const language = useLanguage();
  const { register, setValue, watch } = useFormContext<OrderFormValues>();
  const choice = watch('tipChoice');
  // A percent follows the total (a zip code's delivery fee, a coupon): the amount sent is the one shown.
  useEffect(() => {
    if (choice === 'other') return;
    const amount = choice === '0' || total === undefined ? '' : String(tipOf(total, Number(choice)));
    setValue('tipAmount', amount, { shouldValidate: false });
  }, [choice, total, setValue]);
  return (
    <fieldset className={form.section}>
      <legend>{t('pay.tip.legend')}</legend>
      <p className={`${form.hint} ${form.wide}`}>{t('pay.tip.hint')}</p>
      <div className={`${form.choices} ${form.wide}`}>
        {tipPercents.map((percent) => (
          <label key={percent} className={form.choice}>
            <input type="radio" value={String(percent)} {...register('tipChoice')} />
            {percent === 0
              ? t('pay.tip.none')
              : total === undefined
                ? `${percent} %`
                : `${percent} % (${formatForint(tipOf(total, percent), language)})`}
          </label>
        ))}
        <label className={form.choice}>
          <input type="radio" value="other" {...register('tipChoice')} />
          {t('pay.tip.other')}
        </label>
      </div>
      {choice === 'other' && (
        <FormInput
          name="tipAmount"
          label={t('pay.tip.amount')}
          hint={t('pay.tip.amountHint', { max: formatForint(maxTip, language) })}
          inputMode="numeric"
          autoComplete="off"
          maxLength={6}
          filter={(value) => digitsOnly(value).slice(0, 6)}
        />
      )}
    </fieldset>
  );
}
