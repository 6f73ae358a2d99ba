import { pushRetryPolicy, type RetryPolicy, retryDelayMs } from '@konyha/domain/common/retry-policy';
import type { FastifyBaseLogger } from 'fastify';
import webPush from 'web-push';
import type { Database } from '../../db/client.ts';
import { createDueWork, type DueWork } from '../../db/due-work.ts';
import {
  claimDue,
  deleteFinished,
  deleteSubscription,
  markSent,
  type OutboxRow,
  PUSH_CHANNEL,
  recordFailure,
  type SubscriptionRow,
  subscriptionsByIds,
} from './push.repository.ts';

export interface VapidDetails {
  subject: string;
  publicKey: string;
  privateKey: string;
}

export interface PushSenderOptions {
  database: Database;
  log: FastifyBaseLogger;
  vapid: () => Promise<VapidDetails>;
  /** Pushes in flight at once per instance: a new order reaches every device together, not one after another. */
  concurrency?: number;
  /** How long a batch waits for its slowest push before the next batch is claimed beside it. */
  straggleMs?: number;
  /** How often to look for due pushes besides the NOTIFY (retries, pushes due later such as a dead channel's). */
  pollMs?: number;
  /** How long a claimed push stays away from other claims: longer than an attempt may take. */
  leaseMs?: number;
  /** How long one request to a push service may take. */
  timeoutMs?: number;
  retry?: RetryPolicy;
}

/** What became of one attempt: taken, gone (the browser unsubscribed), refused for good, or worth trying again. */
type Outcome =
  | { kind: 'sent' }
  | { kind: 'gone'; status: number }
  | { kind: 'refused'; error: string }
  | { kind: 'later'; error: string; retryAfterMs?: number };

/** Sent pushes are kept this long (withdrawing an order's notification needs to know who got it), then deleted. */
const keepDays = 2;
const cleanupEveryMs = 6 * 60 * 60_000;
/** How long a VAPID token lives (push services take up to 24 hours). */
const tokenHours = 12;

/**
 * Sends the push outbox: each row once across instances (a lease, as the mail outbox), `concurrency` at a time per
 * instance. The push service's answer decides: 201 sent; 404/410 the device is gone and its subscription deleted;
 * another 4xx (a payload too large, a key that does not match) fails the row; 429, 5xx, a network error or a time-out
 * try again with back-off (at least Retry-After). Logs name the row, the device's id and the status, never the
 * endpoint, keys or payload.
 */
export function createPushSender({
  database,
  log,
  vapid,
  concurrency = 10,
  straggleMs = 1_000,
  pollMs = 5_000,
  leaseMs = 30_000,
  timeoutMs = 10_000,
  retry = pushRetryPolicy,
}: PushSenderOptions): DueWork {
  const db = database.db;
  let running = false;
  let cleanup: NodeJS.Timeout | undefined;

  // A push service's VAPID token, signed once per push service for 12 hours instead of once per push (the signature
  // was two thirds of the CPU a push takes); renewed an hour before it expires.
  const tokens = new Map<string, { authorization: string; renewAt: number }>();
  async function authorizationFor(endpoint: string): Promise<string> {
    const audience = new URL(endpoint).origin;
    const token = tokens.get(audience);
    if (token && token.renewAt > Date.now()) return token.authorization;
    const { subject, publicKey, privateKey } = await vapid();
    const expires = Math.floor(Date.now() / 1000) + tokenHours * 3600;
    const headers = webPush.getVapidHeaders(audience, subject, publicKey, privateKey, 'aes128gcm', expires);
    tokens.set(audience, {
      authorization: headers.Authorization,
      renewAt: Date.now() + (tokenHours - 1) * 3600_000,
    });
    return headers.Authorization;
  }

  async function attempt(row: OutboxRow, device: SubscriptionRow): Promise<Outcome> {
    // Not a refusal when the database cannot give the keys now: the attempt fails unrecorded, and the row comes back
    // when its lease lapses.
    const authorization = await authorizationFor(device.endpoint);
    let request: ReturnType<typeof webPush.generateRequestDetails>;
    try {
      const { tag } = JSON.parse(row.payload) as { tag: string };
      const { endpoint, p256dh, auth } = device;
      request = webPush.generateRequestDetails({ endpoint, keys: { p256dh, auth } }, row.payload, {
        // No vapidDetails: the token comes signed already (webPush.setVapidDetails is never called).
        headers: { Authorization: authorization },
        TTL: row.ttlSeconds,
        urgency: row.urgency as webPush.Urgency,
        // A newer push of the same topic replaces one the push service still holds for an offline device.
        topic: tag,
      });
    } catch (error) {
      return { kind: 'refused', error: error instanceof Error ? error.name : 'Error' };
    }
    try {
      const response = await fetch(request.endpoint, {
        method: 'POST',
        headers: Object.fromEntries(
          Object.entries(request.headers).map(([name, value]) => [name, String(value)]),
        ),
        body: request.body ? new Uint8Array(request.body) : undefined,
        signal: AbortSignal.timeout(timeoutMs),
        redirect: 'manual',
      });
      await response.body?.cancel();
      const { status } = response;
      if (status >= 200 && status < 300) return { kind: 'sent' };
      if (status === 404 || status === 410) return { kind: 'gone', status };
      if (status === 429 || status >= 500) {
        return {
          kind: 'later',
          error: String(status),
          retryAfterMs: retryAfter(response.headers.get('retry-after')),
        };
      }
      return { kind: 'refused', error: String(status) };
    } catch (error) {
      const name = error instanceof Error ? error.name : 'Error';
      return { kind: 'later', error: name === 'TimeoutError' ? 'TIMEOUT' : 'NETWORK' };
    }
  }

  // The pushes of one batch finish within moments of each other: those that finished by the next turn of the event
  // loop are marked sent in one statement (on PGlite every statement waits for the one before).
  let marking: { ids: number[]; done: Promise<void> } | undefined;
  function markSentSoon(id: number): Promise<void> {
    if (!marking) {
      const ids: number[] = [];
      const done = new Promise((resolve) => setImmediate(resolve)).then(() => {
        marking = undefined;
        return markSent(db, ids);
      });
      marking = { ids, done };
    }
    marking.ids.push(id);
    return marking.done;
  }

  async function send(row: OutboxRow, device: SubscriptionRow) {
    const push = {
      pushId: row.id,
      subscriptionId: row.subscriptionId,
      orderId: row.orderId,
      attempts: row.attempts,
    };
    const outcome = await attempt(row, device);
    if (outcome.kind === 'sent') {
      await markSentSoon(row.id);
      log.info(push, 'push sent');
    } else if (outcome.kind === 'gone') {
      await deleteSubscription(db, device.id);
      log.info({ ...push, status: outcome.status }, 'push subscription gone: removed');
    } else if (outcome.kind === 'refused') {
      await recordFailure(db, row.id, outcome.error, 0, 0);
      log.error({ ...push, error: outcome.error }, 'push refused by the push service: gave up');
    } else {
      const retryInMs = Math.max(retryDelayMs(row.attempts, retry), outcome.retryAfterMs ?? 0);
      if (await recordFailure(db, row.id, outcome.error, retryInMs, retry.giveUpAfterMs)) {
        log.error({ ...push, error: outcome.error }, 'push not sent: gave up');
      } else {
        log.warn(
          { ...push, error: outcome.error, retryInSeconds: Math.round(retryInMs / 1000) },
          'push not sent yet, will retry',
        );
      }
    }
  }

  const inFlight = new Set<Promise<void>>();
  const track = (work: Promise<void>) => {
    const tracked = work
      .catch((error) =>
        log.warn({ error: error instanceof Error ? error.name : 'Error' }, 'push not recorded'),
      )
      .finally(() => inFlight.delete(tracked));
    inFlight.add(tracked);
    return tracked;
  };

  /**
   * Claims as many due rows as there is room for in one statement and sends them together. It waits for the batch,
   * but no longer than `straggleMs`: a push service that is slow to answer keeps its slot, not the others waiting.
   * Answers whether to look again (false once nothing is due or in flight).
   */
  async function sendBatch(): Promise<boolean> {
    const room = running ? concurrency - inFlight.size : 0;
    const rows = room > 0 ? await claimDue(db, room, leaseMs) : [];
    if (rows.length === 0) {
      if (inFlight.size === 0) return false;
      await Promise.race(inFlight);
      return true;
    }
    const found = await subscriptionsByIds(
      db,
      rows.map((row) => row.subscriptionId),
    );
    const devices = new Map(found.map((device) => [device.id, device]));
    // A row whose device went meanwhile went with it (cascade): there is nothing to send.
    const batch = rows.flatMap((row) => {
      const device = devices.get(row.subscriptionId);
      return device ? [track(send(row, device))] : [];
    });
    let straggling: NodeJS.Timeout | undefined;
    await Promise.race([
      Promise.all(batch),
      new Promise((resolve) => {
        straggling = setTimeout(resolve, straggleMs);
      }),
    ]);
    clearTimeout(straggling);
    return true;
  }

  const work = createDueWork({
    database,
    channel: PUSH_CHANNEL,
    pollMs,
    takeNext: sendBatch,
    onError: (error) =>
      log.warn(
        { error: error instanceof Error ? error.name : 'Error' },
        'push outbox unavailable, will look again',
      ),
  });

  const forgetOld = () =>
    deleteFinished(db, keepDays).catch(() => log.warn('old pushes not deleted, will try again'));

  return {
    async start() {
      running = true;
      await work.start();
      void forgetOld();
      cleanup = setInterval(() => void forgetOld(), cleanupEveryMs);
      cleanup.unref();
    },
    drain: () => work.drain(),
    async stop() {
      running = false;
      clearInterval(cleanup);
      await work.stop();
      await Promise.all(inFlight);
    },
  };
}

/** Retry-After in seconds or as an HTTP date, in milliseconds; at most an hour. */
function retryAfter(header: string | null): number | undefined {
  if (!header) return undefined;
  const seconds = /^\d+$/.test(header) ? Number(header) : (Date.parse(header) - Date.now()) / 1000;
  return Number.isFinite(seconds) && seconds > 0 ? Math.min(seconds, 3600) * 1000 : undefined;
}
