import { weekdays } from '@konyha/domain/restaurant/weekdays';
import { useQuery } from '@tanstack/react-query';
import { useId, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Form, SubmitButton } from '../../components/form/Form.tsx';
import { showFieldRefusal } from '../../components/form/refusal.ts';
import { Spinner } from '../../components/Spinner.tsx';
import { notifyServerError } from '../../lib/toasts/store.ts';
import { useDocumentTitle } from '../../lib/useDocumentTitle.ts';
import { notifyStaff } from '../shared/notifyStaff.ts';
import {
  openingHoursQuery,
  type Schedule,
  type SchedulePart,
  scheduleSettingsQuery,
  useSaveSchedulePart,
} from './api.ts';
import { IntervalsEditor } from './IntervalsEditor.tsx';
import { SlotSettingsFields } from './SlotSettingsFields.tsx';
import { SpecialDatesEditor } from './SpecialDatesEditor.tsx';
import styles from './schedule.module.css';
import {
  fieldOfRefusal,
  hoursOf,
  type ScheduleValues,
  scheduleResolver,
  settingsOf,
  toValues,
} from './scheduleForm.ts';
import { useScheduleErrorText } from './useScheduleErrorText.ts';

/**
 * /dashboard/opening-hours (ADMIN, MANAGER; issue 14): the weekly hours, the special dates and the slot rules with
 * the kitchen's capacity. Edited on a copy read fresh on opening, so an older copy in the cache is never saved back.
 */
export function OpeningHoursScreen() {
  const { t } = useTranslation('staff');
  const id = useId();
  const hours = useQuery(openingHoursQuery);
  const settings = useQuery(scheduleSettingsQuery);
  useDocumentTitle(t('nav.opening-hours'));
  const loaded = hours.isFetchedAfterMount && settings.isFetchedAfterMount;

  return (
    <section aria-labelledby={`${id}-title`} className={styles.screen}>
      <h1 id={`${id}-title`}>{t('nav.opening-hours')}</h1>
      <p className={styles.intro}>{t('schedule.intro')}</p>
      {hours.isError || settings.isError ? (
        <p role="alert">{t('loadFailed')}</p>
      ) : loaded && hours.data && settings.data ? (
        <ScheduleEditor stored={{ hours: hours.data, settings: settings.data }} />
      ) : (
        <Spinner label={t('loading')} />
      )}
    </section>
  );
}

const parts = ['hours', 'settings'] as const satisfies SchedulePart[];
const bodyOf = { hours: hoursOf, settings: settingsOf };
/** A part's values as the text compared to find out whether it changed. */
const textOf = (part: SchedulePart, values: ScheduleValues) => JSON.stringify(bodyOf[part](values));
const textsOf = (values: ScheduleValues) => ({
  hours: textOf('hours', values),
  settings: textOf('settings', values),
});

function ScheduleEditor({ stored }: { stored: Schedule }) {
  const { t } = useTranslation('staff');
  const id = useId();
  const [initial] = useState(() => toValues(stored, new Date()));
  const form = useForm<ScheduleValues, unknown, Schedule>({
    resolver: scheduleResolver(() => new Date()),
    defaultValues: initial,
  });
  // What the server holds of each part, to send only what changed (each PUT logs a change).
  const saved = useRef<Record<SchedulePart, string> | null>(null);
  saved.current ??= textsOf(initial);
  const savePart = useSaveSchedulePart();
  const errorText = useScheduleErrorText();

  function showRefusal(part: SchedulePart, error: unknown) {
    // Only a field the form holds: a refusal of something it does not show is the server-error toast.
    const fieldOf = (path: string) => {
      const name = fieldOfRefusal(part, path) as keyof ScheduleValues;
      return form.getValues(name) === undefined ? undefined : name;
    };
    if (showFieldRefusal(form, error, fieldOf)) notifyStaff('warning', 'schedule.fixErrors');
    else notifyServerError();
  }

  const onSubmit = form.handleSubmit(async (schedule) => {
    const values = form.getValues();
    const changed = parts.filter((part) => textOf(part, values) !== saved.current?.[part]);
    if (changed.length === 0) {
      notifyStaff('success', 'schedule.unchanged', 'short');
      return;
    }
    let result = schedule;
    for (const part of changed) {
      try {
        result = await savePart(part, result);
      } catch (error) {
        showRefusal(part, error);
        return;
      }
      // Saved even if the next part is refused: sending it again would log the same change twice.
      if (saved.current) saved.current[part] = textOf(part, values);
    }
    const fresh = toValues(result, new Date());
    form.reset(fresh);
    saved.current = textsOf(fresh);
    notifyStaff('success', 'settings.saved', 'short');
  });

  return (
    <Form form={form} errorText={errorText} onSubmit={onSubmit} className={styles.form}>
      <section aria-labelledby={`${id}-weekly`} className={styles.part}>
        <h2 id={`${id}-weekly`}>{t('schedule.weekly')}</h2>
        <div className={styles.days}>
          {weekdays.map((day) => (
            <IntervalsEditor
              key={day}
              name={`weekly.${day}`}
              legend={t(`schedule.weekdays.${day}`)}
              dayName={t(`schedule.weekdays.${day}`)}
            />
          ))}
        </div>
      </section>
      <SpecialDatesEditor headingId={`${id}-special`} />
      <SlotSettingsFields headingId={`${id}-slots`} />
      <div className={styles.actions}>
        <SubmitButton>{t('settings.save')}</SubmitButton>
      </div>
    </Form>
  );
}
