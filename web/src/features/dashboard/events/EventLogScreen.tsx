import type { LoggedEvent } from '@konyha/domain/events/event-types';
import { localDay, localTime } from '@konyha/domain/orders/schedule';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type Column, DataTable } from '../../../components/DataTable.tsx';
import { Spinner } from '../../../components/Spinner.tsx';
import { useDocumentTitle } from '../../../lib/useDocumentTitle.ts';
import { DayField, isValidDay } from '../summary/DayField.tsx';
import { dayEventsQuery } from './events.ts';

/** Who changed which order's state or paid flag on a day (SPEC §2); ADMIN and MANAGER. */
export function EventLogScreen() {
  const { t } = useTranslation('dashboard');
  const [day, setDay] = useState(() => localDay(new Date()));
  const valid = isValidDay(day);
  const query = useQuery({ ...dayEventsQuery(day), enabled: valid });
  useDocumentTitle(t('nav.event-log'));

  const change = (event: LoggedEvent) =>
    event.eventType === 'ORDER_PAYMENT'
      ? `${t('events.paid')}: ${event.payed ? t('orders.yes') : t('orders.no')}`
      : `${event.orderStateFrom ? t(`states.${event.orderStateFrom}`) : '–'} → ${
          event.orderStateTo ? t(`states.${event.orderStateTo}`) : '–'
        }`;
  const columns: Column<LoggedEvent>[] = [
    { key: 'time', header: t('events.columns.time'), cell: (e) => localTime(new Date(e.eventDateTime)) },
    { key: 'staff', header: t('events.columns.staff'), cell: (e) => e.user?.name ?? '–' },
    { key: 'order', header: t('events.columns.order'), cell: (e) => `#${e.order.id}`, numeric: true },
    { key: 'type', header: t('events.columns.type'), cell: (e) => t(`events.types.${e.eventType}`) },
    { key: 'change', header: t('events.columns.change'), cell: change },
  ];

  return (
    <section aria-labelledby="events-title" aria-busy={query.isFetching}>
      <h1 id="events-title">{t('nav.event-log')}</h1>
      <DayField value={day} onChange={setDay} />
      {!valid ? null : query.isPending ? (
        <Spinner label={t('loading')} />
      ) : query.isError ? (
        <p role="alert">{t('loadFailed')}</p>
      ) : (
        <DataTable
          caption={t('events.caption', { day })}
          columns={columns}
          rows={query.data}
          rowKey={(e) => e.id}
          emptyText={t('events.empty')}
        />
      )}
    </section>
  );
}
