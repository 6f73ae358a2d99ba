import { NavLink } from 'react-router';
import { useFeatureTranslation } from '../../../i18n/useFeatureTranslation.ts';
import { isStaff, useSession, useSessionActions } from '../../../lib/session.ts';
import styles from '../ProfilePage.module.css';

/** The profile's tabs (SPEC §2) as links, the current one marked with aria-current, and the logout. */
export function ProfileTabs() {
  const { t } = useFeatureTranslation('account');
  const { logOut } = useSessionActions();
  const { user } = useSession();
  return (
    <nav className={styles.tabs} aria-label={t('profile.tabs')}>
      <ul>
        <li>
          <NavLink to="/profile" end className={styles.tab}>
            {t('profile.myData')}
          </NavLink>
        </li>
        <li>
          <NavLink to="/profile/addresses" className={styles.tab}>
            {t('profile.addresses')}
          </NavLink>
        </li>
        <li>
          <NavLink to="/profile/company" className={styles.tab}>
            {t('company.tab')}
          </NavLink>
        </li>
        <li>
          <NavLink to="/profile/orders" className={styles.tab}>
            {t('profile.orders')}
          </NavLink>
        </li>
        {isStaff(user) && (
          <li>
            <NavLink to="/profile/security" className={styles.tab}>
              {t('profile.security')}
            </NavLink>
          </li>
        )}
        <li className={styles.logout}>
          <button type="button" className={styles.tab} onClick={() => void logOut()}>
            {t('profile.logout')}
          </button>
        </li>
      </ul>
    </nav>
  );
}
