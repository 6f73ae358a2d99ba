import type { Order } from '@konyha/domain/orders/order.schemas';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useCallback, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DialogActions } from '../../components/DialogActions.tsx';
import { Field } from '../../components/form/Field.tsx';
import { Switch } from '../../components/Switch.tsx';
import { useModalDialog } from '../../components/useModalDialog.ts';
import { useLanguage } from '../../i18n/i18n.ts';
import { ApiRequestError } from '../../lib/api.ts';
import { AddressEditor } from './AddressEditor.tsx';
import { type ChangeResult, currentOrder, useChangeContent } from './api/content.ts';
import { ChangeSaved } from './ChangeSaved.tsx';
import { changeable, contentRequest, type Draft, draftOf, draftProblems } from './draft.ts';
import { LinesEditor } from './LinesEditor.tsx';
import { NewTotal } from './NewTotal.tsx';
import styles from './OrderChanges.module.css';
import { SlotEditor } from './SlotEditor.tsx';

/** Why the editor starts over or stops: someone changed the order first, or it moved on (delivered, refused). */
type Notice = 'conflict' | 'gone' | 'refused';

/**
 * Changing a placed order (issue 30) in a modal dialog: its lines, and for ADMIN and MANAGER (`full`) the
 * quantities, new dishes, the address, the slot and the note; always with a reason. The new total is priced live.
 * Saved, it shows what the money did (a refund, a payment link); when another tablet changed the order first (409),
 * it starts over from the order as it now stands, keeping the reason.
 */
export function ChangeOrderDialog({
  order,
  full,
  onClose,
}: {
  order: Order;
  full: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation('staff');
  const language = useLanguage();
  const client = useQueryClient();
  const change = useChangeContent();
  const ref = useModalDialog();
  const id = useId();
  const [base, setBase] = useState(order);
  const [draft, setDraft] = useState<Draft>(() => draftOf(order, language));
  const [editAddress, setEditAddress] = useState(false);
  const [tried, setTried] = useState(false);
  const [notice, setNotice] = useState<Notice>();
  const [result, setResult] = useState<ChangeResult>();
  const update = (part: Partial<Draft>) => setDraft((current) => ({ ...current, ...part }));
  const onAddress = useCallback(
    (address: Draft['address']) => setDraft((current) => ({ ...current, address })),
    [],
  );

  const problems = draftProblems(draft);
  const shown = tried ? problems : [];
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (problems.length > 0) return;
    try {
      setResult(await change.mutateAsync({ id: base.id, body: contentRequest(base, draft) }));
      setNotice(undefined);
    } catch (error) {
      if (!(error instanceof ApiRequestError)) return;
      if (error.code === 'CONFLICT') await startOver();
      else if (error.status >= 400 && error.status < 500) setNotice('refused');
    }
  };
  const startOver = async () => {
    const current = await currentOrder(client, base.id);
    if (!current || !changeable(current)) return setNotice('gone');
    setBase(current);
    setDraft({ ...draftOf(current, language), reason: draft.reason });
    setEditAddress(false);
    setNotice('conflict');
  };

  return (
    <dialog ref={ref} className={styles.dialog} aria-labelledby={`${id}-title`} onClose={onClose}>
      <h2 id={`${id}-title`}>{t('orderChanges.title', { id: base.id })}</h2>
      {result ? (
        <ChangeSaved result={result} onClose={onClose} />
      ) : (
        <form noValidate className={styles.form} onSubmit={submit}>
          {notice ? (
            <p role="alert" className={styles.notice}>
              {t(`orderChanges.notice.${notice}`)}
            </p>
          ) : null}
          {full ? null : <p>{t('orderChanges.assistantHint')}</p>}
          <LinesEditor
            lines={draft.lines}
            keptLunch={draft.keptLunch}
            full={full}
            onChange={(lines) => update({ lines })}
          />
          {shown.includes('goneDish') ? (
            <p className={styles.warning}>{t('orderChanges.errors.goneDish')}</p>
          ) : null}
          {full ? (
            <>
              <section className={styles.section} aria-labelledby={`${id}-address`}>
                <h3 id={`${id}-address`}>{t('orderChanges.address')}</h3>
                <Switch
                  checked={editAddress}
                  labelledBy={`${id}-address`}
                  onToggle={() => {
                    setEditAddress(!editAddress);
                    update({ address: editAddress ? undefined : null });
                  }}
                >
                  {editAddress ? t('orderChanges.addressChanging') : t('orderChanges.addressKept')}
                </Switch>
                {editAddress ? <AddressEditor address={base.address} onChange={onAddress} /> : null}
                {shown.includes('address') ? (
                  <p className={styles.warning}>{t('orderChanges.errors.address')}</p>
                ) : null}
              </section>
              <SlotEditor
                current={base.preOrderDate}
                value={draft.preOrderDate}
                onChange={(preOrderDate) => update({ preOrderDate })}
              />
              <Field label={t('orderChanges.note')}>
                {(control) => (
                  <textarea
                    {...control}
                    rows={2}
                    maxLength={500}
                    value={draft.note}
                    onChange={(event) => update({ note: event.target.value })}
                  />
                )}
              </Field>
            </>
          ) : null}
          <NewTotal
            order={base}
            lines={draft.lines}
            zipCode={draft.address?.zipCode ?? base.address.zipCode}
            collectAtDoor={draft.collectAtDoor}
            onCollectAtDoor={(collectAtDoor) => update({ collectAtDoor })}
          />
          <Field
            label={t('orderChanges.reason')}
            hint={t('orderChanges.reasonHint')}
            required
            errorText={shown.includes('reason') ? t('orderChanges.errors.reason') : undefined}
          >
            {(control) => (
              <textarea
                {...control}
                rows={2}
                maxLength={300}
                value={draft.reason}
                onChange={(event) => update({ reason: event.target.value })}
              />
            )}
          </Field>
          <DialogActions
            closeLabel={t('orderChanges.close')}
            onClose={onClose}
            confirmLabel={t('orderChanges.save')}
            busy={change.isPending || notice === 'gone'}
          />
        </form>
      )}
    </dialog>
  );
}
