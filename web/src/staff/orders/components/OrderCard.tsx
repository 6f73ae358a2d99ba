import { formatForint } from '@konyha/domain/common/money';
import type { Order } from '@konyha/domain/orders/order.schemas';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { LineOptions } from '../../../components/LineOptions.tsx';
import { MoneySummary } from '../../../components/MoneySummary.tsx';
import page from '../../../components/page.module.css';
import { useLanguage } from '../../../i18n/i18n.ts';
import { ChangedBadge, ChangeOrderButton, OrderChangeList, TakenBy } from '../../order-changes/index.ts';
import { PrintLinks, PrintWarnings } from '../../print/index.ts';
import { AddressDetails } from '../../shared/AddressDetails.tsx';
import { localDateTime } from '../../shared/dates.ts';
import { PaymentText } from '../../shared/PaymentText.tsx';
import { OrderDecisions } from '../decisions/OrderDecisions.tsx';
import { InvoiceBadge, InvoiceFacts } from './InvoiceDetails.tsx';
import { InvoiceDocument } from './InvoiceDocument.tsx';
import { OrderAlertNotes } from './OrderAlertNotes.tsx';
import styles from './OrderCard.module.css';
import { OrderStatusControls } from './OrderStatusControls.tsx';
import { OrderVat } from './OrderVat.tsx';

/** One order with everything the kitchen and the courier need, its decisions and its state and paid controls. */
export function OrderCard({ order }: { order: Order }) {
  const { t } = useTranslation('staff');
  const language = useLanguage();
  const money = (amount: number) => formatForint(amount, language);
  const headingId = `order-${order.id}`;
  const ref = useRef<HTMLElement>(null);
  const { hash } = useLocation();
  // The ringing banner's button leads here (#order-<id>): show and focus the order it named.
  // After the frame, so the layout's own focus on a new page (its main content) comes first.
  useEffect(() => {
    if (hash !== `#${headingId}`) return;
    const frame = requestAnimationFrame(() => {
      ref.current?.scrollIntoView?.({ block: 'center' });
      ref.current?.focus({ preventScroll: true });
    });
    return () => cancelAnimationFrame(frame);
  }, [hash, headingId]);
  return (
    <article ref={ref} tabIndex={-1} className={styles.card} aria-labelledby={headingId}>
      <header className={styles.header}>
        <h2 id={headingId} className={styles.title}>
          {t('orders.orderNo', { id: order.id })}
        </h2>
        <span className={`${page.pill} ${styles.state}`}>{t(`states.${order.state}`)}</span>
        {order.preOrderDate ? (
          <span className={`${page.pill} ${styles.preorder}`}>
            {t('orders.preorder')} {localDateTime(order.preOrderDate)}
          </span>
        ) : null}
        <OrderAlertNotes order={order} />
        <InvoiceBadge order={order} />
        <ChangedBadge order={order} className={page.pill} />
      </header>
      <TakenBy order={order} />
      <PrintWarnings order={order} />
      <dl className={styles.facts}>
        <dt>{t('orders.orderedAt')}</dt>
        <dd>{localDateTime(order.orderDate)}</dd>
        <dt>{t('orders.customer')}</dt>
        <dd>{order.name}</dd>
        <dt>{t('orders.phone')}</dt>
        <dd>
          <a href={`tel:${order.phone.replace(/\s/g, '')}`}>{order.phone}</a>
        </dd>
        <dt>{t('orders.email')}</dt>
        <dd>
          <a href={`mailto:${order.email}`}>{order.email}</a>
        </dd>
        <dt>{t('orders.address')}</dt>
        <dd>
          <AddressDetails address={order.address} />
        </dd>
        <dt>{t('orders.payment')}</dt>
        <dd>
          <PaymentText order={order} />
        </dd>
        <InvoiceFacts invoice={order.invoice} />
        <dt>{t('orders.coupon')}</dt>
        <dd>
          {order.coupon
            ? t('orders.couponValue', { code: order.coupon.code, discount: order.coupon.discount })
            : t('orders.none')}
        </dd>
        <dt>{t('orders.note')}</dt>
        <dd>{order.note || t('orders.none')}</dd>
      </dl>
      <InvoiceDocument order={order} />
      <table className={styles.items}>
        <caption className="visually-hidden">{t('orders.items')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('orders.item')}</th>
            <th scope="col" className={styles.numeric}>
              {/* A 320 px phone has no room for the word: it sees "db", a screen reader still hears "Mennyiség". */}
              <span className={styles.wide}>{t('orders.quantity')}</span>
              <span className={styles.narrow} aria-hidden="true">
                {t('orders.quantityShort')}
              </span>
            </th>
            <th scope="col" className={styles.numeric}>
              {t('orders.price')}
            </th>
          </tr>
        </thead>
        <tbody>
          {order.products.map((line, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a deleted product leaves productId null; lines never reorder
            <tr key={index}>
              <td>
                {language === 'hu' ? line.name : line.nameEnglish || line.name}
                <LineOptions line={line} />
              </td>
              <td className={styles.numeric}>{line.quantity}×</td>
              <td className={styles.numeric}>{money(line.price * line.quantity)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <MoneySummary figures={order} look={{ list: styles.totals, total: styles.total }} />
      <OrderVat order={order} />
      <OrderChangeList order={order} />
      <OrderDecisions order={order} />
      <ChangeOrderButton order={order} />
      <OrderStatusControls order={order} />
      <PrintLinks order={order} />
    </article>
  );
}
