import { sql } from 'drizzle-orm';
import type { Database, Queryable } from '../db/client.ts';
import { BUSY_DESTINATION, type StompHub } from './stomp-server.ts';

export const BUSY_CHANNEL = 'konyha_busy';

/**
 * Tells every instance the busy state staff just set (at commit), as its JSON: the state is a few short fields,
 * far below NOTIFY's 8000-byte limit, so no instance has to read it back.
 */
export async function announceBusyChange(tx: Queryable, state: object) {
  await tx.execute(sql`select pg_notify(${BUSY_CHANNEL}, ${JSON.stringify(state)})`);
}

/**
 * Sends each announced busy state to this instance's staff on /notification/busy, so every order monitor shows
 * a pause or extra minutes at once. Parts ending by themselves are not announced: the monitors read the ends.
 */
export async function startBusyBroadcast(database: Database, hub: StompHub) {
  await database.listen(BUSY_CHANNEL, (payload) => {
    // null: the LISTEN connection was re-established; the monitors read the state again on their own reconnect.
    if (payload && hub.connections > 0) hub.publish(BUSY_DESTINATION, payload);
  });
}
