import { useState } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { PageSpinner } from '../../components/PageSpinner.tsx';
import page from '../../components/page.module.css';
import { useFeatureTranslation } from '../../i18n/useFeatureTranslation.ts';
import { isStaff, useSession, useSessionActions } from '../../lib/session.ts';
import { useDocumentTitle } from '../../lib/useDocumentTitle.ts';
import styles from './AccountPage.module.css';
import { LoginForm } from './components/LoginForm.tsx';
import { SignUpForm } from './components/SignUpForm.tsx';

/** /login (SPEC §2): login and sign-up side by side, stacked on phones. A logged-in visitor goes to the profile. */
export function LoginPage() {
  const { t, ready } = useFeatureTranslation('account');
  const { user, loading } = useSession();
  const { logIn } = useSessionActions();
  const navigate = useNavigate();
  // While our own login completes, the page itself picks the destination (staff go to the dashboard).
  const [loggingIn, setLoggingIn] = useState(false);
  useDocumentTitle(ready ? t('login.title') : '');

  // `loggingIn` stays set after success: `navigate` may settle while the dashboard's lazy route still loads, and
  // this page would then send a staff member who just logged in to /profile instead.
  async function onToken(token: string) {
    setLoggingIn(true);
    try {
      const me = await logIn(token);
      await navigate(isStaff(me) ? '/dashboard' : '/profile', { replace: true });
    } catch (error) {
      setLoggingIn(false);
      throw error;
    }
  }

  if (!ready || (loading && !loggingIn)) return <PageSpinner />;
  if (user && !loggingIn) return <Navigate to="/profile" replace />;

  return (
    <div className={page.page}>
      <h1>{t('login.title')}</h1>
      <div className={styles.columns}>
        <LoginForm onToken={onToken} />
        <SignUpForm />
      </div>
    </div>
  );
}
