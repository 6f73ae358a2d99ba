import type { KeyboardEvent } from 'react';
import { useController, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import buttonStyles from '../../components/button.module.css';
import { Fieldset } from '../../components/form/Fieldset.tsx';
import { useFieldError } from '../../components/form/Form.tsx';
import { FormInput } from '../../components/form/FormInput.tsx';
import { digitsOnly } from '../../components/form/values.ts';
import { rateProblem, type VatFormValues, withRate } from './rates.ts';
import styles from './vat.module.css';

/** The configured rates, each with its remove button, and the field that adds one (checked as it is added). */
export function RatesField() {
  const { t } = useTranslation('staff');
  const form = useFormContext<VatFormValues>();
  // The list's errors focus its add button, inside the fieldset that the error describes.
  const { field } = useController({ control: form.control, name: 'rates' });
  const errorText = useFieldError('rates');
  const percent = (rate: number) => t('vat.percent', { value: rate });

  const add = () => {
    const text = form.getValues('newRate');
    const problem = rateProblem(text, field.value);
    if (problem) return form.setError('newRate', { type: 'rate', message: problem }, { shouldFocus: true });
    field.onChange(withRate(field.value, Number(text)));
    form.setValue('newRate', '');
    form.clearErrors('newRate');
  };
  const remove = (rate: number) => {
    field.onChange(field.value.filter((r) => r !== rate));
    form.setFocus('newRate');
  };
  // Enter in the field adds the rate, as its button does, rather than saving the form.
  const addOnEnter = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    add();
  };

  return (
    <Fieldset legend={t('vat.rates')} errorText={errorText} className={styles.rates}>
      {field.value.length === 0 ? (
        <p className={styles.none}>{t('vat.none')}</p>
      ) : (
        <ul className={styles.list}>
          {field.value.map((rate) => (
            <li key={rate} className={styles.rate}>
              <span>{percent(rate)}</span>
              <button
                type="button"
                className={`${buttonStyles.button} ${buttonStyles.secondary} ${buttonStyles.small}`}
                aria-label={t('schedule.named', { action: t('vat.remove'), name: percent(rate) })}
                onClick={() => remove(rate)}
              >
                {t('vat.remove')}
              </button>
            </li>
          ))}
        </ul>
      )}
      <div className={styles.add}>
        <FormInput
          name="newRate"
          label={t('vat.newRate')}
          type="text"
          inputMode="numeric"
          maxLength={3}
          autoComplete="off"
          filter={digitsOnly}
          onKeyDown={addOnEnter}
        />
        <button
          ref={field.ref}
          type="button"
          className={`${buttonStyles.button} ${buttonStyles.secondary}`}
          onClick={add}
        >
          {t('vat.add')}
        </button>
      </div>
    </Fieldset>
  );
}
