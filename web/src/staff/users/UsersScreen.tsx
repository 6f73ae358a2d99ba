import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { Pager } from '../../components/Pager.tsx';
import { Spinner } from '../../components/Spinner.tsx';
import { useSession } from '../../lib/session.ts';
import { AdminScreen } from '../shared/AdminScreen.tsx';
import { useListParams } from '../shared/listParams.ts';
import { SortControls } from '../shared/SortControls.tsx';
import { userSortNames, usersPageQuery } from './api/users.ts';
import { UsersTable } from './components/UsersTable.tsx';

/** /dashboard/users (ADMIN): the paged users with their roles; ?page, ?sort (default date), ?desc (default true). */
export function UsersScreen() {
  return (
    <AdminScreen title="user.listTitle">
      <Users />
    </AdminScreen>
  );
}

function Users() {
  const { t } = useTranslation('staff');
  const { user } = useSession();
  const params = useListParams(userSortNames, { sort: 'date', desc: true });
  const query = useQuery({
    ...usersPageQuery({ page: params.page ?? 0, sort: params.sort, desc: params.desc }),
    enabled: params.page !== undefined,
  });

  if (params.page === undefined || (query.data && params.outOfRange(query.data.count)))
    return <Navigate to={params.firstPageHref} replace />;

  return (
    <>
      <SortControls
        params={params}
        options={userSortNames.map((key) => ({ key, label: t(`user.sort.${key}`) }))}
      />
      {query.isPending ? (
        <Spinner label={t('loading')} />
      ) : query.isError ? (
        <p role="alert">{t('listLoadFailed')}</p>
      ) : (
        <>
          <UsersTable users={query.data.users} ownId={user?.id} />
          <Pager page={params.page} count={query.data.count} label={t('user.pager')} />
        </>
      )}
    </>
  );
}
