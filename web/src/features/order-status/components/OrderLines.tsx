import { formatForint } from '@konyha/domain/common/money';
import { lazy, Suspense } from 'react';
import { LineOptions } from '../../../components/LineOptions.tsx';
import { useLanguage } from '../../../i18n/i18n.ts';
import { useFeatureTranslation } from '../../../i18n/useFeatureTranslation.ts';
import type { OrderStatus } from '../api/orderStatus.ts';
import styles from '../OrderStatusPage.module.css';

// The sums and the VAT per rate are under the items, below a phone's first screen, and shared with the cart, the
// profile and the dashboard (so chunks of their own anyway, with the money words): they load after the page's first
// download, which has a budget (scripts/check-bundle-size.ts). A server-rendered page shows them from the start;
// hydrating them waits for the chunks.
const MoneySummary = lazy(async () => ({
  default: (await import('../../../components/MoneySummary.tsx')).MoneySummary,
}));
const VatTable = lazy(async () => ({ default: (await import('../../../components/VatTable.tsx')).VatTable }));

/** The items with their quantities, options and prices, then the order's sums and its VAT per rate. */
export function OrderLines({ order }: { order: OrderStatus }) {
  const { t } = useFeatureTranslation('orderStatus');
  const language = useLanguage();
  const money = (amount: number) => formatForint(amount, language);
  return (
    <section aria-labelledby="items-heading" className={styles.card}>
      <h2 id="items-heading">{t('items')}</h2>
      <ul className={styles.lines}>
        {order.products.map((line, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the lines of a placed order never move
          <li key={index}>
            <span>
              {t('quantityOf', {
                count: line.quantity,
                name: language === 'en' ? line.nameEnglish || line.name : line.name,
              })}
              <LineOptions line={line} />
            </span>
            <span>{money(line.price * line.quantity)}</span>
          </li>
        ))}
      </ul>
      <Suspense fallback={null}>
        <MoneySummary figures={order} look={{ list: styles.sums, total: styles.total }} couponNamed />
        <VatTable rows={order.vat} />
      </Suspense>
    </section>
  );
}
