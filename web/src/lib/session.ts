import { type Role, staffRoles } from '@konyha/domain/users/roles';
import type { User } from '@konyha/domain/users/user.schemas';
import { createContext, useContext, useMemo } from 'react';
import { useNavigate } from 'react-router';

/** The logged-in user as the API shows it (SPEC §3). */
export type SessionUser = User;

export type Session = {
  user: SessionUser | null;
  /** True while the stored login is being turned into a user; guards show a spinner meanwhile (SPEC §2). */
  loading: boolean;
};

export type SessionActions = {
  /** Stores a fresh token (login, password change) and loads its user; fails (logged out) if that fails. */
  logIn: (token: string) => Promise<SessionUser>;
  /** Ends the session on the server, forgets it here and goes home. */
  logOut: () => Promise<void>;
  /** Reads the user again, or adopts the copy an answer already holds (profile and address changes). */
  refreshUser: (fresh?: SessionUser) => Promise<void>;
};

/** The stored login's key; a dashboard the server drew carries its staff member under it too (src/entry-server.tsx). */
export const SESSION_KEY = 'konyha.session';
/** SPEC §4, §9: a login lasts 12 hours. */
export const SESSION_LIFETIME_MS = 12 * 60 * 60 * 1000;

type StoredSession = { token: string; expiresAt: number };

function isStoredSession(value: unknown): value is StoredSession {
  const session = value as Partial<StoredSession> | null;
  return typeof session?.token === 'string' && typeof session.expiresAt === 'number';
}

/** The stored login, or null when there is none or it has expired (an expired or unreadable one is discarded). */
export function readStoredSession(now = Date.now()): StoredSession | null {
  let session: unknown;
  try {
    const raw = localStorage.getItem(SESSION_KEY);
    if (raw === null) return null;
    session = JSON.parse(raw);
  } catch {
    session = null;
  }
  if (isStoredSession(session) && now < session.expiresAt) return session;
  clearStoredSession();
  return null;
}

/** The bearer token of the stored login, if any. */
export function storedToken(): string | null {
  return readStoredSession()?.token ?? null;
}

export function storeSession(token: string, now = Date.now()): StoredSession {
  const session = { token, expiresAt: now + SESSION_LIFETIME_MS };
  try {
    localStorage.setItem(SESSION_KEY, JSON.stringify(session));
  } catch {
    // Storage off (private mode): the login lasts for this page only, which is all we can do.
  }
  return session;
}

export function clearStoredSession(): void {
  try {
    localStorage.removeItem(SESSION_KEY);
  } catch {
    // Nothing stored, nothing to forget.
  }
}

/**
 * The seam between the account feature and everyone else: SessionProvider fills both contexts, and tests may
 * provide a user the same way. Without a provider nobody is logged in and the actions do nothing.
 */
export const SessionContext = createContext<Session>({ user: null, loading: false });

const noActions: SessionActions = {
  logIn: async () => {
    throw new Error('no SessionProvider');
  },
  logOut: async () => {},
  refreshUser: async () => {},
};
export const SessionActionsContext = createContext<SessionActions>(noActions);

export function useSession(): Session {
  return useContext(SessionContext);
}

/** logIn, logOut and refreshUser; logOut lands on the home page (needs the router around the caller). */
export function useSessionActions(): SessionActions {
  const actions = useContext(SessionActionsContext);
  const navigate = useNavigate();
  return useMemo(
    () => ({
      ...actions,
      // Home first: logged out on a guarded page, the guard would send the visitor to the login instead.
      logOut: async () => {
        await navigate('/');
        await actions.logOut();
      },
    }),
    [actions, navigate],
  );
}

export function isStaff(user: { role: Role } | null): boolean {
  return user !== null && staffRoles.includes(user.role);
}
