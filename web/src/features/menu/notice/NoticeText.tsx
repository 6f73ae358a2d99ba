import { localTime } from '@konyha/domain/restaurant/local-time';
import { type OrderingNotice, orderingNotice } from '@konyha/domain/restaurant/ordering-notice';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useLanguage } from '../../../i18n/i18n.ts';
import { useFeatureTranslation } from '../../../i18n/useFeatureTranslation.ts';
import { dateText } from '../../../lib/openingHours.ts';
import { busyQuery, orderingActiveQuery } from '../../../lib/queries/ordering.ts';
import { useOpeningHours } from '../../../lib/queries/schedule.ts';
import { type OpeningWhen, openingWhen } from './openingWhen.ts';

/** The guest's clock, read again every half minute: a pause or a closed spell ends without a reload. */
function useNow(): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), 30_000);
    return () => clearInterval(timer);
  }, []);
  return now;
}

/** The notice itself, or nothing while ordering is open (or the answers are still on their way). */
export function NoticeText({ className }: { className: string | undefined }) {
  const { t, ready } = useFeatureTranslation('checkout');
  const language = useLanguage();
  const hours = useOpeningHours();
  // Staff start a pause from the monitor at any moment; a guest reading the menu learns of it within a minute.
  const busy = useQuery({ ...busyQuery, refetchInterval: 60_000 }).data;
  const active = useQuery(orderingActiveQuery).data;
  const now = useNow();
  if (!ready || !hours || !busy || active === undefined) return null;

  const notice = orderingNotice(hours, busy, active, now);
  if (notice.kind === 'open') return null;

  const whenText = (when: OpeningWhen) =>
    when.day === 'weekday'
      ? t(`notice.when.${when.weekday}`)
      : when.day === 'date'
        ? t('notice.when.date', { date: dateText(when.date, language) })
        : t(`notice.when.${when.day}`);
  function message(shown: Exclude<OrderingNotice, { kind: 'open' }>): string {
    switch (shown.kind) {
      case 'off':
        return t('notice.off');
      case 'paused':
        return t('notice.paused', { time: localTime(shown.until) });
      case 'closed': {
        if (!shown.opensAt) return t('notice.closedForNow');
        const when = openingWhen(shown.opensAt, now);
        return t('notice.closed', { when: whenText(when), time: when.time });
      }
    }
  }
  return <p className={className}>{message(notice)}</p>;
}
