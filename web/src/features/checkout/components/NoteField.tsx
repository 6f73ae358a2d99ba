import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useFormContext } from 'react-hook-form';
import { useFeatureTranslation } from '../../../i18n/useFeatureTranslation.ts';
import { notesQuery } from '../api/delivery.ts';
import type { PayFormValues } from '../payForm.ts';
import { Field } from './Field.tsx';
import styles from './form.module.css';

/** The courier's note; a logged-in customer may pick one of their earlier notes (SPEC §2). */
export function NoteField({ userId }: { userId: number | undefined }) {
  const { t } = useFeatureTranslation('checkout');
  const {
    register,
    setValue,
    formState: { errors },
  } = useFormContext<PayFormValues>();
  const notes = useQuery(notesQuery(userId)).data ?? [];
  const pickerId = useId();
  return (
    <div className={`${styles.wide} ${styles.field}`}>
      {notes.length > 0 && (
        <div className={styles.field}>
          <label htmlFor={pickerId}>{t('pay.previousNotes')}</label>
          <select
            id={pickerId}
            className={styles.input}
            value=""
            onChange={(event) => setValue('note', event.target.value, { shouldValidate: true })}
          >
            <option value="">{t('pay.usePreviousNote')}</option>
            {notes.map((note) => (
              <option key={note} value={note}>
                {note}
              </option>
            ))}
          </select>
        </div>
      )}
      <Field label={t('pay.note')} error={errors.note?.message}>
        {(control) => (
          <textarea {...control} {...register('note')} className={styles.input} maxLength={500} />
        )}
      </Field>
    </div>
  );
}
