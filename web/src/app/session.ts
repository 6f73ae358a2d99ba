import { type Role, staffRoles } from '@konyha/domain/users/roles';
import { createContext, useContext } from 'react';

export type SessionUser = { id: number; name: string; email: string; role: Role };

export type Session = {
  user: SessionUser | null;
  /** True while the stored login is being turned into a user; guards show a spinner meanwhile (SPEC §2). */
  loading: boolean;
};

/**
 * Accounts arrive with a later issue; until then nobody is logged in. The context is the seam: the account
 * feature will provide the real session here, and tests provide a staff user the same way.
 */
export const SessionContext = createContext<Session>({ user: null, loading: false });

export function useSession(): Session {
  return useContext(SessionContext);
}

export function isStaff(user: SessionUser | null): boolean {
  return user !== null && staffRoles.includes(user.role);
}
