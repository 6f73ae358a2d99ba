import { Navigate, useParams } from 'react-router';
import { PageSpinner } from '../../components/PageSpinner.tsx';
import page from '../../components/page.module.css';
import { useFeatureTranslation } from '../../i18n/useFeatureTranslation.ts';
import { isStaff, useSession } from '../../lib/session.ts';
import { useDocumentTitle } from '../../lib/useDocumentTitle.ts';
import { AddressesTab } from './components/AddressesTab.tsx';
import { CompanyTab } from './components/CompanyTab.tsx';
import { MyDataForm } from './components/MyDataForm.tsx';
import { OrdersTab } from './components/OrdersTab.tsx';
import { PasswordForm } from './components/PasswordForm.tsx';
import { ProfileTabs } from './components/ProfileTabs.tsx';
import styles from './ProfilePage.module.css';
import { SecurityTab } from './twoFactor/SecurityTab.tsx';

const subpages = new Set(['addresses', 'company', 'orders', 'security']);

/**
 * /profile/{subpage?}/{add?} (SPEC §2), behind the route guard: my data and password, addresses, company details
 * for invoices (issue 17), orders, and for
 * staff the security tab (two-factor login).
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
  // Two-factor login is a staff matter: customers have no security tab.
  if (subpage === 'security' && !isStaff(user)) return <Navigate to="/profile" replace />;

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
        {subpage === 'company' && <CompanyTab company={user.company} />}
        {subpage === 'orders' && <OrdersTab userId={user.id} />}
        {subpage === 'security' && <SecurityTab />}
      </div>
    </div>
  );
}
