import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database, Queryable } from '../db/client.ts';
import type { StompHub } from './stomp-server.ts';

export const SESSION_CHANNEL = 'konyha_sessions';

/**
 * Tells every server instance that a user's logins may have ended or lost rights (logout, role change, password
 * change or reset), so each re-checks that user's live sessions. Called with the transaction making the change, or
 * after it committed: PostgreSQL delivers the NOTIFY at commit, when the re-check can see the change.
 */
export async function announceSessionChange(tx: Queryable, userId: number | 'everyone') {
  await tx.execute(sql`select pg_notify(${SESSION_CHANNEL}, ${String(userId)})`);
}

/**
 * Calls `listener` with the user id of each announcement; null for a change that concerns everyone (two-factor login
 * became required) and after the LISTEN connection was re-established.
 */
export async function onSessionChange(database: Database, listener: (userId: number | null) => void) {
  await database.listen(SESSION_CHANNEL, (payload) =>
    listener(payload === null || payload === 'everyone' ? null : Number(payload)),
  );
}

/** Ends this instance's live sessions whose login is over as soon as any instance announces a change. */
export async function startSessionGuard(database: Database, hub: StompHub, log: FastifyBaseLogger) {
  await onSessionChange(database, (userId) => {
    // null: announcements may have been missed while the LISTEN connection was down, so every session is checked.
    hub
      .recheck(userId)
      .catch((error: unknown) => log.error({ err: error, userId }, 'could not re-check live sessions'));
  });
}
