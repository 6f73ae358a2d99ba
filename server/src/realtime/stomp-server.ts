import { randomUUID } from 'node:crypto';
import websocket from '@fastify/websocket';
import { isStaff } from '@konyha/domain/users/roles';
import type { FastifyInstance } from 'fastify';
import type { WebSocket } from 'ws';
import type { Authenticator, AuthUser } from '../plugins/auth.ts';
import { FrameError, FrameParser, type StompFrame, serializeFrame } from './stomp-frames.ts';

export const ORDER_DESTINATION = '/notification/order';
export const ORDER_UPDATE_DESTINATION = '/notification/order-update';
const destinations = new Set([ORDER_DESTINATION, ORDER_UPDATE_DESTINATION]);
/** What the server offers and wants, in ms (STOMP heart-beating). */
const heartBeat = { send: 10_000, receive: 10_000 };
/** Anyone may open a socket, so before CONNECT a frame is small; a logged-in staff member gets more room. */
export const FRAME_LIMIT_BEFORE_CONNECT = 64 * 1024;
export const FRAME_LIMIT = 1024 * 1024;
/** setTimeout cannot wait longer (about 24.8 days). */
const longestTimer = 2 ** 31 - 1;

export interface StompLimits {
  /** A socket that has not sent a valid CONNECT by then is closed. */
  connectTimeoutMs: number;
  /** Open WebSockets per client address (request.ip, so behind TRUST_PROXY the forwarded address). */
  connectionsPerAddress: number;
}

interface Session {
  socket: WebSocket;
  user: AuthUser;
  /** The header CONNECT carried: the session is re-checked with it whenever the user's sessions may have ended. */
  authorization: string;
  /** destination → subscription ids */
  subscriptions: Map<string, Set<string>>;
  lastSeen: number;
  timers: NodeJS.Timeout[];
}

/**
 * The staff live channel: STOMP 1.2 over WebSocket at /api/order-notification-websocket. CONNECT must carry a staff
 * token (`Authorization: Bearer …`); anyone else gets an ERROR frame and the socket is closed. A session lasts only
 * as long as its login: `recheck` ends it after logout, a role or password change, and a timer at token expiry.
 */
export async function registerStompServer(
  app: FastifyInstance,
  authenticate: Authenticator,
  limits: StompLimits,
  clock: () => Date,
) {
  const sessions = new Set<Session>();
  const connectionsByAddress = new Map<string, number>();
  let messageSequence = 0;

  await app.register(websocket, {
    options: {
      // A WebSocket message never needs to exceed the largest frame; ws refuses a longer one (close 1009) from its
      // length alone, before reading it.
      maxPayload: FRAME_LIMIT,
      // A peer that does not answer our close within 2 s is cut off instead of holding the socket for 30 s (a ws
      // 8.19 option that @types/ws 8.18 does not list yet).
      ...{ closeTimeout: 2000 },
      handleProtocols: (protocols) =>
        protocols.has('v12.stomp') ? 'v12.stomp' : protocols.has('v11.stomp') ? 'v11.stomp' : false,
    },
  });

  app.addHook('onClose', async () => {
    for (const session of sessions) close(session);
  });

  function send(socket: WebSocket, frame: Buffer) {
    if (socket.readyState === socket.OPEN) socket.send(frame);
  }

  function fail(socket: WebSocket, message: string, receipt?: string) {
    send(
      socket,
      serializeFrame('ERROR', { message, ...(receipt ? { 'receipt-id': receipt } : {}) }, message),
    );
    socket.close();
  }

  function close(session: Session) {
    for (const timer of session.timers) clearTimeout(timer);
    sessions.delete(session);
    session.socket.close();
  }

  function end(session: Session, message: string) {
    if (!sessions.has(session)) return;
    fail(session.socket, message);
    close(session);
  }

  function startHeartBeats(session: Session, clientHeartBeat: string | undefined) {
    const [clientSends, clientWants] = (clientHeartBeat ?? '0,0').split(',').map((v) => Number(v) || 0) as [
      number,
      number,
    ];
    if (clientWants > 0) {
      const every = Math.max(clientWants, heartBeat.send);
      session.timers.push(setInterval(() => send(session.socket, Buffer.from('\n')), every));
    }
    if (clientSends > 0) {
      const allowed = Math.max(clientSends, heartBeat.receive) * 2.5;
      session.timers.push(
        setInterval(() => {
          if (Date.now() - session.lastSeen > allowed) close(session);
        }, allowed),
      );
    }
  }

  function countConnection(address: string, delta: 1 | -1): number {
    const count = (connectionsByAddress.get(address) ?? 0) + delta;
    if (count > 0) connectionsByAddress.set(address, count);
    else connectionsByAddress.delete(address);
    return count;
  }

  app.get(
    '/api/order-notification-websocket',
    { websocket: true, schema: { hide: true } },
    (socket, request) => {
      const parser = new FrameParser(FRAME_LIMIT_BEFORE_CONNECT);
      let session: Session | undefined;
      let framesBeforeSession = 0;
      const address = request.ip;
      const connections = countConnection(address, 1);
      const connectTimer = setTimeout(() => {
        if (!session) fail(socket, 'CONNECT timed out');
      }, limits.connectTimeoutMs);
      socket.on('close', () => {
        countConnection(address, -1);
        clearTimeout(connectTimer);
        if (session) close(session);
      });
      if (connections > limits.connectionsPerAddress)
        return fail(socket, 'Too many connections from this address');

      async function handle(frame: StompFrame) {
        // A frame queued behind one that failed the socket.
        if (socket.readyState !== socket.OPEN) return;
        const receipt = frame.headers.receipt;
        if (!session) {
          if (frame.command !== 'CONNECT' && frame.command !== 'STOMP') return fail(socket, 'CONNECT first');
          const authorization = frame.headers.Authorization ?? frame.headers.authorization ?? '';
          const user = await authenticate(authorization);
          if (!user || !isStaff(user.role)) return fail(socket, 'Staff login required');
          if (socket.readyState !== socket.OPEN) return;
          clearTimeout(connectTimer);
          parser.maxFrameBytes = FRAME_LIMIT;
          const started: Session = {
            socket,
            user,
            authorization,
            subscriptions: new Map(),
            lastSeen: Date.now(),
            timers: [],
          };
          session = started;
          sessions.add(started);
          const expiresIn = user.expiresAt.getTime() - clock().getTime();
          started.timers.push(
            setTimeout(() => end(started, 'Session expired'), Math.min(expiresIn, longestTimer)),
          );
          send(
            socket,
            serializeFrame('CONNECTED', {
              version: '1.2',
              'heart-beat': `${heartBeat.send},${heartBeat.receive}`,
              server: 'konyha/1',
            }),
          );
          startHeartBeats(started, frame.headers['heart-beat']);
          return;
        }
        switch (frame.command) {
          case 'SUBSCRIBE': {
            const { id, destination } = frame.headers;
            if (!id || !destination || !destinations.has(destination))
              return fail(socket, `No such destination: ${destination}`, receipt);
            const ids = session.subscriptions.get(destination) ?? new Set<string>();
            ids.add(id);
            session.subscriptions.set(destination, ids);
            break;
          }
          case 'UNSUBSCRIBE':
            for (const ids of session.subscriptions.values()) ids.delete(frame.headers.id ?? '');
            break;
          case 'DISCONNECT':
            if (receipt) send(socket, serializeFrame('RECEIPT', { 'receipt-id': receipt }));
            close(session);
            return;
          default:
            return fail(socket, `${frame.command} is not accepted here`, receipt);
        }
        if (receipt) send(socket, serializeFrame('RECEIPT', { 'receipt-id': receipt }));
      }

      let queue = Promise.resolve();
      socket.on('message', (data: Buffer) => {
        if (socket.readyState !== socket.OPEN) return;
        if (session) session.lastSeen = Date.now();
        let frames: StompFrame[];
        try {
          frames = parser.push(Buffer.isBuffer(data) ? data : Buffer.from(data as ArrayBuffer));
        } catch (error) {
          return fail(socket, error instanceof FrameError ? error.message : 'Malformed frame');
        }
        // Before CONNECTED only the CONNECT frame may come: one authentication per socket, whatever is sent.
        if (!session) framesBeforeSession += frames.length;
        if (framesBeforeSession > 1) return fail(socket, 'Wait for CONNECTED before sending more');
        // Frames are handled one after another even though authentication is asynchronous.
        for (const frame of frames)
          queue = queue.then(() => handle(frame)).catch(() => fail(socket, 'Server error'));
      });
    },
  );

  return {
    /** Sends a JSON body to every staff subscription of `destination` on this instance. */
    publish(destination: string, body: string) {
      for (const session of sessions) {
        for (const subscription of session.subscriptions.get(destination) ?? []) {
          messageSequence += 1;
          send(
            session.socket,
            serializeFrame(
              'MESSAGE',
              {
                subscription,
                'message-id': `${randomUUID()}-${messageSequence}`,
                destination,
                'content-type': 'application/json',
              },
              body,
            ),
          );
        }
      }
    },

    /**
     * Authenticates the sessions of `userId` (null: every session) again with the token each connected with, and
     * ends those whose login is over (logged out, password changed, gone) or no longer staff.
     */
    async recheck(userId: number | null) {
      const affected = [...sessions].filter((s) => userId === null || s.user.id === userId);
      await Promise.all(
        affected.map(async (session) => {
          const user = await authenticate(session.authorization);
          if (!user || !isStaff(user.role)) end(session, 'Your login has ended: log in again');
          else session.user = user;
        }),
      );
    },

    get connections() {
      return sessions.size;
    },
  };
}

export type StompHub = Awaited<ReturnType<typeof registerStompServer>>;
