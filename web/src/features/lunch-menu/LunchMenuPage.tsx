import type { LunchWeek } from '@konyha/domain/lunch/lunch-menu.schemas';
import { nextWeek } from '@konyha/domain/lunch/lunch-week';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Spinner } from '../../components/Spinner.tsx';
import { useFeatureTranslation } from '../../i18n/useFeatureTranslation.ts';
import { useRenderedMinute } from '../../lib/renderedMinute.ts';
import { restaurantDay } from '../../lib/restaurantDay.ts';
import { useDocumentTitle } from '../../lib/useDocumentTitle.ts';
import { useLunchWeek } from './api.ts';
import { dayState, shownWeek } from './dayState.ts';
import { LunchDaySection } from './LunchDaySection.tsx';
import styles from './LunchMenuPage.module.css';
import { LunchPdfLinks } from './LunchPdfLinks.tsx';
import { useAddLunch } from './useAddLunch.ts';

/**
 * /lunch-menu (issue 31): today's lunch variants on top, orderable inside the day's window or pre-ordered before
 * it, the rest of the week below, and the week's printable menus. Server-rendered with the week's answer and the
 * instant it was rendered at, so it reads without JavaScript and hydrates unchanged.
 */
export function LunchMenuPage() {
  // Its texts load with its code (src/app/routes.tsx); named here, a server render hands them to the browser.
  const { t } = useFeatureTranslation('lunchMenu');
  const { t: shared } = useTranslation();
  useDocumentTitle(t('title'));
  const now = useRenderedMinute();
  const today = restaurantDay(new Date(now));
  const week = shownWeek(today);
  const { data, isPending, isError } = useLunchWeek(week);

  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <p className={styles.eyebrow}>{t('eyebrow')}</p>
        <h1 className={styles.title}>{t('title')}</h1>
      </header>
      {isPending ? (
        <Spinner label={shared('common.loading')} />
      ) : isError || data.days.length === 0 ? (
        <p className={styles.empty}>
          {t('empty')} <Link to="/foods">{t('toMenu')}</Link>
        </p>
      ) : (
        <LunchWeekView week={data} today={today} now={new Date(now)} />
      )}
      {data && !data.days.some((day) => day.date > today) && <NextWeek week={nextWeek(week)} />}
      <section className={styles.printable} aria-labelledby="lunch-pdfs">
        <h2 id="lunch-pdfs">{t('pdfHeading')}</h2>
        <LunchPdfLinks week={week} />
      </section>
    </div>
  );
}

/**
 * The coming week's menu, once this week has no later lunch day left (on a Friday, or a week without a lunch menu):
 * offices order Monday's lunch before the weekend. Read in the browser only: the server renders the week of the day (readable without JavaScript).
 */
function NextWeek({ week }: { week: string }) {
  const { t } = useTranslation('lunchMenu');
  const addLunch = useAddLunch();
  const { data } = useLunchWeek(week);
  if (!data || data.days.length === 0) return null;
  return (
    <section aria-labelledby="lunch-next-week">
      <h2 id="lunch-next-week">{t('nextWeek')}</h2>
      {data.days.map((day) => (
        <LunchDaySection key={day.date} day={day} state="later" onAdd={addLunch(day, 'later')} />
      ))}
    </section>
  );
}

function LunchWeekView({ week, today, now }: { week: LunchWeek; today: string; now: Date }) {
  const { t } = useTranslation('lunchMenu');
  const addLunch = useAddLunch();
  const todays = week.days.find((day) => day.date === today);
  const todayState = todays && dayState(todays, today, now);
  const later = week.days.filter((day) => day.date > today);

  return (
    <>
      <section className={styles.today} aria-labelledby="lunch-today">
        <h2 id="lunch-today">{t('today')}</h2>
        {todays && todayState ? (
          <LunchDaySection day={todays} state={todayState} onAdd={addLunch(todays, todayState)} />
        ) : (
          <p className={styles.notice}>{t('noneToday')}</p>
        )}
      </section>
      {later.length > 0 && (
        <section aria-labelledby="lunch-later">
          <h2 id="lunch-later">{t('later')}</h2>
          {later.map((day) => (
            <LunchDaySection key={day.date} day={day} state="later" onAdd={addLunch(day, 'later')} />
          ))}
        </section>
      )}
    </>
  );
}
