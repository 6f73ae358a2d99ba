import { useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import buttonStyles from '../../components/button.module.css';
import { FieldList } from '../../components/form/FieldList.tsx';
import { FormInput } from '../../components/form/FormInput.tsx';
import { BilingualInputs } from '../../components/form/inputs.tsx';
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
  const listError = useListError('specialDates');

  return (
    <section aria-labelledby={headingId} className={styles.part}>
      <h2 id={headingId}>{t('schedule.specialDates')}</h2>
      <p className={styles.intro}>{t('schedule.specialDatesIntro')}</p>
      <FieldList
        items={fields}
        none={t('schedule.noSpecialDates')}
        className={styles.specialDates}
        error={{ id: `${headingId}-error`, text: listError }}
        add={{ label: t('schedule.addSpecialDate'), onAdd: () => append(newSpecialDate) }}
        remove={remove}
      >
        {(index, onRemove) => <SpecialDateItem index={index} onRemove={onRemove} />}
      </FieldList>
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
        <BilingualInputs
          hu={{ name: `${name}.label`, label: t('schedule.label') }}
          en={{ name: `${name}.labelEnglish`, label: t('schedule.labelEnglish') }}
          maxLength={80}
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
