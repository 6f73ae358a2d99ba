import type { EventEmitter } from 'node:events';
import type { ServerResponse } from 'node:http';
import type { OrderStatus } from '@konyha/domain/orders/order-status.schemas';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.ts';
import { onNewOrder, onOrderUpdate } from '../../realtime/order-notifier.ts';

/**
 * A guest's stream request: its answer, and the connection it came on. Both are watched for the close: an answer
 * queued behind another on the same connection (HTTP pipelining) never closes by itself when the guest leaves.
 */
export interface StreamConnection {
  response: ServerResponse;
  socket: EventEmitter & { destroyed?: boolean };
}

const isClosed = ({ response, socket }: StreamConnection) => response.destroyed || socket.destroyed === true;

/** Runs `done` once, when the answer or its connection closes, whichever is first; at once if either has. */
function whenClosed(connection: StreamConnection, done: () => void) {
  if (isClosed(connection)) return done();
  const once = () => {
    connection.response.off('close', once);
    connection.socket.off('close', once);
    done();
  };
  connection.response.on('close', once);
  connection.socket.on('close', once);
}

export interface VersionedStatus {
  status: OrderStatus;
  version: number;
}

interface Watcher {
  response: ServerResponse;
  /** The newest version this stream has (from `Last-Event-ID` at first); only newer ones are sent. */
  version: number;
}

export interface StatusStreamDeps {
  database: Database;
  load: (orderId: number) => Promise<VersionedStatus | undefined>;
  log: FastifyBaseLogger;
  keepAliveMs: number;
  /** A stream holds a socket for as long as the page is open: past this many per address, 429. */
  streamsPerAddress: number;
}

export const eventOf = ({ status, version }: VersionedStatus) =>
  `id: ${version}\ndata: ${JSON.stringify(status)}\n\n`;

/**
 * The guests' server-sent event streams of one instance (DESIGN §7: guests get SSE, staff STOMP). Every committed
 * change of an order reaches every instance as a NOTIFY; an instance loads the order once for all its streams of that
 * order and sends it where it is newer than what the stream has. A closed stream leaves nothing behind; one timer
 * beats the keep-alive for all of them.
 */
export function createStatusStreams({
  database,
  load,
  log,
  keepAliveMs,
  streamsPerAddress,
}: StatusStreamDeps) {
  const watchers = new Map<number, Set<Watcher>>();
  const perAddress = new Map<string, number>();
  let keepAlive: NodeJS.Timeout | undefined;

  function send(watcher: Watcher, current: VersionedStatus) {
    if (current.version <= watcher.version || watcher.response.writableEnded) return;
    watcher.version = current.version;
    watcher.response.write(eventOf(current));
  }

  function push(orderId: number) {
    const set = watchers.get(orderId);
    if (!set) return;
    load(orderId)
      .then((current) => {
        if (current) for (const watcher of set) send(watcher, current);
      })
      .catch((error: unknown) => log.error({ err: error, orderId }, 'could not send an order to its guests'));
  }

  /** null: the LISTEN connection came back and notices may have been missed, so every watched order is sent. */
  const heard = (orderId: number | null) => {
    if (orderId !== null) push(orderId);
    else for (const id of watchers.keys()) push(id);
  };

  function forget(orderId: number, watcher: Watcher) {
    const set = watchers.get(orderId);
    set?.delete(watcher);
    if (set?.size === 0) watchers.delete(orderId);
  }

  return {
    async start() {
      await onOrderUpdate(database, heard);
      await onNewOrder(database, heard);
      keepAlive = setInterval(() => {
        for (const set of watchers.values()) for (const w of set) w.response.write(': keep-alive\n\n');
      }, keepAliveMs);
      keepAlive.unref();
    },

    /**
     * Takes one of `address`'s places for this connection, or answers false when it holds them all. Synchronous (no
     * await between the check and the count, so requests at once cannot both take the last place); the place comes
     * back when the connection closes, whatever closes it: an error answer, the guest leaving while the link is
     * looked up, the end of the stream.
     */
    reserve(address: string, connection: StreamConnection): boolean {
      const held = perAddress.get(address) ?? 0;
      if (held >= streamsPerAddress) return false;
      perAddress.set(address, held + 1);
      whenClosed(connection, () => {
        const left = (perAddress.get(address) ?? 1) - 1;
        if (left > 0) perAddress.set(address, left);
        else perAddress.delete(address);
      });
      return true;
    },

    /** The places `address` holds (open streams, and requests for one still being looked up). */
    heldBy: (address: string) => perAddress.get(address) ?? 0,

    /**
     * Turns the connection's answer into the order's event stream: the current order at once unless `lastEventId`
     * names its version, then every change. The watcher is registered before the first load, so no change slips
     * between. A guest who left meanwhile gets nothing, and nothing is kept for them.
     */
    async watch(connection: StreamConnection, orderId: number, lastEventId: string | undefined) {
      if (isClosed(connection)) return;
      const { response } = connection;
      response.writeHead(200, {
        'content-type': 'text/event-stream',
        'cache-control': 'no-store',
        'x-robots-tag': 'noindex',
        // A buffering proxy (nginx) would hold the events back.
        'x-accel-buffering': 'no',
      });
      response.flushHeaders();
      const known = Number(lastEventId);
      const watcher: Watcher = { response, version: Number.isSafeInteger(known) && known > 0 ? known : 0 };
      const set = watchers.get(orderId) ?? new Set();
      set.add(watcher);
      watchers.set(orderId, set);
      whenClosed(connection, () => forget(orderId, watcher));
      const current = await load(orderId);
      if (current) send(watcher, current);
    },

    get open() {
      let count = 0;
      for (const set of watchers.values()) count += set.size;
      return count;
    },

    /** Server shutdown: every stream ends cleanly (the browser's EventSource reconnects to another instance). */
    stop() {
      clearInterval(keepAlive);
      for (const set of watchers.values()) for (const w of set) w.response.end();
      watchers.clear();
    },
  };
}

export type StatusStreams = ReturnType<typeof createStatusStreams>;
