import { formatForint } from '@konyha/domain/common/money';
import { localTime } from '@konyha/domain/restaurant/local-time';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../i18n/i18n.ts';
import { type CloseColumn, CloseTable } from './CloseTable.tsx';
import type { DayClose } from './dayCloseApi.ts';

type Figures = DayClose['figures'];

/**
 * What a manager counts the money against: each courier's door payments per method with the tips apart and all
 * they bring back, the money paid online and paid back, the refused orders, the invoices and receipts issued, the day's
 * opening and closing times.
 */
export function DayCloseFigures({ figures }: { figures: Figures }) {
  const { t } = useTranslation('staff');
  const language = useLanguage();
  const money = (amount: number) => formatForint(amount, language);
  const time = (instant: string | null) => (instant ? localTime(new Date(instant)) : t('dayClose.noTime'));
  const sums: CloseColumn[] = [
    { key: 'orders', header: t('dayClose.columns.orders'), numeric: true },
    { key: 'amount', header: t('dayClose.columns.amount'), numeric: true },
    { key: 'tips', header: t('dayClose.columns.tips'), numeric: true },
  ];
  const { online, refused } = figures;

  return (
    <>
      {figures.couriers.length === 0 ? <p>{t('dayClose.noCouriers')}</p> : null}
      {figures.couriers.map(({ courier, methods, bringBack }) => (
        <CloseTable
          key={courier ?? ''}
          caption={t('dayClose.courierCaption', { name: courier ?? t('dayClose.unknownCourier') })}
          columns={[{ key: 'method', header: t('dayClose.columns.method') }, ...sums]}
          rows={methods.map((row) => ({
            key: row.method,
            cells: [t(`payment.${row.method}`), row.orders, money(row.amount), money(row.tips)],
          }))}
          total={{ label: t('dayClose.bringBack'), value: money(bringBack) }}
        />
      ))}
      <CloseTable
        caption={t('dayClose.onlineCaption')}
        columns={[
          { key: 'orders', header: t('dayClose.columns.orders'), numeric: true },
          { key: 'paid', header: t('dayClose.columns.paid'), numeric: true },
          { key: 'tips', header: t('dayClose.columns.tips'), numeric: true },
          { key: 'refunded', header: t('dayClose.columns.refunded'), numeric: true },
        ]}
        rows={[
          {
            key: 'online',
            cells: [online.orders, money(online.amount), money(online.tips), money(online.refunded)],
          },
        ]}
      />
      <p>{t('dayClose.refused', refused)}</p>
      <DocumentCounts documents={figures.documents} />
      <p>
        {t('dayClose.openedAt', { time: time(figures.openedAt) })}
        <br />
        {t('dayClose.closedAtTime', { time: time(figures.closedAt) })}
      </p>
    </>
  );
}

/**
 * The invoices, receipts and reversals Számlázz.hu issued for the day (issue 34), what the accountant matches the
 * close against; the failed ones stand out, for a manager retries them from the order. A restaurant that does not
 * invoice has none of them, and no block of zeros either.
 */
function DocumentCounts({ documents }: { documents: Figures['documents'] }) {
  const { t } = useTranslation('staff');
  if (Object.values(documents).every((count) => count === 0)) return null;
  const kinds = ['invoices', 'receipts', 'reversals', 'failed'] as const;
  return (
    <CloseTable
      caption={t('dayClose.documents.caption')}
      columns={[
        { key: 'kind', header: t('dayClose.documents.kind') },
        { key: 'count', header: t('dayClose.documents.count'), numeric: true },
      ]}
      rows={kinds.map((kind) => ({
        key: kind,
        cells: [t(`dayClose.documents.${kind}`), documents[kind]],
        marked: kind === 'failed' && documents.failed > 0,
      }))}
    />
  );
}
