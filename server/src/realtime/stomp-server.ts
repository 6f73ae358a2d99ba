import { randomUUID } from 'node:crypto';
import websocket from '@fastify/websocket';
import { isStaff } from '@konyha/domain/users/roles';
import type { FastifyInstance } from 'fastify';
import type { WebSocket } from 'ws';
import type { Authenticator, AuthUser } from '../plugins/auth.ts';
import { FrameParser, type StompFrame, serializeFrame } from './stomp-frames.ts';

export const ORDER_DESTINATION = '/notification/order';
export const ORDER_UPDATE_DESTINATION = '/notification/order-update';
const destinations = new Set([ORDER_DESTINATION, ORDER_UPDATE_DESTINATION]);
/** What the server offers and wants, in ms (STOMP heart-beating). */
const heartBeat = { send: 10_000, receive: 10_000 };

interface Session {
  socket: WebSocket;
  user: AuthUser;
  /** destination → subscription ids */
  subscriptions: Map<string, Set<string>>;
  lastSeen: number;
  timers: NodeJS.Timeout[];
}

/**
 * The staff live channel: STOMP 1.2 over WebSocket at /api/order-notification-websocket. CONNECT must carry a staff
 * token (`Authorization: Bearer …`); anyone else gets an ERROR frame and the socket is closed.
 */
export async function registerStompServer(app: FastifyInstance, authenticate: Authenticator) {
  const sessions = new Set<Session>();
  let messageSequence = 0;

  await app.register(websocket, {
    options: {
      maxPayload: 64 * 1024,
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
    for (const timer of session.timers) clearInterval(timer);
    sessions.delete(session);
    session.socket.close();
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

  app.get('/api/order-notification-websocket', { websocket: true, schema: { hide: true } }, (socket) => {
    const parser = new FrameParser();
    let session: Session | undefined;

    async function handle(frame: StompFrame) {
      const receipt = frame.headers.receipt;
      if (!session) {
        if (frame.command !== 'CONNECT' && frame.command !== 'STOMP') return fail(socket, 'CONNECT first');
        const user = await authenticate(frame.headers.Authorization ?? frame.headers.authorization);
        if (!user || !isStaff(user.role)) return fail(socket, 'Staff login required');
        if (user.twoFactorSetupRequired) return fail(socket, 'Set up two-factor login first');
        session = { socket, user, subscriptions: new Map(), lastSeen: Date.now(), timers: [] };
        sessions.add(session);
        send(
          socket,
          serializeFrame('CONNECTED', {
            version: '1.2',
            'heart-beat': `${heartBeat.send},${heartBeat.receive}`,
            server: 'konyha/1',
          }),
        );
        startHeartBeats(session, frame.headers['heart-beat']);
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
      if (session) session.lastSeen = Date.now();
      let frames: StompFrame[];
      try {
        frames = parser.push(Buffer.isBuffer(data) ? data : Buffer.from(data as ArrayBuffer));
      } catch (error) {
        return fail(socket, (error as Error).message);
      }
      // Frames are handled one after another even though authentication is asynchronous.
      for (const frame of frames)
        queue = queue.then(() => handle(frame)).catch(() => fail(socket, 'Server error'));
    });
    socket.on('close', () => {
      if (session) close(session);
    });
  });

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
    get connections() {
      return sessions.size;
    },
  };
}

export type StompHub = Awaited<ReturnType<typeof registerStompServer>>;
