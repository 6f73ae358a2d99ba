import type { PriceSummary as Prices } from '@konyha/domain/orders/checkout.schemas';
import { useId } from 'react';
import { MoneySummary } from '../../../components/MoneySummary.tsx';
import page from '../../../components/page.module.css';
import { Spinner } from '../../../components/Spinner.tsx';
import { useFeatureTranslation } from '../../../i18n/useFeatureTranslation.ts';
import styles from './PriceSummary.module.css';

/**
 * The server's prices (SPEC §2) as an order's money lines (`moneyLines`): subtotal, the coupon's discount, delivery
 * (a hint until a zip code is known), the bottle deposit when the cart has one and the total.
 */
export function PriceSummary({
  summary,
  tip = 0,
  failed,
}: {
  summary: Prices | undefined;
  /** Issue 34: the courier's tip chosen on the pay form, shown after the total with what is paid in all. */
  tip?: number;
  failed?: boolean;
}) {
  const { t } = useFeatureTranslation('checkout');
  const headingId = useId();

  return (
    <section className={page.card} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        {t('summary.title')}
      </h2>
      {summary ? (
        <MoneySummary
          figures={{ ...summary, tip }}
          look={{ list: styles.list, total: styles.total, pending: styles.hint }}
        />
      ) : failed ? (
        <p role="alert">{t('summary.loadFailed')}</p>
      ) : (
        <Spinner label={t('summary.title')} />
      )}
    </section>
  );
}
