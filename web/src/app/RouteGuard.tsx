import type { Role } from '@konyha/domain/users/roles';
import { useTranslation } from 'react-i18next';
import { Navigate, Outlet } from 'react-router';
import { Spinner } from '../components/Spinner.tsx';
import { useSession } from './session.ts';

/**
 * Client-side convenience only; the server checks every call (DESIGN §5). SPEC §2: not logged in goes to /login,
 * a role not allowed goes home, and a spinner shows while the user loads.
 */
export function RouteGuard({ roles }: { roles?: readonly Role[] }) {
  const { t } = useTranslation();
  const { user, loading } = useSession();
  if (loading) return <Spinner label={t('common.loading')} />;
  if (!user) return <Navigate to="/login" replace />;
  if (roles && !roles.includes(user.role)) return <Navigate to="/" replace />;
  return <Outlet />;
}
