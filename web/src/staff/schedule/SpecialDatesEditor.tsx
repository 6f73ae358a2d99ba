import { useRef } from 'react';
import { useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import buttonStyles from '../../components/button.module.css';
import { FieldError } from '../../components/form/Field.tsx';
import { FormInput } from '../../components/form/FormInput.tsx';
import { useLanguage } from '../../i18n/i18n.ts';
import { IntervalsEditor, useListError } from './IntervalsEditor.tsx';
import styles from './schedule.module.css';
import type { ScheduleValues, SpecialDateValues } from './scheduleForm.ts';

const newSpecialDate: SpecialDateValues = { date: '', label: '', labelEnglish: '', intervals: [] };

/**
 * The special dates from today on: each closes the restaurant (the default of a new one: holidays are the usual
 * case) or replaces that day's weekly intervals, with a label in both languages for the guest pages.
 */
export function SpecialDatesEditor({ headingId }: { headingId: string }) {
  const { t } = useTranslation('staff');
  const { control } = useFormContext<ScheduleValues>();
  const { fields, append, remove } = useFieldArray({ control, name: 'specialDates' });
  const addButton = useRef<HTMLButtonElement>(null);
  const listError = useListError('specialDates');

  return (
    <section aria-labelledby={headingId} className={styles.part}>
      <h2 id={headingId}>{t('schedule.specialDates')}</h2>
      <p className={styles.intro}>{t('schedule.specialDatesIntro')}</p>
      {fields.length === 0 ? <p>{t('schedule.noSpecialDates')}</p> : null}
      <ol className={styles.specialDates}>
        {fields.map((field, index) => (
          <li key={field.id}>
            <SpecialDateItem
              index={index}
              onRemove={() => {
                remove(index);
                addButton.current?.focus();
              }}
            />
          </li>
        ))}
      </ol>
      <FieldError id={`${headingId}-error`} text={listError} />
      <button
        ref={addButton}
        type="button"
        className={`${buttonStyles.button} ${buttonStyles.secondary}`}
        onClick={() => append(newSpecialDate)}
      >
        {t('schedule.addSpecialDate')}
      </button>
    </section>
  );
}

function SpecialDateItem({ index, onRemove }: { index: number; onRemove: () => void }) {
  const { t } = useTranslation('staff');
  const language = useLanguage();
  const name = `specialDates.${index}` as const;
  const special = useWatch<ScheduleValues, typeof name>({ name });
  const label = (language === 'hu' ? special?.label : special?.labelEnglish)?.trim();
  // Named by what it is so far, so the intervals and the remove button say which day they belong to.
  const title =
    [special?.date, label].filter(Boolean).join(' · ') || t('schedule.newSpecialDate', { number: index + 1 });

  return (
    <fieldset className={styles.specialDate}>
      <legend>{title}</legend>
      <div className={styles.specialFields}>
        <FormInput name={`${name}.date`} label={t('schedule.date')} type="date" required />
        <FormInput
          name={`${name}.label`}
          label={t('schedule.label')}
          type="text"
          lang="hu"
          maxLength={80}
          autoComplete="off"
          required
        />
        <FormInput
          name={`${name}.labelEnglish`}
          label={t('schedule.labelEnglish')}
          type="text"
          lang="en"
          maxLength={80}
          autoComplete="off"
          required
        />
      </div>
      <IntervalsEditor name={`${name}.intervals`} legend={t('schedule.hoursThatDay')} dayName={title} />
      <button
        type="button"
        className={`${buttonStyles.button} ${buttonStyles.secondary} ${buttonStyles.small} ${styles.remove}`}
        aria-label={t('schedule.named', { action: t('schedule.removeSpecialDate'), name: title })}
        onClick={onRemove}
      >
        {t('schedule.removeSpecialDate')}
      </button>
    </fieldset>
  );
}
