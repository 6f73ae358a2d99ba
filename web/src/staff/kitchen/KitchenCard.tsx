import type { Allergenic } from '@konyha/domain/menu/catalogue';
import type { Order } from '@konyha/domain/orders/order.schemas';
import { localDay, localTime } from '@konyha/domain/restaurant/local-time';
import { memo, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { LineOptions } from '../../components/LineOptions.tsx';
import { useLanguage } from '../../i18n/i18n.ts';
import { useArrivalMeasure } from './arrival.ts';
import { countdown } from './countdown.ts';
import { KitchenStepButton } from './KitchenStepButton.tsx';
import styles from './kitchen.module.css';

interface KitchenCardProps {
  order: Order;
  /** The screen's clock (milliseconds), ticking each second. */
  now: number;
  marksOf: (productId: number | null) => readonly Allergenic[];
  /** This card was just moved here from this tablet: it takes the focus, so the next step is one key away. */
  focused: boolean;
  onMoved: (order: Order) => void;
}

/** "18:30", or "11-28 18:30" for another day than `now`'s (both in Budapest). */
function clock(instant: Date, now: Date): string {
  const day = localDay(instant);
  return day === localDay(now) ? localTime(instant) : `${day.slice(5)} ${localTime(instant)}`;
}

/**
 * One order as the kitchen reads it from two metres: number, when, what (with options and diet marks), the note.
 * Memoised: a new order arriving renders its own card, not the thirty beside it (the clock re-renders them each second).
 */
export const KitchenCard = memo(function KitchenCard({
  order,
  now,
  marksOf,
  focused,
  onMoved,
}: KitchenCardProps) {
  const { t } = useTranslation('staff');
  const language = useLanguage();
  const ref = useRef<HTMLElement>(null);
  const headingId = `kitchen-order-${order.id}`;
  const today = new Date(now);
  const left = countdown(order, today);
  useArrivalMeasure(order.id);
  useEffect(() => {
    if (focused) ref.current?.focus();
  }, [focused]);
  const span = (minutes: number) =>
    minutes < 60
      ? t('kitchen.minutes', { count: minutes })
      : t('kitchen.hoursMinutes', { hours: Math.floor(minutes / 60), minutes: minutes % 60 });

  return (
    <article
      ref={ref}
      tabIndex={-1}
      aria-labelledby={headingId}
      className={styles.card}
      data-urgency={left?.urgency ?? 'none'}
    >
      <header className={styles.cardHeader}>
        <h3 id={headingId} className={styles.number}>
          {t('orders.orderNo', { id: order.id })}
        </h3>
        <p className={styles.when}>
          {order.preOrderDate
            ? t('kitchen.preorder', { time: clock(new Date(order.preOrderDate), today) })
            : t('kitchen.asap')}
        </p>
      </header>
      {left ? (
        <p className={styles.countdown}>
          {left.urgency === 'late' ? (
            <span aria-hidden="true" className={styles.icon}>
              ⚠
            </span>
          ) : left.urgency === 'soon' ? (
            <span aria-hidden="true" className={styles.icon}>
              ⏱
            </span>
          ) : null}
          <strong>
            {left.urgency === 'late'
              ? t('kitchen.late', { time: span(left.minutes) })
              : t('kitchen.left', { time: span(left.minutes) })}
          </strong>{' '}
          <span className={styles.due}>{t('kitchen.promised', { time: clock(left.due, today) })}</span>
        </p>
      ) : (
        <p className={styles.countdown}>{t('kitchen.notAccepted')}</p>
      )}
      <ul className={styles.items}>
        {order.products.map((line, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a deleted product leaves productId null; lines never reorder
          <li key={index}>
            <span className={styles.quantity}>{line.quantity}×</span>{' '}
            <span className={styles.dish}>
              {language === 'hu' ? line.name : line.nameEnglish || line.name}
            </span>
            {marksOf(line.productId).map((mark) => (
              <abbr key={mark} title={t(`kitchen.marks.${mark}.name`)} className={styles.mark}>
                {t(`kitchen.marks.${mark}.short`)}
              </abbr>
            ))}
            <LineOptions line={line} />
          </li>
        ))}
      </ul>
      {order.note ? (
        <p className={styles.note}>
          <strong>{t('kitchen.note')}:</strong> {order.note}
        </p>
      ) : null}
      <KitchenStepButton order={order} onMoved={() => onMoved(order)} />
    </article>
  );
});
