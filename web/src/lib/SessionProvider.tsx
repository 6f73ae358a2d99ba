import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { ApiRequestError, call } from './api.ts';
import {
  clearStoredSession,
  readStoredSession,
  SESSION_KEY,
  type Session,
  type SessionActions,
  SessionActionsContext,
  SessionContext,
  type SessionUser,
  storedToken,
  storeSession,
} from './session.ts';

async function fetchActiveUser(): Promise<SessionUser> {
  const { users } = await call('GET /user/activeuser');
  const user = users[0];
  if (!user) throw new ApiRequestError('SERVER_ERROR', 200);
  return user;
}

/**
 * Holds the login of SPEC §4: a stored token turns into the active user on start (guards wait meanwhile); a token
 * that fails to load, expires or is dropped in another tab logs the user out here too.
 * `initialUser` starts logged in as that user without a request (tests).
 */
export function SessionProvider({
  children,
  initialUser,
}: {
  children: ReactNode;
  initialUser?: SessionUser | null;
}) {
  const client = useQueryClient();
  const [session, setSession] = useState<Session>(() =>
    initialUser === undefined
      ? { user: null, loading: storedToken() !== null }
      : { user: initialUser, loading: false },
  );
  // Only the latest load may set the user: a login during the start-up load, or two tabs, must not interleave.
  const generation = useRef(0);
  const hadUser = useRef(session.user !== null);
  useEffect(() => {
    hadUser.current = session.user !== null;
  }, [session.user]);

  /** Logged out: nothing of the previous user may stay in the cache for the next person at this browser. */
  const forget = useCallback(() => {
    generation.current++;
    clearStoredSession();
    if (hadUser.current) client.clear();
    hadUser.current = false;
    setSession({ user: null, loading: false });
  }, [client]);

  const load = useCallback(async (): Promise<SessionUser | null> => {
    const mine = ++generation.current;
    if (!storedToken()) {
      setSession({ user: null, loading: false });
      return null;
    }
    try {
      const user = await fetchActiveUser();
      if (mine === generation.current) setSession({ user, loading: false });
      return user;
    } catch (error) {
      if (mine === generation.current) forget();
      throw error;
    }
  }, [forget]);

  useEffect(() => {
    if (initialUser === undefined && storedToken()) load().catch(() => {});
  }, [initialUser, load]);

  // Another tab logged in or out: follow it.
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key === SESSION_KEY || event.key === null) load().catch(() => {});
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [load]);

  // The 12 hours are over: logged out without waiting for the next call to fail.
  const loggedIn = session.user !== null;
  useEffect(() => {
    const stored = loggedIn ? readStoredSession() : null;
    if (!stored) return;
    // setTimeout overflows beyond 2^31 ms; a stored time that far off is not ours anyway.
    const timer = setTimeout(forget, Math.min(stored.expiresAt - Date.now(), 2 ** 31 - 1));
    return () => clearTimeout(timer);
  }, [loggedIn, forget]);

  const actions = useMemo<SessionActions>(
    () => ({
      logIn: async (token) => {
        storeSession(token);
        setSession((current) => (current.user ? current : { user: null, loading: true }));
        const user = await load();
        if (!user) throw new ApiRequestError('UNAUTHORIZED', 401);
        return user;
      },
      logOut: async () => {
        // The server revokes the token; if it cannot be reached we still forget it here.
        if (storedToken()) await call('POST /user/logout').catch(() => {});
        forget();
      },
      refreshUser: async (fresh) => {
        if (fresh) setSession({ user: fresh, loading: false });
        else await load();
      },
    }),
    [load, forget],
  );

  return (
    <SessionActionsContext value={actions}>
      <SessionContext value={session}>{children}</SessionContext>
    </SessionActionsContext>
  );
}
