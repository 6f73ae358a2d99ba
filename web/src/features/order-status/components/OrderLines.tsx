import { formatForint } from '@konyha/domain/common/money';
import { lazy, Suspense } from 'react';
import { LineOptions } from '../../../components/LineOptions.tsx';
import { useLanguage } from '../../../i18n/i18n.ts';
import { useFeatureTranslation } from '../../../i18n/useFeatureTranslation.ts';
import type { OrderStatus } from '../api/orderStatus.ts';
import styles from '../OrderStatusPage.module.css';

// Under the sums, below a phone's first screen, and shared with the dashboard (so a chunk of its own anyway): it
// loads after the page's first download, which has a budget (scripts/check-bundle-size.ts). A server-rendered page
// shows it from the start; hydrating it waits for the chunk.
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
              <LineOptions options={line.options} />
            </span>
            <span>{money(line.price * line.quantity)}</span>
          </li>
        ))}
      </ul>
      <dl className={styles.sums}>
        <div>
          <dt>{t('subtotal')}</dt>
          <dd>{money(order.originalPrice)}</dd>
        </div>
        {order.coupon && (
          <div>
            <dt>{t('discount', { code: order.coupon.code, percent: order.coupon.discount })}</dt>
            <dd>{money(order.discountedPrice - order.originalPrice)}</dd>
          </div>
        )}
        <div>
          <dt>{t('shipping')}</dt>
          <dd>{money(order.shippingCost)}</dd>
        </div>
        {order.deposit > 0 && (
          <div>
            <dt>{t('deposit')}</dt>
            <dd>{money(order.deposit)}</dd>
          </div>
        )}
        <div className={styles.total}>
          <dt>{t('total')}</dt>
          <dd>{money(order.total)}</dd>
        </div>
      </dl>
      <Suspense fallback={null}>
        <VatTable rows={order.vat} texts={t('vat', { returnObjects: true })} />
      </Suspense>
    </section>
  );
}
