import type { LunchWeek } from '@konyha/domain/lunch/lunch-menu.schemas';
import { mondayOf, nextWeek, previousWeek } from '@konyha/domain/lunch/lunch-week';
import { localDay } from '@konyha/domain/restaurant/local-time';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import button from '../../components/button.module.css';
import { Spinner } from '../../components/Spinner.tsx';
import { dayTitle, LunchPdfLinks, shownWeek } from '../../features/lunch-menu/index.ts';
import { languages } from '../../i18n/i18n.ts';
import { productsQuery } from '../../lib/queries/products.ts';
import { useDocumentTitle } from '../../lib/useDocumentTitle.ts';
import screen from '../shared/screen.module.css';
import { vatSettingsQuery } from '../vat/index.ts';
import { lunchWeekQuery } from './api.ts';
import { LunchWeekEditor } from './LunchWeekEditor.tsx';
import styles from './lunchMenu.module.css';

const weekChoices = ['previous', 'this', 'next'] as const;

/**
 * /dashboard/lunch-menu (ADMIN, MANAGER; issue 31): a week's lunch menu, Monday to Friday. "This week" is the one
 * guests see now (the coming one at the weekend), so the manager edits what the lunch page shows.
 */
export function LunchMenuScreen() {
  const { t, i18n } = useTranslation('staff');
  const id = useId();
  useDocumentTitle(t('nav.lunch-menu'));
  const [thisWeek] = useState(() => shownWeek(localDay(new Date())));
  const weeks = { previous: previousWeek(thisWeek), this: thisWeek, next: nextWeek(thisWeek) };
  const [week, setWeek] = useState(thisWeek);
  // Read afresh on opening, so an older copy in the cache is never saved back.
  const stored = useQuery({ ...lunchWeekQuery(week), staleTime: 0 });
  const rates = useQuery(vatSettingsQuery);
  const foods = useQuery(productsQuery('foods'));
  const loaded = stored.isFetchedAfterMount && stored.data && rates.data && foods.data;

  return (
    <section aria-labelledby={`${id}-title`} className={screen.screen}>
      <h1 id={`${id}-title`}>{t('nav.lunch-menu')}</h1>
      <p>{t('lunchMenu.intro')}</p>
      <fieldset className={styles.weeks}>
        <legend className="visually-hidden">{t('lunchMenu.week')}</legend>
        {weekChoices.map((choice) => (
          <button
            key={choice}
            type="button"
            className={`${button.button} ${week === weeks[choice] ? button.primary : button.secondary}`}
            aria-pressed={week === weeks[choice]}
            onClick={() => setWeek(weeks[choice])}
          >
            {t(`lunchMenu.weeks.${choice}`)}
          </button>
        ))}
      </fieldset>
      <p className={screen.current} aria-live="polite">
        {t('lunchMenu.weekOf', { week, monday: dayTitle(mondayOf(week), i18n.language) })}
      </p>
      {stored.isError || rates.isError || foods.isError ? (
        <p role="alert">{t('loadFailed')}</p>
      ) : loaded ? (
        <LunchWeekEditor
          key={week}
          week={week}
          stored={stored.data as LunchWeek}
          rates={rates.data.rates}
          foods={foods.data}
        />
      ) : (
        <Spinner label={t('loading')} />
      )}
      <section aria-labelledby={`${id}-pdfs`}>
        <h2 id={`${id}-pdfs`}>{t('lunchMenu.pdfs')}</h2>
        <LunchPdfLinks week={week} languages={languages} />
      </section>
    </section>
  );
}
