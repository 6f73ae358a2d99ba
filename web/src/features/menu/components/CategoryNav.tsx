import { drinkGroups, foodGroups, type ProductGroup } from '@konyha/domain/menu/catalogue';
import { groupSlug } from '@konyha/domain/menu/groups';
import { restaurant } from '@konyha/domain/restaurant/restaurant';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { ChevronDownIcon } from '../../../components/icons.tsx';
import page from '../../../components/page.module.css';
import styles from './CategoryNav.module.css';

const menuPath = (group: ProductGroup) => `/foods/${groupSlug(group, restaurant.brandSlug)}`;

/**
 * Food groups, then drinks. On small screens it folds behind a button naming the group shown. `search`: the
 * dietary filters' query, which the links keep, so the chosen diets follow the guest from group to group.
 */
export function CategoryNav({ current, search }: { current: ProductGroup; search: string }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const listId = useId();

  const section = (heading: string, groups: readonly ProductGroup[]) => (
    <>
      <h2 className={`${page.caption} ${styles.heading}`}>{heading}</h2>
      <ul className={styles.list}>
        {groups.map((group) => (
          <li key={group}>
            <NavLink
              to={{ pathname: menuPath(group), search }}
              className={styles.link}
              onClick={() => setOpen(false)}
            >
              {t(`menu.groups.${group}`)}
            </NavLink>
          </li>
        ))}
      </ul>
    </>
  );

  return (
    <nav className={styles.nav} aria-label={t('menu.categories')}>
      <button
        type="button"
        className={styles.toggle}
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((value) => !value)}
      >
        <span>
          <span className={styles.toggleLabel}>{t('menu.categories')}: </span>
          {t(`menu.groups.${current}`)}
        </span>
        <ChevronDownIcon />
      </button>
      <div id={listId} className={`${styles.panel} ${open ? styles.open : ''}`}>
        {section(t('menu.foods'), foodGroups)}
        {section(t('menu.drinks'), drinkGroups)}
      </div>
    </nav>
  );
}
