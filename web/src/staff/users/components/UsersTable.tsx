import { localDay, localTime } from '@konyha/domain/restaurant/local-time';
import { isStaff, type Role, roles } from '@konyha/domain/users/roles';
import type { User } from '@konyha/domain/users/user.schemas';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import buttonStyles from '../../../components/button.module.css';
import { type Column, DataTable } from '../../../components/DataTable.tsx';
import formStyles from '../../../components/form/form.module.css';
import { notifyServerError } from '../../../lib/toasts/store.ts';
import { notifyStaff } from '../../shared/notifyStaff.ts';
import { useChangeRole } from '../api/users.ts';
import { TwoFactorReset } from './TwoFactorReset.tsx';
import styles from './UsersTable.module.css';

/** Registration time as yyyy-MM-dd HH:mm in Budapest, whatever the browser's zone. */
const registered = (iso: string) => `${localDay(new Date(iso))} ${localTime(new Date(iso))}`;

/**
 * The users of one page (SPEC §2): role is a dropdown except on the admin's own row, and a details row opens
 * under a user with phone and saved addresses.
 */
export function UsersTable({ users, ownId }: { users: readonly User[]; ownId: number | undefined }) {
  const { t } = useTranslation('staff');
  const changeRole = useChangeRole();
  const [open, setOpen] = useState<ReadonlySet<number>>(new Set());
  const detailsId = (user: User) => `user-${user.id}-details`;

  const toggle = (id: number) =>
    setOpen((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });

  const setRole = (user: User, role: Role) =>
    changeRole.mutate(
      { id: user.id, role },
      { onSuccess: () => notifyStaff('success', 'toast.modified', 'short'), onError: notifyServerError },
    );

  const columns: Column<User>[] = [
    { key: 'id', header: t('user.id'), numeric: true, cell: (user) => user.id },
    { key: 'date', header: t('user.registrationDate'), cell: (user) => registered(user.registrationDate) },
    { key: 'name', header: t('user.name'), cell: (user) => user.name },
    {
      key: 'email',
      header: t('user.email'),
      cell: (user) => <span className={styles.email}>{user.email}</span>,
    },
    {
      key: 'role',
      header: t('user.role'),
      cell: (user) =>
        user.id === ownId ? (
          t(`roles.${user.role}`)
        ) : (
          <select
            className={`${formStyles.input} ${styles.role}`}
            aria-label={t('user.roleOf', { name: user.name })}
            value={user.role}
            disabled={changeRole.isPending && changeRole.variables?.id === user.id}
            onChange={(event) => setRole(user, event.target.value as Role)}
          >
            {roles.map((role) => (
              <option key={role} value={role}>
                {t(`roles.${role}`)}
              </option>
            ))}
          </select>
        ),
    },
    {
      key: 'details',
      header: t('user.moreDetails'),
      cell: (user) => (
        <button
          type="button"
          className={`${buttonStyles.button} ${buttonStyles.secondary} ${buttonStyles.small}`}
          aria-expanded={open.has(user.id)}
          aria-controls={open.has(user.id) ? detailsId(user) : undefined}
          aria-label={t('user.detailsOf', { name: user.name })}
          onClick={() => toggle(user.id)}
        >
          {t('user.details')}
        </button>
      ),
    },
  ];

  return (
    <DataTable
      caption={t('user.listCaption')}
      columns={columns}
      rows={users}
      rowKey={(user) => user.id}
      emptyText={t('tableNoData')}
      details={(user) =>
        open.has(user.id) ? <UserDetails id={detailsId(user)} user={user} own={user.id === ownId} /> : null
      }
    />
  );
}

function UserDetails({ id, user, own }: { id: string; user: User; own: boolean }) {
  const { t } = useTranslation('staff');
  return (
    <div id={id} className={styles.details}>
      <dl>
        <dt>{t('user.phone')}</dt>
        <dd>{user.phone}</dd>
      </dl>
      {isStaff(user.role) && !own && <TwoFactorReset user={user} />}
      {user.addresses.length === 0 ? (
        <p>{t('user.noAddresses')}</p>
      ) : (
        <table className={styles.addresses}>
          <caption className={styles.addressesTitle}>{t('user.addresses')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('user.zipCode')}</th>
              <th scope="col">{t('user.city')}</th>
              <th scope="col">{t('user.street')}</th>
            </tr>
          </thead>
          <tbody>
            {user.addresses.map((address) => (
              <tr key={address.id}>
                <td>{address.zipCode}</td>
                <td>{address.city}</td>
                <td>{address.street}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </div>
  );
}
