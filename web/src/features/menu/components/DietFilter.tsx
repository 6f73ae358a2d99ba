import { type Diet, dietSearch, diets, toggleDiet } from '@konyha/domain/menu/diet';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import styles from './DietFilter.module.css';

/**
 * The dietary filter chips. Each is a link to this page with its diet switched, so they work on the server-rendered
 * page before (or without) any JavaScript; the page stays where it is scrolled when one is tapped. `count`: the dishes
 * shown, null while they load.
 */
export function DietFilter({ chosen, count }: { chosen: readonly Diet[]; count: number | null }) {
  const { t } = useTranslation();
  return (
    <>
      <nav aria-label={t('menu.diet.label')} className={styles.filter}>
        <ul className={styles.chips}>
          {diets.map((diet) => {
            const on = chosen.includes(diet);
            return (
              <li key={diet}>
                <Link
                  to={{ search: dietSearch(toggleDiet(chosen, diet)) }}
                  className={styles.chip}
                  aria-current={on ? 'true' : undefined}
                  preventScrollReset
                >
                  {t(`menu.diet.${diet}`)}
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>
      {/* Said politely after each tap; empty while the dishes load. */}
      <p className={styles.count} aria-live="polite">
        {count === null ? '' : t('menu.diet.count', { count })}
      </p>
    </>
  );
}
