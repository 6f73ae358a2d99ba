import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useFormContext } from 'react-hook-form';
import { FormField } from '../../../components/form/FormInput.tsx';
import styles from '../../../components/form/form.module.css';
import { useLanguage } from '../../../i18n/i18n.ts';
import { useFeatureTranslation } from '../../../i18n/useFeatureTranslation.ts';
import { slotsQuery } from '../../../lib/queries/ordering.ts';
import type { PayFormValues } from '../payForm.ts';
import { ASAP, defaultTime, nextFreeSlot, timeOptions } from '../schedule.ts';
import type { Schedule } from '../useSchedule.ts';

/** "2026-11-23" as "hétfő, november 23." / "Monday, 23 November" (the day is a Budapest calendar day). */
function dayLabel(day: string, language: string) {
  return new Intl.DateTimeFormat(language === 'hu' ? 'hu-HU' : 'en-GB', {
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${day}T00:00:00Z`));
}

/**
 * Order day and time (SPEC §4, §5; issue 14): the days with opening hours, and the chosen day's slots that still
 * have room, from the server. A later day starts at 12:00, today at "as soon as possible" while it is offered.
 * When the time shown is no longer offered (a slot filled up, "as soon as possible" was refused) the next free slot
 * is chosen instead.
 */
export function ScheduleFields({ schedule }: { schedule: Schedule }) {
  const { t } = useFeatureTranslation('checkout');
  const language = useLanguage();
  const { register, setValue, watch } = useFormContext<PayFormValues>();
  const day = watch('day');
  const time = watch('time');
  const { today, asap, days, blocked } = schedule;
  const slots = useQuery(slotsQuery(day));
  const options = timeOptions(day, today, asap, slots.data?.slots ?? []);
  const offered = options.some((option) => option.value === time);
  const replacement =
    slots.isPending || offered
      ? time
      : time === ''
        ? defaultTime(day, today, options)
        : nextFreeSlot(options, time);

  useEffect(() => {
    if (!days.includes(day) && days[0]) {
      setValue('day', days[0]);
      setValue('time', '');
    }
  }, [day, days, setValue]);
  useEffect(() => {
    if (replacement !== time) setValue('time', replacement);
  }, [replacement, time, setValue]);

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
              setValue('time', '');
              return dayField.onChange(event);
            }}
          >
            {days.map((option) => (
              <option key={option} value={option}>
                {option === today
                  ? t('pay.today', { date: dayLabel(option, language) })
                  : dayLabel(option, language)}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <FormField
        name="time"
        label={t('pay.time')}
        hint={blocked ? t(`pay.asapBlocked.${blocked}`) : undefined}
      >
        {(control) => (
          <select {...control} {...register('time')} value={time}>
            {options.map((option) => (
              <option key={option.value} value={option.value}>
                {option.value === ASAP ? t('pay.asap') : option.label}
              </option>
            ))}
          </select>
        )}
      </FormField>
    </fieldset>
  );
}
