import type { Role } from '@konyha/domain/users/roles';
import type { ParseKeys } from 'i18next';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Outlet } from 'react-router';
import { Spinner } from '../components/Spinner.tsx';
import { loadBundle, useLanguage } from '../i18n/i18n.ts';
import { useSession } from '../lib/session.ts';
import { notify } from '../lib/toasts/store.ts';

/** Home, with the no-permission toast of SPEC §6 (its text lives with the account texts, fetched first). */
function NoPermission() {
  const language = useLanguage();
  // Once per visit to the forbidden page, also under StrictMode's doubled effects (a ref survives them).
  const notified = useRef(false);
  useEffect(() => {
    if (notified.current) return;
    notified.current = true;
    void loadBundle(language, 'account').then(() =>
      notify({ kind: 'error', messageKey: 'account:guard.noPermission' as ParseKeys }),
    );
  }, [language]);
  return <Navigate to="/" replace />;
}

/**
 * Client-side convenience only; the server checks every call (DESIGN §5). SPEC §2: not logged in goes to /login,
 * a role not allowed goes home, and a spinner shows while the user loads.
 */
export function RouteGuard({ roles }: { roles?: readonly Role[] }) {
  const { t } = useTranslation();
  const { user, loading } = useSession();
  if (loading) return <Spinner label={t('common.loading')} />;
  if (!user) return <Navigate to="/login" replace />;
  if (roles && !roles.includes(user.role)) return <NoPermission />;
  return <Outlet />;
}
