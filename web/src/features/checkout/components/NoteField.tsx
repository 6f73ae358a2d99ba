import { useQuery } from '@tanstack/react-query';
import { useFormContext } from 'react-hook-form';
import { Field } from '../../../components/form/Field.tsx';
import { FormField } from '../../../components/form/FormInput.tsx';
import styles from '../../../components/form/form.module.css';
import { useFeatureTranslation } from '../../../i18n/useFeatureTranslation.ts';
import { notesQuery } from '../../../lib/queries/delivery.ts';
import type { PayFormValues } from '../payForm.ts';

/** The courier's note; a logged-in customer may pick one of their earlier notes (SPEC §2). */
export function NoteField({ userId }: { userId: number | undefined }) {
  const { t } = useFeatureTranslation('checkout');
  const { register, setValue } = useFormContext<PayFormValues>();
  const notes = useQuery(notesQuery(userId)).data ?? [];
  return (
    <div className={`${styles.wide} ${styles.field}`}>
      {notes.length > 0 && (
        <Field label={t('pay.previousNotes')}>
          {({ id, className }) => (
            <select
              id={id}
              className={className}
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
          )}
        </Field>
      )}
      <FormField name="note" label={t('pay.note')}>
        {(control) => <textarea {...control} {...register('note')} maxLength={500} />}
      </FormField>
    </div>
  );
}
