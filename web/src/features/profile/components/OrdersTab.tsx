import { formatForint } from '@konyha/domain/common/money';
import { callPageOf } from '@konyha/domain/common/paging';
import type { Order } from '@konyha/domain/orders/order.schemas';
import { restaurantTimeZone } from '@konyha/domain/restaurant/restaurant';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Navigate, useLocation, useSearchParams } from 'react-router';
import { LineOptions } from '../../../components/LineOptions.tsx';
import { MoneySummary } from '../../../components/MoneySummary.tsx';
import { Pager } from '../../../components/Pager.tsx';
import page from '../../../components/page.module.css';
import { Spinner } from '../../../components/Spinner.tsx';
import { useLanguage } from '../../../i18n/i18n.ts';
import { useFeatureTranslation } from '../../../i18n/useFeatureTranslation.ts';
import { ApiRequestError } from '../../../lib/api.ts';
import { notifyServerError } from '../../../lib/toasts/store.ts';
import { InvoiceDownload } from '../../order-status/index.ts';
import { userOrdersQuery } from '../api/profile.ts';
import { AddressDetailRows } from './AddressDetailRows.tsx';
import styles from './OrdersTab.module.css';
import { OrdersTabActions } from './OrdersTabActions.tsx';

const dateTimeFormat = (language: string) =>
  new Intl.DateTimeFormat(language === 'hu' ? 'hu-HU' : 'en-GB', {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: restaurantTimeZone,
  });

function OrderCard({ order }: { order: Order }) {
  const { t } = useFeatureTranslation('account');
  const language = useLanguage();
  const money = (amount: number) => formatForint(amount, language);
  const when = dateTimeFormat(language);
  return (
    <article className={styles.order} aria-labelledby={`order-${order.id}`}>
      <header className={`${page.spread} ${styles.head}`}>
        <h3 id={`order-${order.id}`}>{t('orders.number', { id: order.id })}</h3>
        <p className={styles.badges}>
          <span className={`${page.pill} ${styles.state}`}>{t(`orders.states.${order.state}`)}</span>
          {order.preOrderDate && (
            <span className={`${page.pill} ${styles.preorder}`}>{t('orders.preorder')}</span>
          )}
        </p>
      </header>
      <dl className={styles.facts}>
        <div>
          <dt>{t('orders.orderedAt')}</dt>
          <dd>{when.format(new Date(order.orderDate))}</dd>
        </div>
        {order.promisedAt && !order.rejectionReason && (
          <div>
            <dt>{t('orders.promisedAt')}</dt>
            <dd>{when.format(new Date(order.promisedAt))}</dd>
          </div>
        )}
        {order.preOrderDate && (
          <div>
            <dt>{t('orders.preOrderFor')}</dt>
            <dd>{when.format(new Date(order.preOrderDate))}</dd>
          </div>
        )}
        <div>
          <dt>{t('orders.address')}</dt>
          <dd>{`${order.address.zipCode} ${order.address.city}, ${order.address.street}`}</dd>
        </div>
        <AddressDetailRows address={order.address} />
        <div>
          <dt>{t('orders.payment')}</dt>
          <dd>{t(`orders.payments.${order.payment}`)}</dd>
        </div>
      </dl>
      {order.rejectionReason && (
        <p className={styles.refusal}>
          {t('orders.reason', { reason: t(`orders.reasons.${order.rejectionReason}`) })}
          {order.rejectionNote && ` ${t('orders.note', { note: order.rejectionNote })}`}
        </p>
      )}
      <ul className={styles.lines} aria-label={t('orders.items')}>
        {order.products.map((line, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: lines of a past order never move
          <li key={index}>
            <span>
              {line.quantity} × {language === 'en' ? line.nameEnglish || line.name : line.name}
              <LineOptions line={line} />
            </span>
            <span>{money(line.price * line.quantity)}</span>
          </li>
        ))}
      </ul>
      <MoneySummary figures={order} look={{ list: styles.totals, total: styles.total }} couponNamed />
      <OrdersTabActions order={order} labelledBy={`order-${order.id}`} />
      {/* Issue 34: without the page's token, the login is what lets the guest fetch their own order's PDF. */}
      <InvoiceDownload
        orderId={order.id}
        document={order.invoiceDocument}
        describedBy={`order-${order.id}`}
        small
      />
    </article>
  );
}

/** The customer's own order history, newest first, 10 a page; a page outside the list goes to the first. */
export function OrdersTab({ userId }: { userId: number }) {
  const { t } = useFeatureTranslation('account');
  const [params] = useSearchParams();
  const { pathname } = useLocation();
  const urlPage = params.get('page');
  // Until the count is known, any number is taken at its word; the answer's count then decides.
  const wanted = urlPage !== null && /^\d+$/.test(urlPage) && Number(urlPage) >= 1 ? Number(urlPage) - 1 : 0;
  const orders = useQuery(userOrdersQuery(userId, wanted));
  // Staff whom an ADMIN requires to use two-factor login see no order history, their own neither, until they enrol.
  const setupFirst =
    orders.error instanceof ApiRequestError && orders.error.code === 'TWO_FACTOR_SETUP_REQUIRED';
  const failed = orders.isError && !setupFirst;
  useEffect(() => {
    if (failed) notifyServerError();
  }, [failed]);

  if (
    urlPage !== null &&
    (wanted === 0 || (orders.data && callPageOf(urlPage, orders.data.count) === undefined))
  )
    return <Navigate to={pathname} replace />;

  return (
    <section aria-labelledby="orders-heading" className={styles.tab}>
      <h2 id="orders-heading">{t('orders.heading')}</h2>
      {setupFirst ? (
        <p>{t('twoFactor.ordersHidden')}</p>
      ) : orders.isPending ? (
        <Spinner label={t('orders.loading')} />
      ) : !orders.data || orders.data.orders.length === 0 ? (
        <p>{t('orders.none')}</p>
      ) : (
        <>
          {orders.data.orders.map((order) => (
            <OrderCard key={order.id} order={order} />
          ))}
          <Pager page={wanted} count={orders.data.count} label={t('orders.pages')} />
        </>
      )}
    </section>
  );
}
