import websocket from '@fastify/websocket';
import type { FastifyInstance } from 'fastify';
import { type Authenticator, type AuthUser, liveChannelAccess, refusalOf } from '../plugins/auth.ts';
import { FrameError, FrameParser, type StompFrame, serializeFrame } from './stomp-frames.ts';
import { createSessionRegistry, fail, type OnSessionLost, type Session, send } from './stomp-sessions.ts';

export const ORDER_DESTINATION = '/notification/order';
export const ORDER_UPDATE_DESTINATION = '/notification/order-update';
export const BUSY_DESTINATION = '/notification/busy';
const destinations = new Set([ORDER_DESTINATION, ORDER_UPDATE_DESTINATION, BUSY_DESTINATION]);
/** Anyone may open a socket, so before CONNECT a frame is small; a logged-in staff member gets more room. */
export const FRAME_LIMIT_BEFORE_CONNECT = 64 * 1024;
export const FRAME_LIMIT = 1024 * 1024;

export interface StompLimits {
  /** A socket that has not sent a valid CONNECT by then is closed. */
  connectTimeoutMs: number;
  /** Open WebSockets per client address (request.ip, so behind TRUST_PROXY the forwarded address). */
  connectionsPerAddress: number;
  /** The heart-beat interval the server offers and wants (STOMP heart-beating). */
  heartBeatMs: number;
}

/**
 * The dashboards behind the sessions (issue 32): a session is a login (its token's `jti`), and a device switched on
 * for push is kept with the login it was switched on in. When a session is lost, that device is told by push (a
 * minute later, unless the dashboard connects again meanwhile).
 */
export interface DevicePresence {
  connected(user: AuthUser): Promise<void>;
  lost(user: AuthUser): Promise<void>;
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
  presence?: DevicePresence,
  onPresenceError: (error: unknown) => void = () => {},
) {
  const onLost: OnSessionLost = ({ user }) => {
    presence?.lost(user).catch(onPresenceError);
  };
  const sessions = createSessionRegistry(authenticate, clock, limits.heartBeatMs, onLost);
  const connectionsByAddress = new Map<string, number>();

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

  app.addHook('onClose', async () => sessions.closeAll());

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
        // Still open when the socket closed: the client never said DISCONNECT, so the dashboard went away unawares.
        if (session) sessions.close(session, true);
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
          // The same rule as every staff route's guard, so a pending two-factor enrolment closes this too.
          const refusal = refusalOf(user, liveChannelAccess);
          if (!user || refusal)
            return fail(
              socket,
              refusal?.errorType === 'TWO_FACTOR_SETUP_REQUIRED' ? refusal.message : 'Staff login required',
            );
          if (socket.readyState !== socket.OPEN) return;
          clearTimeout(connectTimer);
          parser.maxFrameBytes = FRAME_LIMIT;
          session = sessions.open(socket, user, authorization, frame.headers['heart-beat']);
          presence?.connected(user).catch(onPresenceError);
          send(
            socket,
            serializeFrame('CONNECTED', {
              version: '1.2',
              'heart-beat': `${limits.heartBeatMs},${limits.heartBeatMs}`,
              server: 'konyha/1',
            }),
          );
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
            sessions.close(session);
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
    publish: sessions.publish,
    recheck: sessions.recheck,
    get connections() {
      return sessions.size;
    },
  };
}

export type StompHub = Awaited<ReturnType<typeof registerStompServer>>;
