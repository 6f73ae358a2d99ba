import { formatForint } from '@konyha/domain/common/money';
import type { Order } from '@konyha/domain/orders/order.schemas';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../i18n/i18n.ts';
import { localDateTime } from '../shared/dates.ts';
import { changeText } from './changeText.ts';
import styles from './OrderChanges.module.css';

/** The card's "taken by phone by Anna" for an order staff took on the phone (issue 30). */
export function TakenBy({ order }: { order: Pick<Order, 'source' | 'takenBy'> }) {
  const { t } = useTranslation('staff');
  if (order.source !== 'PHONE') return null;
  return (
    <p className={styles.takenBy}>
      {order.takenBy
        ? t('orderChanges.takenBy', { name: order.takenBy.name })
        : t('orderChanges.takenByPhone')}
    </p>
  );
}

/** The "changed" mark in a card's header. */
export function ChangedBadge({
  order,
  className = '',
}: {
  order: Pick<Order, 'changes'>;
  className?: string | undefined;
}) {
  const { t } = useTranslation('staff');
  return order.changes.length > 0 ? (
    <span className={`${className} ${styles.changed}`}>{t('orderChanges.changed')}</span>
  ) : null;
}

/**
 * What staff changed in the order, oldest first: what, from → to, who, when; and the extra of an order paid online
 * that the courier collects at the door.
 */
export function OrderChangeList({ order }: { order: Pick<Order, 'id' | 'changes' | 'extraDue'> }) {
  const { t } = useTranslation('staff');
  const language = useLanguage();
  const headingId = useId();
  if (order.changes.length === 0) return null;
  return (
    <section aria-labelledby={headingId}>
      <h3 id={headingId} className={styles.historyHeading}>
        {t('orderChanges.history')}
      </h3>
      {order.extraDue > 0 ? (
        <p className={styles.warning}>
          {t('orderChanges.extraDue', { amount: formatForint(order.extraDue, language) })}
        </p>
      ) : null}
      <ul className={styles.changes}>
        {order.changes.map((change, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the history only grows at its end
          <li key={index}>
            {changeText(change, t, language)}{' '}
            <span className={styles.by}>
              ({change.by?.name ?? t('orderChanges.someone')}, {localDateTime(change.at)})
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
