import { cancelReasons, rejectReasons } from '@konyha/domain/orders/order-decisions';
import type { CancelRequest } from '@konyha/domain/orders/order-decisions.schemas';
import type { ParseKeys } from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Field } from '../../../components/form/Field.tsx';
import { DecisionDialog, type DecisionDialogBase } from './DecisionDialog.tsx';
import { RadioChoices } from './RadioChoices.tsx';

type Reason = CancelRequest['reason'];
type Problems = { reason?: string; note?: string };

/** The body of a reject or cancel, or what is missing: a reason, and a note with "other" (the guest reads it). */
export function refusal(reason: Reason | undefined, note: string): { request: CancelRequest } | Problems {
  const text = note.trim();
  if (!reason) return { reason: 'required' };
  if (reason === 'OTHER' && !text) return { note: 'required' };
  if (text.length > 500) return { note: 'tooLong' };
  return { request: text ? { reason, note: text } : { reason } };
}

interface RefuseDialogProps extends DecisionDialogBase {
  /** Reject a new order, or cancel an accepted one (which also offers "the guest asked"). */
  action: 'reject' | 'cancel';
  onRefuse: (request: CancelRequest) => void;
}

export function RefuseDialog({ order, action, busy, onRefuse, onClose }: RefuseDialogProps) {
  const { t } = useTranslation('staff');
  const [reason, setReason] = useState<Reason>();
  const [note, setNote] = useState('');
  const [problems, setProblems] = useState<Problems>({});
  const errorText = (key: string | undefined) => key && t(`decisions.errors.${key}` as ParseKeys<'staff'>);
  const submit = () => {
    const result = refusal(reason, note);
    if ('request' in result) onRefuse(result.request);
    else setProblems(result);
  };
  return (
    <DecisionDialog
      title={t(action === 'reject' ? 'decisions.rejectTitle' : 'decisions.cancelTitle', { id: order.id })}
      submitLabel={t(action === 'reject' ? 'decisions.reject' : 'decisions.cancel')}
      busy={busy}
      onSubmit={submit}
      onClose={onClose}
    >
      <RadioChoices
        legend={t('decisions.reason')}
        name="reason"
        required
        errorText={errorText(problems.reason)}
        options={action === 'reject' ? rejectReasons : cancelReasons}
        value={reason}
        label={(value) => t(`reasons.${value}`)}
        onChange={(value) => {
          setReason(value);
          setProblems({});
        }}
      />
      <Field
        label={t('decisions.note')}
        hint={t('decisions.noteHint')}
        required={reason === 'OTHER'}
        errorText={errorText(problems.note)}
      >
        {(control) => (
          <textarea
            {...control}
            rows={3}
            maxLength={500}
            value={note}
            onChange={(event) => {
              setNote(event.target.value);
              setProblems({});
            }}
          />
        )}
      </Field>
    </DecisionDialog>
  );
}
