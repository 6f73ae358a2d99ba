import { randomUUID } from 'node:crypto';
import type { WebSocket } from 'ws';
import { type Authenticator, type AuthUser, liveChannelAccess, refusalOf } from '../plugins/auth.ts';
import { serializeFrame } from './stomp-frames.ts';

/** setTimeout cannot wait longer (about 24.8 days). */
const longestTimer = 2 ** 31 - 1;

export interface Session {
  socket: WebSocket;
  user: AuthUser;
  /** The header CONNECT carried: the session is re-checked with it whenever the user's logins may have ended. */
  authorization: string;
  /** destination → subscription ids */
  subscriptions: Map<string, Set<string>>;
  lastSeen: number;
  timers: NodeJS.Timeout[];
}

/** Told when a session ends without the client closing it: the device stopped hearing new orders (issue 32). */
export type OnSessionLost = (session: Session) => void;

export function send(socket: WebSocket, frame: Buffer) {
  if (socket.readyState === socket.OPEN) socket.send(frame);
}

/** An ERROR frame, then the socket is closed (STOMP 1.2: the server closes after ERROR). */
export function fail(socket: WebSocket, message: string, receipt?: string) {
  send(socket, serializeFrame('ERROR', { message, ...(receipt ? { 'receipt-id': receipt } : {}) }, message));
  socket.close();
}

/** The connected staff sessions of this instance, each lasting only as long as its login. */
export function createSessionRegistry(
  authenticate: Authenticator,
  clock: () => Date,
  heartBeatMs: number,
  onLost: OnSessionLost = () => {},
) {
  const sessions = new Set<Session>();
  let messageSequence = 0;

  /** Ends the session; `lost`: nobody meant it to end (the socket died, the beats stopped). */
  function close(session: Session, lost = false) {
    for (const timer of session.timers) clearTimeout(timer);
    const open = sessions.delete(session);
    session.socket.close();
    if (open && lost) onLost(session);
  }

  function end(session: Session, message: string) {
    if (!sessions.has(session)) return;
    fail(session.socket, message);
    close(session);
  }

  /**
   * STOMP 1.2 heart-beating with the client's `heart-beat: cx,cy` header and ours (`heartBeatMs` both ways): we send
   * a newline every max(cy, ours), so a browser asking for ours notices a half-open connection within about two of
   * them; a client that promised beats (cx) and stays silent for twice max(cx, ours) is dropped.
   */
  function startHeartBeats(session: Session, clientHeartBeat: string | undefined) {
    const [clientSends = 0, clientWants = 0] = (clientHeartBeat ?? '0,0')
      .split(',')
      .map((v) => Number(v) || 0);
    if (clientWants > 0) {
      const every = Math.max(clientWants, heartBeatMs);
      session.timers.push(setInterval(() => send(session.socket, Buffer.from('\n')), every));
    }
    if (clientSends > 0) {
      const agreed = Math.max(clientSends, heartBeatMs);
      session.timers.push(
        setInterval(() => {
          if (Date.now() - session.lastSeen > 2 * agreed) close(session, true);
        }, agreed / 4),
      );
    }
  }
  return {
    /** Starts a session for an authenticated staff member; it ends by itself when the token expires. */
    open(socket: WebSocket, user: AuthUser, authorization: string, clientHeartBeat: string | undefined) {
      const session: Session = {
        socket,
        user,
        authorization,
        subscriptions: new Map(),
        lastSeen: Date.now(),
        timers: [],
      };
      sessions.add(session);
      const expiresIn = user.expiresAt.getTime() - clock().getTime();
      session.timers.push(
        setTimeout(() => end(session, 'Session expired'), Math.min(expiresIn, longestTimer)),
      );
      startHeartBeats(session, clientHeartBeat);
      return session;
    },

    close,

    closeAll() {
      for (const session of sessions) close(session);
    },

    /** Sends a JSON body to every staff subscription of `destination` on this instance. */
    publish(destination: string, body: string) {
      for (const session of sessions) {
        for (const subscription of session.subscriptions.get(destination) ?? []) {
          messageSequence += 1;
          const headers = {
            subscription,
            'message-id': `${randomUUID()}-${messageSequence}`,
            destination,
            'content-type': 'application/json',
          };
          send(session.socket, serializeFrame('MESSAGE', headers, body));
        }
      }
    },

    /**
     * Authenticates the sessions of `userId` (null: every session) again with the token each connected with, and
     * ends those whose login is over (logged out, password changed, gone), no longer staff, or that must set up
     * two-factor login first.
     */
    async recheck(userId: number | null) {
      const affected = [...sessions].filter((s) => userId === null || s.user.id === userId);
      await Promise.all(
        affected.map(async (session) => {
          const user = await authenticate(session.authorization);
          const refusal = refusalOf(user, liveChannelAccess);
          if (user && !refusal) session.user = user;
          else if (refusal?.errorType === 'TWO_FACTOR_SETUP_REQUIRED') end(session, refusal.message);
          else end(session, 'Your login has ended: log in again');
        }),
      );
    },

    get size() {
      return sessions.size;
    },
  };
}
