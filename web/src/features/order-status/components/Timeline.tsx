import { useLanguage } from '../../../i18n/i18n.ts';
import { useFeatureTranslation } from '../../../i18n/useFeatureTranslation.ts';
import type { OrderStatus } from '../api/orderStatus.ts';
import { clockTime } from '../format.ts';
import styles from '../OrderStatusPage.module.css';
import { timelineOf } from '../timeline.ts';

/** The order's steps as an ordered list; the current one is marked for screen readers too. */
export function Timeline({ order }: { order: OrderStatus }) {
  const { t } = useFeatureTranslation('orderStatus');
  const language = useLanguage();
  return (
    <section aria-labelledby="progress-heading">
      <h2 id="progress-heading" className="visually-hidden">
        {t('progress')}
      </h2>
      <ol className={styles.timeline}>
        {timelineOf(order).map((step) => (
          <li
            key={step.key}
            className={`${styles.step} ${step.done ? styles.done : ''} ${step.current ? styles.current : ''}`}
            aria-current={step.current ? 'step' : undefined}
          >
            <span className={styles.dot} aria-hidden="true" />
            <span className={styles.stepText}>
              <strong>{t(`steps.${step.key}`)}</strong>
              {step.at && <time dateTime={step.at}> {clockTime(step.at, language)}</time>}
              {step.key === 'accepted' && order.promisedAt && step.done && (
                <span className={styles.promise}>
                  {t('readyBy', { time: clockTime(order.promisedAt, language) })}
                </span>
              )}
              {(step.key === 'REJECTED' || step.key === 'CANCELLED') && <Refusal order={order} />}
            </span>
          </li>
        ))}
      </ol>
    </section>
  );
}

function Refusal({ order }: { order: OrderStatus }) {
  const { t } = useFeatureTranslation('orderStatus');
  return (
    <>
      {order.rejectionReason && (
        <span className={styles.promise}>
          {t('reason', { reason: t(`reasons.${order.rejectionReason}`) })}
        </span>
      )}
      {order.rejectionNote && <span className={styles.note}>{t('note', { note: order.rejectionNote })}</span>}
    </>
  );
}
