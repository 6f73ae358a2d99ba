import type { LoggedEvent } from '@konyha/domain/events/event-types';
import { localDay, localTime } from '@konyha/domain/restaurant/local-time';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type Column, DataTable } from '../../components/DataTable.tsx';
import { Spinner } from '../../components/Spinner.tsx';
import { useLanguage } from '../../i18n/i18n.ts';
import { useDocumentTitle } from '../../lib/useDocumentTitle.ts';
import { changeText } from '../order-changes/index.ts';
import { DayField, isValidDay } from '../shared/DayField.tsx';
import { localDateTime } from '../shared/dates.ts';
import { dayEventsQuery } from './events.ts';
import { settingChangeText } from './settingChange.ts';

/**
 * Who changed which order's state or paid flag on a day (SPEC §2), and who accepted (for when), rejected or
 * cancelled it (why), or that it went overdue — "system" for what nobody did by hand (issue 12); who changed which
 * setting from what to what, without an order (issue 14); an online payment that came too late (issue 27). ADMIN and
 * MANAGER.
 */
export function EventLogScreen() {
  const { t } = useTranslation('staff');
  const language = useLanguage();
  const [day, setDay] = useState(() => localDay(new Date()));
  const valid = isValidDay(day);
  const query = useQuery({ ...dayEventsQuery(day), enabled: valid });
  useDocumentTitle(t('nav.event-log'));

  // An online payment that came after its order was given up (issue 27): the order revived, or the money sent back.
  const latePayment = (note: string | null) =>
    note === 'REVIVED' || note === 'REFUNDED' ? t(`events.latePayment.${note}`) : (note ?? '–');

  const stateChange = (event: LoggedEvent) =>
    `${event.orderStateFrom ? t(`states.${event.orderStateFrom}`) : '–'} → ${
      event.orderStateTo ? t(`states.${event.orderStateTo}`) : '–'
    }`;
  const change = (event: LoggedEvent) => {
    // Issue 30: a changed order's part from → to (with the reason), an order taken by phone (a full slot's reason).
    if (event.eventType === 'ORDER_CHANGED' && event.what)
      return [
        changeText(
          { what: event.what, from: event.change?.from ?? null, to: event.change?.to ?? null },
          t,
          language,
        ),
        event.note,
      ]
        .filter(Boolean)
        .join(' · ');
    if (event.eventType === 'ORDER_TAKEN')
      return [
        t('orderChanges.takenByPhone'),
        event.note ? t('orderChanges.fullSlotReason', { reason: event.note }) : '',
      ]
        .filter(Boolean)
        .join(' · ');
    if (event.change) return settingChangeText(event, t, language);
    if (event.eventType === 'LATE_PAYMENT') return latePayment(event.note);
    if (event.eventType === 'ORDER_PAYMENT')
      return `${t('events.paid')}: ${event.payed ? t('orders.yes') : t('orders.no')}`;
    const details = [
      event.promisedAt ? t('events.promised', { time: localDateTime(event.promisedAt) }) : '',
      event.reason ? t(`reasons.${event.reason}`) : '',
      event.note ?? '',
    ].filter(Boolean);
    return [event.orderStateTo ? stateChange(event) : '', ...details].filter(Boolean).join(' · ') || '–';
  };
  const columns: Column<LoggedEvent>[] = [
    { key: 'time', header: t('events.columns.time'), cell: (e) => localTime(new Date(e.eventDateTime)) },
    { key: 'staff', header: t('events.columns.staff'), cell: (e) => e.user?.name ?? t('events.system') },
    {
      key: 'order',
      header: t('events.columns.order'),
      cell: (e) => (e.order ? `#${e.order.id}` : ''),
      numeric: true,
    },
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
