import { isStaff, type Role } from '@konyha/domain/users/roles';
import {
  rolesCreatableBy,
  type staffNewUserSchema,
  type userSortKeys,
} from '@konyha/domain/users/user.schemas';
import type { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { AppError, notFound } from '../../errors.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import { announceSessionChange } from '../../realtime/session-notifier.ts';
import { toUser } from './user.mapper.ts';
import * as repo from './user.repository.ts';
import type { UserService } from './user.service.ts';

type Page = { pageNo: number; pageSize: number; sortBy: (typeof userSortKeys)[number]; ascending: boolean };

/** Staff user management (issue 6): the users list and role changes (ADMIN), adding users (every staff role). */
export function createUserAdminService({ database, users }: { database: Database; users: UserService }) {
  const db = database.db;
  return {
    async page(page: Page) {
      const { rows, count } = await repo.listUsersPage(db, page);
      const addresses = Map.groupBy(
        await repo.listAddressesOf(
          db,
          rows.map((r) => r.id),
        ),
        (a) => a.userId,
      );
      return { users: rows.map((row) => toUser(row, addresses.get(row.id) ?? [])), count };
    },

    /** Never one's own role: an admin cannot lock themselves out. */
    async changeRole(auth: AuthUser, id: number, role: Role) {
      if (id === auth.id) throw new AppError('FORBIDDEN', 'You cannot change your own role', 'id');
      await db.transaction(async (tx) => {
        if (!(await repo.setRole(tx, id, role))) throw notFound('User');
        if (!isStaff(role)) await users.events.announce(tx, 'lostStaffAccess', { userId: id });
        await announceSessionChange(tx, id);
      });
      return users.loadUser(id);
    },

    /** The new user gets the confirmation e-mail and logs in after confirming, like a sign-up. */
    async add(auth: AuthUser, input: z.output<typeof staffNewUserSchema>) {
      if (!rolesCreatableBy(auth.role).includes(input.role)) {
        throw new AppError('FORBIDDEN', `A ${auth.role} cannot create a ${input.role}`, 'role');
      }
      const id = await users.register(input, input.role);
      return users.loadUser(id);
    },
  };
}

export type UserAdminService = ReturnType<typeof createUserAdminService>;
