import type { Weekday } from '@konyha/domain/restaurant/opening-hours.schemas';
import { useRef } from 'react';
import { useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import buttonStyles from '../../components/button.module.css';
import { Checkbox } from '../../components/form/Checkbox.tsx';
import { Fieldset } from '../../components/form/Fieldset.tsx';
import { useFieldError } from '../../components/form/Form.tsx';
import { FormInput } from '../../components/form/FormInput.tsx';
import styles from './schedule.module.css';
import { endsNextDay, type ScheduleValues } from './scheduleForm.ts';

export type IntervalsPath = `weekly.${Weekday}` | `specialDates.${number}.intervals`;

/** The restaurant's usual day, the first interval a day that was closed gets. */
const usualDay = { from: '11:00', to: '22:00' };

/** The error of a list as a whole (too many intervals): the resolver puts it on `root`, the server on the list. */
export function useListError(name: string) {
  const root = useFieldError(`${name}.root`);
  const list = useFieldError(name);
  return root ?? list;
}

/**
 * One day's opening: closed, or one or more intervals (split shifts). A `to` at or before `from` runs into the next
 * day, which the field says. `dayName` names the intervals for screen readers ("Monday, interval 2").
 */
export function IntervalsEditor({
  name,
  legend,
  dayName,
}: {
  name: IntervalsPath;
  legend: string;
  dayName: string;
}) {
  const { t } = useTranslation('staff');
  const { control } = useFormContext<ScheduleValues>();
  const { fields, append, remove, replace } = useFieldArray({ control, name });
  const addButton = useRef<HTMLButtonElement>(null);
  const closed = fields.length === 0;

  return (
    <Fieldset legend={legend} errorText={useListError(name)} className={styles.day}>
      <Checkbox
        checked={closed}
        // Focus stays on the box: the intervals appear after it, in reading order.
        onChange={(event) => (event.target.checked ? replace([]) : append(usualDay, { shouldFocus: false }))}
      >
        {t('schedule.closed')}
      </Checkbox>
      {closed ? null : (
        <ol className={styles.intervals}>
          {fields.map((field, index) => {
            const intervalName = t('schedule.intervalName', { day: dayName, number: index + 1 });
            return (
              <li key={field.id}>
                <IntervalRow
                  name={`${name}.${index}`}
                  intervalName={intervalName}
                  onRemove={() => {
                    remove(index);
                    addButton.current?.focus();
                  }}
                />
              </li>
            );
          })}
        </ol>
      )}
      <button
        ref={addButton}
        type="button"
        className={`${buttonStyles.button} ${buttonStyles.secondary} ${buttonStyles.small}`}
        aria-label={t('schedule.named', { action: t('schedule.addInterval'), name: dayName })}
        onClick={() => append(closed ? usualDay : { from: '', to: '' })}
      >
        {t('schedule.addInterval')}
      </button>
    </Fieldset>
  );
}

function IntervalRow({
  name,
  intervalName,
  onRemove,
}: {
  name: `${IntervalsPath}.${number}`;
  intervalName: string;
  onRemove: () => void;
}) {
  const { t } = useTranslation('staff');
  const interval = useWatch<ScheduleValues, typeof name>({ name });
  const time = { type: 'time', autoComplete: 'off', required: true, fieldClassName: styles.time } as const;
  return (
    <fieldset className={styles.interval}>
      <legend className="visually-hidden">{intervalName}</legend>
      <FormInput name={`${name}.from`} label={t('schedule.from')} {...time} />
      <FormInput
        name={`${name}.to`}
        label={t('schedule.to')}
        hint={interval && endsNextDay(interval) ? t('schedule.nextDay') : undefined}
        {...time}
      />
      <button
        type="button"
        className={`${buttonStyles.button} ${buttonStyles.secondary} ${buttonStyles.small} ${styles.remove}`}
        aria-label={t('schedule.named', { action: t('schedule.remove'), name: intervalName })}
        onClick={onRemove}
      >
        {t('schedule.remove')}
      </button>
    </fieldset>
  );
}
