import { formatForint } from '@konyha/domain/common/money';
import { changeToBring, payWithSuggestions } from '@konyha/domain/orders/cash';
import { moneyWords } from '@konyha/domain/orders/money-words';
import { useFormContext } from 'react-hook-form';
import button from '../../../components/button.module.css';
import { FormInput } from '../../../components/form/FormInput.tsx';
import form from '../../../components/form/form.module.css';
import { digitsOnly } from '../../../components/form/values.ts';
import { useLanguage } from '../../../i18n/i18n.ts';
import { useFeatureTranslation } from '../../../i18n/useFeatureTranslation.ts';
import type { PayFormValues } from '../payForm.ts';
import { tipOfForm } from '../tipForm.ts';
import styles from './PayWithField.module.css';

/**
 * Cash at the door (issue 16): optionally the amount the guest pays with, typed or one of the notes that cover the
 * total, and the change the courier will bring. Without a known total (no zip code yet) no notes are offered.
 */
export function PayWithField({ total: order }: { total: number | undefined }) {
  const { t } = useFeatureTranslation('checkout');
  const language = useLanguage();
  const { setValue, watch } = useFormContext<PayFormValues>();
  // The note pays the courier's tip as well (issue 34).
  const total = order === undefined ? undefined : order + tipOfForm(watch());
  const typed = watch('payWith');
  const amount = typed === '' ? null : Number(typed);
  const change =
    total === undefined || amount === null || amount < total ? null : changeToBring(total, amount);
  const notes = total === undefined ? [] : payWithSuggestions(total);
  return (
    <div className={`${form.wide} ${styles.payWith}`}>
      <FormInput
        name="payWith"
        label={t('pay.payWith')}
        hint={t('pay.payWithHint')}
        inputMode="numeric"
        autoComplete="off"
        maxLength={7}
        filter={(value) => digitsOnly(value).slice(0, 7)}
      />
      {notes.length > 0 && (
        <fieldset className={styles.notes}>
          <legend className="visually-hidden">{t('pay.payWithChoices')}</legend>
          {notes.map((note) => (
            <button
              key={note}
              type="button"
              className={`${button.button} ${button.secondary} ${button.small}`}
              aria-pressed={amount === note}
              onClick={() => setValue('payWith', String(note), { shouldValidate: true })}
            >
              {formatForint(note, language)}
            </button>
          ))}
        </fieldset>
      )}
      <p className={styles.change} aria-live="polite">
        {change !== null && `${moneyWords[language].change}: ${formatForint(change, language)}`}
      </p>
    </div>
  );
}
