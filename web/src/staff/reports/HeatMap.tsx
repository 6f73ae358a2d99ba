import type { HoursPeriod } from '@konyha/domain/reports/reports.schemas';
import { weekdays } from '@konyha/domain/restaurant/weekdays';
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './ReportsScreen.module.css';

type Cell = HoursPeriod['cells'][number];
const hours = Array.from({ length: 24 }, (_, hour) => hour);

/**
 * The week as a 7 × 24 grid of hours, each the darker the more orders it had. Chart.js draws no heat map, and a
 * CSS grid needs no canvas; like the charts it is a picture of the table beside it, so screen readers skip it.
 * `most` orders in an hour are the darkest shade (at least 1).
 */
export function HeatMap({ cells, most }: { cells: readonly Cell[]; most: number }) {
  const { t } = useTranslation('staff');
  return (
    <div className={styles.heatMap} aria-hidden="true" data-heat-map="">
      <span />
      {hours.map((hour) => (
        <span key={hour} className={styles.heatHour}>
          {hour % 3 === 0 ? hour : ''}
        </span>
      ))}
      {weekdays.map((weekday) => (
        <HeatRow key={weekday} label={t(`reports.weekdaysShort.${weekday}`)} most={most}>
          {cells.filter((cell) => cell.weekday === weekday)}
        </HeatRow>
      ))}
    </div>
  );
}

function HeatRow({ label, most, children }: { label: string; most: number; children: readonly Cell[] }) {
  return (
    <>
      <span className={styles.heatDay}>{label}</span>
      {children.map((cell) => (
        <span
          key={cell.hour}
          className={styles.heatCell}
          title={`${label} ${cell.hour}:00 – ${cell.orders}`}
          style={{ '--heat': cell.orders / most } as CSSProperties}
        />
      ))}
    </>
  );
}
