import { localDay } from '@konyha/domain/orders/schedule';
import { useFormContext } from 'react-hook-form';
import { FormField } from '../../../components/form/FormInput.tsx';
import styles from '../../../components/form/form.module.css';
import { useLanguage } from '../../../i18n/i18n.ts';
import { useFeatureTranslation } from '../../../i18n/useFeatureTranslation.ts';
import { ASAP, dayOptions, type PayFormValues, timeForDay, timeOptions } from '../payForm.ts';

/** "2026-11-23" as "hétfő, november 23." / "Monday, 23 November" (the day is a Budapest calendar day). */
function dayLabel(day: string, language: string) {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return new Intl.DateTimeFormat(language === 'hu' ? 'hu-HU' : 'en-GB', {
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(year, month - 1, date)));
}

/** Order day and time (SPEC §4, §5): a later day resets the time to 12:00, today to as soon as possible. */
export function ScheduleFields({ now }: { now: Date }) {
  const { t } = useFeatureTranslation('checkout');
  const language = useLanguage();
  const { register, setValue, watch } = useFormContext<PayFormValues>();
  const day = watch('day');
  const today = localDay(now);
  const dayField = register('day');
  return (
    <fieldset className={styles.section}>
      <legend>{t('pay.schedule')}</legend>
      <FormField name="day" label={t('pay.day')}>
        {(control) => (
          <select
            {...control}
            {...dayField}
            onChange={(event) => {
              setValue('time', timeForDay(event.target.value, now), { shouldValidate: true });
              return dayField.onChange(event);
            }}
          >
            {dayOptions(now).map((option) => (
              <option key={option} value={option}>
                {option === today
                  ? t('pay.today', { date: dayLabel(option, language) })
                  : dayLabel(option, language)}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <FormField name="time" label={t('pay.time')}>
        {(control) => (
          <select {...control} {...register('time')} value={watch('time')}>
            {timeOptions(day, now).map((option) => (
              <option key={option} value={option}>
                {option === ASAP ? t('pay.asap') : option}
              </option>
            ))}
          </select>
        )}
      </FormField>
    </fieldset>
  );
}
