import {
  and,
  asc,
  count,
  eq,
  gt,
  inArray,
  isNotNull,
  isNull,
  lt,
  ne,
  notInArray,
  or,
  sql,
} from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { leasedJobs } from '../../db/leased-jobs.ts';
import { pushOutbox, pushSubscriptions } from '../../db/schema/index.ts';

/** The NOTIFY channel that wakes the push senders of every instance when a notification is committed. */
export const PUSH_CHANNEL = 'konyha_push';

/** The advisory-lock namespace of one user's devices (the slots' is 14, the portions' 15, the timers' 16). */
const deviceLockSpace = 17;

export type SubscriptionRow = typeof pushSubscriptions.$inferSelect;
export type OutboxRow = typeof pushOutbox.$inferSelect;
export type OutboxInsert = Pick<
  OutboxRow,
  'subscriptionId' | 'orderId' | 'eventKey' | 'payload' | 'urgency' | 'ttlSeconds'
> & {
  dueAt?: Date;
};

/** Until the transaction ends: two subscriptions of one user at once cannot both take the 10th place. */
export async function lockDevicesOf(tx: Queryable, userId: number) {
  await tx.execute(sql`select pg_advisory_xact_lock(${deviceLockSpace}::int, ${userId}::int)`);
}

export function devicesOf(db: Queryable, userIds: number[]): Promise<SubscriptionRow[]> {
  if (userIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(pushSubscriptions)
    .where(inArray(pushSubscriptions.userId, userIds))
    .orderBy(asc(pushSubscriptions.id));
}

/** How many devices the user has besides the one at `endpoint` (which a re-subscription keeps). */
export async function otherDeviceCount(tx: Queryable, userId: number, endpoint: string): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(pushSubscriptions)
    .where(and(eq(pushSubscriptions.userId, userId), ne(pushSubscriptions.endpoint, endpoint)));
  return row?.n ?? 0;
}

/** The browser's subscription; the same endpoint again (a re-subscription, or another login) keeps its row and id. */
export async function saveSubscription(
  tx: Queryable,
  values: Pick<SubscriptionRow, 'userId' | 'endpoint' | 'p256dh' | 'auth' | 'label' | 'sessionId'>,
): Promise<SubscriptionRow> {
  const { endpoint, ...changes } = values;
  const [row] = await tx
    .insert(pushSubscriptions)
    .values(values)
    .onConflictDoUpdate({ target: pushSubscriptions.endpoint, set: changes })
    .returning();
  if (!row) throw new Error('the subscription was not saved');
  return row;
}

export async function deleteDevice(tx: Queryable, userId: number, id: number): Promise<boolean> {
  const gone = await tx
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.id, id), eq(pushSubscriptions.userId, userId)))
    .returning({ id: pushSubscriptions.id });
  return gone.length > 0;
}

/** The user's devices, or only those subscribed under the login `sessionId`. */
export async function deleteDevicesOf(tx: Queryable, userId: number, sessionId?: string) {
  const ofSession = sessionId === undefined ? undefined : eq(pushSubscriptions.sessionId, sessionId);
  await tx.delete(pushSubscriptions).where(and(eq(pushSubscriptions.userId, userId), ofSession));
}

/** The push service says the browser unsubscribed: its rows in the outbox go with it (cascade). */
export async function deleteSubscription(db: Queryable, id: number) {
  await db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, id));
}

/**
 * Queues notifications in the caller's transaction, one per device and event: a row already there for the device and
 * `eventKey` stays and nothing is added. A new notice about an order supersedes the device's unsent ones about it (a
 * later word about the order is the one worth showing). The NOTIFY (at commit) wakes a sender. Answers the rows added.
 */
export async function enqueue(tx: Queryable, rows: OutboxInsert[]): Promise<number> {
  if (rows.length === 0) return 0;
  const added = await tx
    .insert(pushOutbox)
    .values(rows)
    .onConflictDoNothing({ target: [pushOutbox.subscriptionId, pushOutbox.eventKey] })
    .returning({ id: pushOutbox.id, subscriptionId: pushOutbox.subscriptionId, orderId: pushOutbox.orderId });
  for (const [orderId, rowsOfOrder] of Map.groupBy(added, (row) => row.orderId)) {
    if (orderId === null) continue;
    await tx.delete(pushOutbox).where(
      and(
        eq(pushOutbox.orderId, orderId),
        inArray(
          pushOutbox.subscriptionId,
          rowsOfOrder.map((row) => row.subscriptionId),
        ),
        notInArray(
          pushOutbox.id,
          rowsOfOrder.map((row) => row.id),
        ),
        isNull(pushOutbox.sentAt),
      ),
    );
  }
  if (added.length > 0) await tx.execute(sql`select pg_notify(${PUSH_CHANNEL}, '')`);
  return added.length;
}

/** Drops the user's unsent notifications whose event key starts with `keyStart` (a channel that came back). */
export async function deleteUnsent(tx: Queryable, userId: number, keyStart: string) {
  const devices = tx
    .select({ id: pushSubscriptions.id })
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.userId, userId));
  await tx
    .delete(pushOutbox)
    .where(
      and(
        inArray(pushOutbox.subscriptionId, devices),
        sql`starts_with(${pushOutbox.eventKey}, ${keyStart})`,
        isNull(pushOutbox.sentAt),
      ),
    );
}

/**
 * Someone decided the order: its unsent notifications go, except `keep` (the decision's own). Answers the devices
 * that got one of the order's notifications or are getting one (tried at least once), with their owners.
 */
export async function withdrawOrder(tx: Queryable, orderId: number, keep: string) {
  const reached = await tx
    .selectDistinct({ id: pushSubscriptions.id, userId: pushSubscriptions.userId })
    .from(pushOutbox)
    .innerJoin(pushSubscriptions, eq(pushSubscriptions.id, pushOutbox.subscriptionId))
    .where(
      and(
        eq(pushOutbox.orderId, orderId),
        ne(pushOutbox.eventKey, keep),
        or(isNotNull(pushOutbox.sentAt), gt(pushOutbox.attempts, 0)),
      ),
    );
  await tx
    .delete(pushOutbox)
    .where(and(eq(pushOutbox.orderId, orderId), ne(pushOutbox.eventKey, keep), isNull(pushOutbox.sentAt)));
  return reached;
}

// Claims, leases and back-off as every leased job table (db/leased-jobs.ts).
const jobs = leasedJobs(pushOutbox, pushOutbox.sentAt);
export const { claimDue, recordFailure } = jobs;

/** The devices of claimed rows, in one query; a device gone meanwhile is missing. */
export function subscriptionsByIds(db: Queryable, ids: number[]): Promise<SubscriptionRow[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(pushSubscriptions)
    .where(inArray(pushSubscriptions.id, [...new Set(ids)]));
}

/**
 * Taken by the push service: the rows are sent (their payload goes, nothing is sent twice) and their devices' last
 * success moves, in one statement for all the pushes that finished together.
 */
export async function markSent(db: Queryable, ids: number[]) {
  await db.execute(sql`
    with sent as (
      update ${pushOutbox} set sent_at = now(), payload = ''
      where id in (${sql.join(
        ids.map((id) => sql`${id}`),
        sql`, `,
      )})
      returning subscription_id
    )
    update ${pushSubscriptions} set last_success_at = now() where id in (select subscription_id from sent)`);
}

/** Rows done (sent or given up) more than `days` ago: an event that old is over, its once-per-device key too. */
export async function deleteFinished(db: Queryable, days: number) {
  const old = sql`now() - ${days}::integer * interval '1 day'`;
  await db.delete(pushOutbox).where(or(lt(pushOutbox.sentAt, old), lt(pushOutbox.failedAt, old)));
}
