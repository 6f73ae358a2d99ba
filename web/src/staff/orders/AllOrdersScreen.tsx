import { formatForint } from '@konyha/domain/common/money';
import { callPageOf } from '@konyha/domain/common/paging';
import { type Order, type OrderSortKey, orderSortKeys } from '@konyha/domain/orders/order.schemas';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useSearchParams } from 'react-router';
import { type Column, DataTable } from '../../components/DataTable.tsx';
import { Pager } from '../../components/Pager.tsx';
import { Spinner } from '../../components/Spinner.tsx';
import { useLanguage } from '../../i18n/i18n.ts';
import { useDocumentTitle } from '../../lib/useDocumentTitle.ts';
import { PrintLinks, PrintWarnings } from '../print/index.ts';
import { ordersPageQuery } from '../shared/api/orders.ts';
import { localDateTime } from '../shared/dates.ts';
import { InvoiceBadge } from './components/InvoiceDetails.tsx';
import { OrderAlertNotes } from './components/OrderAlertNotes.tsx';
import { OrderPaidSwitch, OrderStateSelect } from './components/OrderStatusControls.tsx';
import { SortBar } from './components/SortBar.tsx';
import { OrderDecisions } from './decisions/OrderDecisions.tsx';

const isSortKey = (value: string | null): value is OrderSortKey =>
  orderSortKeys.includes(value as OrderSortKey);

/** Every order, 10 a page, newest first unless sorted otherwise (SPEC §2, §9); ADMIN and MANAGER. */
export function AllOrdersScreen() {
  const { t } = useTranslation('staff');
  const language = useLanguage();
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  useDocumentTitle(t('nav.all-orders'));

  const urlPage = params.get('page');
  const sortParam = params.get('sort');
  const sortBy: OrderSortKey = isSortKey(sortParam) ? sortParam : 'date';
  const ascending = params.get('desc') === null ? sortBy !== 'date' : params.get('desc') === 'false';
  // Until the count is known, any positive whole page may be asked for; the answer's count settles the range.
  const pageNo = callPageOf(urlPage, Number.MAX_SAFE_INTEGER);
  const query = useQuery({
    ...ordersPageQuery({ pageNo: pageNo ?? 0, sortBy, ascending }),
    enabled: pageNo !== undefined,
    placeholderData: keepPreviousData,
  });

  const withoutPage = () => {
    const rest = new URLSearchParams(params);
    rest.delete('page');
    const search = rest.toString();
    return search ? `${pathname}?${search}` : pathname;
  };
  if (pageNo === undefined) return <Navigate to={withoutPage()} replace />;
  if (query.data && !query.isPlaceholderData && callPageOf(urlPage, query.data.count) === undefined)
    return <Navigate to={withoutPage()} replace />;

  const columns: Column<Order>[] = [
    { key: 'id', header: t('all.columns.id'), cell: (o) => o.id, numeric: true },
    {
      key: 'date',
      header: t('all.columns.date'),
      cell: (o) => (
        <>
          {localDateTime(o.orderDate)}
          {o.preOrderDate ? <div>{`${t('orders.preorder')} ${localDateTime(o.preOrderDate)}`}</div> : null}
        </>
      ),
    },
    {
      key: 'customer',
      header: t('all.columns.customer'),
      cell: (o) => (
        <>
          {`${o.name}, ${o.phone}`} <InvoiceBadge order={o} />
        </>
      ),
    },
    { key: 'payment', header: t('all.columns.payment'), cell: (o) => t(`payment.${o.payment}`) },
    {
      key: 'price',
      header: t('all.columns.price'),
      cell: (o) => formatForint(o.discountedPrice, language),
      numeric: true,
    },
    {
      key: 'status',
      header: t('all.columns.status'),
      cell: (o) => (
        <>
          <OrderStateSelect order={o} compact />
          <OrderAlertNotes order={o} />
          <OrderDecisions order={o} />
          <PrintWarnings order={o} />
          <PrintLinks order={o} />
        </>
      ),
    },
    { key: 'paid', header: t('all.columns.paid'), cell: (o) => <OrderPaidSwitch order={o} compact /> },
  ];

  return (
    <section aria-labelledby="all-orders-title" aria-busy={query.isFetching}>
      <h1 id="all-orders-title">{t('nav.all-orders')}</h1>
      <SortBar sortBy={sortBy} ascending={ascending} />
      {query.isPending ? (
        <Spinner label={t('loading')} />
      ) : query.isError ? (
        <p role="alert">{t('loadFailed')}</p>
      ) : (
        <>
          <DataTable
            caption={t('nav.all-orders')}
            captionHidden
            columns={columns}
            rows={query.data.orders}
            rowKey={(o) => o.id}
            emptyText={t('noData')}
          />
          <Pager page={pageNo} count={query.data.count} label={t('all.pager')} />
        </>
      )}
    </section>
  );
}
