import { localDay } from '@konyha/domain/restaurant/local-time';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Field } from '../../components/form/Field.tsx';
import { slotsQuery } from '../../lib/queries/ordering.ts';
import { localDateTime } from '../shared/dates.ts';
import styles from './OrderChanges.module.css';

const UNCHANGED = 'unchanged';
const ASAP = 'asap';

/**
 * When the order is due: unchanged, as soon as possible, or a pre-order slot of a chosen day that still has room (the
 * server counts the slot's places again when it is saved). `value` undefined: unchanged; null: as soon as possible.
 */
export function SlotEditor({
  current,
  value,
  onChange,
}: {
  current: string | null;
  value: string | null | undefined;
  onChange: (slot: string | null | undefined) => void;
}) {
  const { t } = useTranslation('staff');
  const [day, setDay] = useState(() => localDay(current ? new Date(current) : new Date()));
  const slots = useQuery(slotsQuery(/^\d{4}-\d{2}-\d{2}$/.test(day) ? day : ''));
  const free = (slots.data?.slots ?? []).filter((slot) => slot.available && slot.at !== current);
  const selected = value === undefined ? UNCHANGED : value === null ? ASAP : value;

  return (
    <fieldset className={styles.section}>
      <legend>{t('orderChanges.slot')}</legend>
      <div className={styles.row}>
        <Field label={t('orderChanges.day')}>
          {(control) => (
            <input {...control} type="date" value={day} onChange={(event) => setDay(event.target.value)} />
          )}
        </Field>
        <Field label={t('orderChanges.time')}>
          {(control) => (
            <select
              {...control}
              value={selected}
              onChange={({ target }) =>
                onChange(target.value === UNCHANGED ? undefined : target.value === ASAP ? null : target.value)
              }
            >
              <option value={UNCHANGED}>
                {t('orderChanges.slotUnchanged', {
                  slot: current ? localDateTime(current) : t('orderChanges.asap'),
                })}
              </option>
              {current !== null ? <option value={ASAP}>{t('orderChanges.asap')}</option> : null}
              {free.map((slot) => (
                <option key={slot.at} value={slot.at}>
                  {slot.time}
                </option>
              ))}
              {value && !free.some((slot) => slot.at === value) ? (
                <option value={value}>{localDateTime(value)}</option>
              ) : null}
            </select>
          )}
        </Field>
      </div>
    </fieldset>
  );
}
