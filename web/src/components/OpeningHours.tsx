import type { OpeningHours as Hours, Weekday } from '@konyha/domain/restaurant/opening-hours.schemas';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../i18n/i18n.ts';
import { dateText, intervalsText, upcomingSpecials, weekRows } from '../lib/openingHours.ts';
import { useRestaurantToday } from '../lib/restaurantDay.ts';
import styles from './OpeningHours.module.css';

/**
 * The week's hours, equal consecutive days as one row ("Hétfő–Péntek 11:00–22:00"), and (unless `weekOnly`) the
 * next special dates in the guest's language. A space between term and hours keeps them apart in plain text.
 */
export function OpeningHours({ hours, weekOnly = false }: { hours: Hours; weekOnly?: boolean }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const today = useRestaurantToday();
  const rows = weekRows(hours.weekly);
  const shown = (text: string) => text || t('hours.closed');
  const day = (weekday: Weekday) => t(`hours.days.${weekday}`);
  return (
    <dl className={styles.hours}>
      {rows.map((row) => (
        <div key={row.first}>
          <dt>
            {rows.length === 1
              ? t('hours.daily')
              : row.first === row.last
                ? day(row.first)
                : `${day(row.first)}–${day(row.last)}`}
          </dt>{' '}
          <dd>{shown(row.hours)}</dd>
        </div>
      ))}
      {(weekOnly ? [] : upcomingSpecials(hours, today)).map((special) => (
        <div key={special.date} className={styles.special}>
          <dt>
            {language === 'hu' ? special.label : special.labelEnglish} ({dateText(special.date, language)})
          </dt>{' '}
          <dd>{shown(intervalsText(special.intervals))}</dd>
        </div>
      ))}
    </dl>
  );
}
