import type { Order } from '@konyha/domain/orders/order.schemas';
import { preselectedMinutes, promiseFor } from '@konyha/domain/orders/order-alerts';
import { acceptMinuteChoices } from '@konyha/domain/orders/order-decisions';
import type { AcceptRequest } from '@konyha/domain/orders/order-decisions.schemas';
import { instantOf, localDay } from '@konyha/domain/restaurant/local-time';
import type { ParseKeys } from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { InputField } from '../../../components/form/Field.tsx';
import { localDateTime } from '../../shared/dates.ts';
import { DecisionDialog, type DecisionDialogBase } from './DecisionDialog.tsx';
import { RadioChoices } from './RadioChoices.tsx';

type Choice = `${(typeof acceptMinuteChoices)[number]}` | 'clock';

/** What "Accept" sends: minutes from now, or a clock time today (Budapest) checked by the domain's rule. */
export function acceptRequest(
  choice: Choice,
  clock: string,
  order: Order,
  now: Date,
): { request: AcceptRequest } | { error: string } {
  if (order.preOrderDate) return { request: {} };
  if (choice !== 'clock') return { request: { minutes: Number(choice) } };
  if (!/^\d{2}:\d{2}$/.test(clock)) return { error: 'required' };
  const promisedAt = instantOf(localDay(now), clock).toISOString();
  const ready = promiseFor(order, { promisedAt }, now);
  return 'field' in ready ? { error: ready.message } : { request: { promisedAt } };
}

interface AcceptDialogProps extends DecisionDialogBase {
  /** The delivery-time setting, which preselects the nearest quick choice. */
  deliveryMinutes: number | undefined;
  onAccept: (request: AcceptRequest) => void;
}

/** "Accept" with a ready time: quick choices or a clock time; a pre-order is promised for its slot. */
export function AcceptDialog({ order, deliveryMinutes, busy, onAccept, onClose }: AcceptDialogProps) {
  const { t } = useTranslation('staff');
  // Until staff pick one, the choice follows the delivery-time setting (it may arrive after the dialog opens).
  const [picked, setChoice] = useState<Choice>();
  const choice = picked ?? (`${preselectedMinutes(deliveryMinutes ?? 30)}` as Choice);
  const [clock, setClock] = useState('');
  const [error, setError] = useState<string>();
  const submit = () => {
    const result = acceptRequest(choice, clock, order, new Date());
    if ('error' in result) setError(result.error);
    else onAccept(result.request);
  };
  return (
    <DecisionDialog
      title={t('decisions.acceptTitle', { id: order.id })}
      submitLabel={t('decisions.accept')}
      busy={busy}
      onSubmit={submit}
      onClose={onClose}
    >
      {order.preOrderDate ? (
        <p>{t('decisions.preorderSlot', { time: localDateTime(order.preOrderDate) })}</p>
      ) : (
        <>
          <RadioChoices
            legend={t('decisions.readyIn')}
            name="ready"
            options={[...acceptMinuteChoices.map((m) => `${m}` as Choice), 'clock' as const]}
            value={choice}
            label={(value) =>
              value === 'clock' ? t('decisions.clock') : t('decisions.minutes', { count: Number(value) })
            }
            onChange={setChoice}
          />
          {choice === 'clock' ? (
            <InputField
              label={t('decisions.clockLabel')}
              type="time"
              required
              value={clock}
              onChange={(event) => {
                setClock(event.target.value);
                setError(undefined);
              }}
              errorText={error && t(`decisions.errors.${error}` as ParseKeys<'staff'>)}
            />
          ) : null}
        </>
      )}
    </DecisionDialog>
  );
}
