import { formatForint } from '@konyha/domain/common/money';
import { dailySummary, refusedCounts, type SummaryRow } from '@konyha/domain/orders/daily-summary';
import { localDay } from '@konyha/domain/restaurant/local-time';
import { can } from '@konyha/domain/users/capabilities';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type Column, DataTable } from '../../components/DataTable.tsx';
import { Spinner } from '../../components/Spinner.tsx';
import { useLanguage } from '../../i18n/i18n.ts';
import { useSession } from '../../lib/session.ts';
import { useDocumentTitle } from '../../lib/useDocumentTitle.ts';
import { dayOrdersQuery } from '../shared/api/orders.ts';
import { DayField, isValidDay } from '../shared/DayField.tsx';
import styles from './DailySummaryScreen.module.css';
import { DayClose } from './DayClose.tsx';
import { DayVat } from './DayVat.tsx';

/**
 * Counts and amounts per payment method for one day, computed in the browser (SPEC §2). Only ADMIN and MANAGER
 * pick the day; a shop assistant sees today (SPEC §6). ADMIN and MANAGER see the day's VAT per rate too (issue 17),
 * and its close (issue 34).
 */
export function DailySummaryScreen() {
  const { t } = useTranslation('staff');
  const language = useLanguage();
  const { user } = useSession();
  const [day, setDay] = useState(() => localDay(new Date()));
  const canPick = user ? can(user.role, 'readAllOrders') : false;
  const valid = isValidDay(day);
  const query = useQuery({ ...dayOrdersQuery(day), enabled: valid });
  useDocumentTitle(t('nav.daily-summary'));

  const money = (amount: number) => formatForint(amount, language);
  const columns: Column<SummaryRow>[] = [
    {
      key: 'group',
      header: t('summary.columns.group'),
      cell: (row) => (row.group === 'TOTAL' ? t('summary.total') : t(`payment.${row.group}`)),
    },
    { key: 'ordersNum', header: t('summary.columns.ordersNum'), cell: (row) => row.ordersNum, numeric: true },
    {
      key: 'notPaidOrdersNum',
      header: t('summary.columns.notPaidOrdersNum'),
      cell: (row) => row.notPaidOrdersNum,
      numeric: true,
    },
    {
      key: 'notPaidPrice',
      header: t('summary.columns.notPaidPrice'),
      cell: (row) => money(row.notPaidPrice),
      numeric: true,
    },
    { key: 'price', header: t('summary.columns.price'), cell: (row) => money(row.price), numeric: true },
    // Issue 34: the couriers' own money, paid with the orders but outside their totals.
    { key: 'tips', header: t('summary.columns.tips'), cell: (row) => money(row.tips), numeric: true },
  ];

  return (
    <section aria-labelledby="summary-title" aria-busy={query.isFetching}>
      <h1 id="summary-title">{t('nav.daily-summary')}</h1>
      {canPick ? <DayField value={day} onChange={setDay} /> : <p>{t('summary.today', { day })}</p>}
      {!valid ? null : query.isPending ? (
        <Spinner label={t('loading')} />
      ) : query.isError ? (
        <p role="alert">{t('loadFailed')}</p>
      ) : (
        <>
          <DataTable
            caption={t('summary.caption', { day })}
            columns={columns}
            rows={dailySummary(query.data)}
            rowKey={(row) => row.group}
            emptyText={t('noData')}
            rowClassName={(row) => (row.group === 'TOTAL' ? styles.total : undefined)}
          />
          <p>{t('summary.refused', refusedCounts(query.data))}</p>
          {user && can(user.role, 'manageAccounting') && <DayVat orders={query.data} />}
          {user && can(user.role, 'closeDays') && (
            <DayClose key={day} day={day} ordersUpdatedAt={query.dataUpdatedAt} />
          )}
        </>
      )}
    </section>
  );
}
