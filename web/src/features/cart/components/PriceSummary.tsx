import { formatForint } from '@konyha/domain/common/money';
import type { PriceSummary as Prices } from '@konyha/domain/orders/checkout.schemas';
import { useId } from 'react';
import page from '../../../components/page.module.css';
import { Spinner } from '../../../components/Spinner.tsx';
import { useLanguage } from '../../../i18n/i18n.ts';
import { useFeatureTranslation } from '../../../i18n/useFeatureTranslation.ts';
import styles from './PriceSummary.module.css';

/**
 * The server's prices (SPEC §2): subtotal, delivery (a hint until a zip code is known), discount (discounted minus
 * original, so zero or negative), the bottle deposit when the cart has one (issue 17: its own line, never
 * discounted) and total, which includes the deposit.
 */
export function PriceSummary({ summary, failed }: { summary: Prices | undefined; failed?: boolean }) {
  const { t } = useFeatureTranslation('checkout');
  const language = useLanguage();
  const headingId = useId();
  const money = (amount: number) => formatForint(amount, language);

  return (
    <section className={page.card} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        {t('summary.title')}
      </h2>
      {summary ? (
        <dl className={styles.list}>
          <div>
            <dt>{t('summary.subtotal')}</dt>
            <dd>{money(summary.originalPrice)}</dd>
          </div>
          <div>
            <dt>{t('summary.delivery')}</dt>
            <dd className={summary.shippingCost === null ? styles.hint : undefined}>
              {summary.shippingCost === null ? t('summary.deliveryHint') : money(summary.shippingCost)}
            </dd>
          </div>
          <div>
            <dt>{t('summary.discount')}</dt>
            <dd>{money(summary.discountedPrice - summary.originalPrice)}</dd>
          </div>
          {summary.deposit > 0 && (
            <div>
              <dt>{t('summary.deposit')}</dt>
              <dd>{money(summary.deposit)}</dd>
            </div>
          )}
          <div className={styles.total}>
            <dt>{t('summary.total')}</dt>
            <dd>{money(summary.total)}</dd>
          </div>
        </dl>
      ) : failed ? (
        <p role="alert">{t('summary.loadFailed')}</p>
      ) : (
        <Spinner label={t('summary.title')} />
      )}
    </section>
  );
}
