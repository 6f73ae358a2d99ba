import type { LunchDay } from '@konyha/domain/lunch/lunch-menu.schemas';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../i18n/i18n.ts';
import type { DayState } from './dayState.ts';
import { dayTitle } from './dayTitle.ts';
import styles from './LunchMenuPage.module.css';
import { type AddLunch, LunchVariantCard } from './LunchVariantCard.tsx';

const notices = {
  open: 'notice.open',
  before: 'notice.before',
  after: 'notice.after',
  later: 'notice.later',
  past: 'notice.after',
} as const satisfies Record<DayState, string>;

/** A day of the lunch menu: its date, when lunch is served and how it can be ordered, and its variants. */
export function LunchDaySection({
  day,
  state,
  onAdd,
}: {
  day: LunchDay;
  state: DayState;
  /** Absent: the variants are shown only (the day's lunch is over, or ordering is off). */
  onAdd: AddLunch | undefined;
}) {
  const { t } = useTranslation('lunchMenu');
  const language = useLanguage();
  const titleId = useId();
  return (
    <section className={styles.day} aria-labelledby={titleId}>
      <h3 id={titleId} className={styles.dayTitle}>
        {dayTitle(day.date, language)}
      </h3>
      <p className={state === 'open' ? `${styles.notice} ${styles.open}` : styles.notice}>
        {t(notices[state], { from: day.window.from, to: day.window.to })}
      </p>
      <ul className={styles.variants}>
        {day.variants.map((variant) => (
          <li key={variant.id}>
            <LunchVariantCard variant={variant} onAdd={onAdd} />
          </li>
        ))}
      </ul>
    </section>
  );
}
