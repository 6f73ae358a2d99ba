import { Navigate, useParams } from 'react-router';
import { useSession } from '../../app/session.ts';
import { useDocumentTitle } from '../../app/useDocumentTitle.ts';
import page from '../../components/page.module.css';
import { useFeatureTranslation } from '../../i18n/useFeatureTranslation.ts';
import { PageSpinner } from '../account/components/PageSpinner.tsx';
import { AddressesTab } from './components/AddressesTab.tsx';
import { MyDataForm } from './components/MyDataForm.tsx';
import { OrdersTab } from './components/OrdersTab.tsx';
import { PasswordForm } from './components/PasswordForm.tsx';
import { ProfileTabs } from './components/ProfileTabs.tsx';
import styles from './ProfilePage.module.css';

const subpages = new Set(['addresses', 'orders']);

/**
 * /profile/{subpage?}/{add?} (SPEC §2), behind the route guard: my data and password, addresses, orders.
 * Only /profile/addresses/new has an `add` part; any other one goes back to its tab, an unknown tab to my data.
 */
export function ProfilePage() {
  const { t, ready } = useFeatureTranslation('account');
  const { subpage, add } = useParams();
  const { user } = useSession();
  useDocumentTitle(ready ? t('profile.title') : '');

  if (subpage !== undefined && !subpages.has(subpage)) return <Navigate to="/profile" replace />;
  if (add !== undefined && !(subpage === 'addresses' && add === 'new'))
    return <Navigate to={`/profile/${subpage}`} replace />;
  if (!ready || !user) return <PageSpinner />;

  return (
    <div className={page.page}>
      <h1>{t('profile.title')}</h1>
      <ProfileTabs />
      <div className={styles.panel}>
        {subpage === undefined && (
          <div className={styles.columns}>
            <MyDataForm user={user} />
            <PasswordForm />
          </div>
        )}
        {subpage === 'addresses' && <AddressesTab addresses={user.addresses} adding={add === 'new'} />}
        {subpage === 'orders' && <OrdersTab userId={user.id} />}
      </div>
    </div>
  );
}
