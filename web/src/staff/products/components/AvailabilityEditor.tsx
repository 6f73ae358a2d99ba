import type { AvailabilityWindow } from '@konyha/domain/menu/availability.schemas';
import { weekdays } from '@konyha/domain/restaurant/weekdays';
import { useId } from 'react';
import { type FieldPath, useFieldArray, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import buttonStyles from '../../../components/button.module.css';
import { FieldList } from '../../../components/form/FieldList.tsx';
import { Fieldset } from '../../../components/form/Fieldset.tsx';
import { useFieldError } from '../../../components/form/Form.tsx';
import { FormInput } from '../../../components/form/FormInput.tsx';
import formStyles from '../../../components/form/form.module.css';
import styles from './AvailabilityEditor.module.css';

/** A form that edits windows keeps them under this name: the product form and a group's windows alike. */
export type WindowsValues = { availability: AvailabilityWindow[] };

/**
 * The field a refused window path shows at ("availability.0.to" as it is; a day, "availability.0.days.3", at its
 * window's days), or undefined for a path the editor has no field for.
 */
export function windowFieldOf(path: string): FieldPath<WindowsValues> | undefined {
  const field = /^availability(\.\d+\.(days|from|to))?/.exec(path);
  return field ? (field[0] as FieldPath<WindowsValues>) : undefined;
}

/** The usual case a new window starts from: the weekday lunch. */
const lunchOnWeekdays: AvailabilityWindow = {
  days: ['MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY'],
  from: '11:00',
  to: '15:00',
};

/**
 * When a dish or a whole group can be ordered (issue 31): a list of windows, each some weekdays and a time range;
 * no window means always. Used inside a form of the kit whose values hold `availability`.
 */
export function AvailabilityEditor({ className }: { className?: string | undefined }) {
  const { t } = useTranslation('staff');
  const id = useId();
  const { control } = useFormContext<WindowsValues>();
  const { fields, append, remove } = useFieldArray({ control, name: 'availability' });
  // Too many windows: the resolver puts the list's error on `root`, the server on the list itself.
  const rootError = useFieldError('availability.root');
  const ownError = useFieldError('availability');

  return (
    <Fieldset
      legend={t('product.windows.title')}
      errorText={rootError ?? ownError}
      className={`${styles.editor} ${className ?? ''}`}
    >
      <p className={formStyles.hint}>{t('product.windows.hint')}</p>
      <FieldList
        items={fields}
        none={t('product.windows.always')}
        className={styles.windows}
        // The list's own error (too many windows) is the fieldset's, under its legend's group.
        error={{ id: `${id}-error`, text: undefined }}
        add={{ label: t('product.windows.add'), onAdd: () => append(lunchOnWeekdays) }}
        remove={remove}
      >
        {(index, onRemove) => <WindowFields index={index} onRemove={onRemove} />}
      </FieldList>
    </Fieldset>
  );
}

function WindowFields({ index, onRemove }: { index: number; onRemove: () => void }) {
  const { t } = useTranslation('staff');
  const { register, getFieldState, formState } = useFormContext<WindowsValues>();
  const name = `availability.${index}` as const;
  const windowName = t('product.windows.windowName', { number: index + 1 });
  const daysError = useFieldError(`${name}.days`);
  // No day ticked reads better as what to do than as "required".
  const noDays = getFieldState(`${name}.days`, formState).error?.message === 'required';
  const time = { type: 'time', autoComplete: 'off', required: true, fieldClassName: styles.time } as const;

  return (
    <fieldset className={styles.window}>
      <legend>{windowName}</legend>
      <Fieldset
        legend={t('product.windows.days')}
        required
        errorText={noDays ? t('product.windows.noDays') : daysError}
        className={styles.days}
      >
        {weekdays.map((day) => (
          <label key={day} className={formStyles.choice}>
            <input type="checkbox" value={day} {...register(`${name}.days`)} />
            {t(`schedule.weekdays.${day}`)}
          </label>
        ))}
      </Fieldset>
      <div className={styles.times}>
        <FormInput name={`${name}.from`} label={t('product.windows.from')} {...time} />
        <FormInput name={`${name}.to`} label={t('product.windows.to')} {...time} />
        <button
          type="button"
          className={`${buttonStyles.button} ${buttonStyles.secondary} ${buttonStyles.small} ${styles.remove}`}
          aria-label={t('schedule.named', { action: t('product.windows.remove'), name: windowName })}
          onClick={onRemove}
        >
          {t('product.windows.remove')}
        </button>
      </div>
    </fieldset>
  );
}
