import { type Diet, dietSearch, diets, toggleDiet } from '@konyha/domain/menu/diet';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import styles from './DietFilter.module.css';

/**
 * The dietary filter chips. Each is a link to this page with its diet switched, so they work on the server-rendered
 * page before (or without) any JavaScript; the page stays where it is scrolled when one is tapped.
 */
export function DietFilter({ chosen }: { chosen: readonly Diet[] }) {
  const { t } = useTranslation();
  return (
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
  );
}
