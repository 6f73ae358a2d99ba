import type { Availability } from '@konyha/domain/menu/availability.schemas';
import type { ProductGroup } from '@konyha/domain/menu/catalogue';
import { sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { productGroupAvailability } from '../../db/schema/index.ts';

/** The menu groups' windows (issue 31) by group; a group without a row is always available. */
export type GroupWindows = ReadonlyMap<string, Availability>;

export async function listGroupWindows(db: Queryable): Promise<GroupWindows> {
  const rows = await db.select().from(productGroupAvailability);
  return new Map(rows.map((row) => [row.group, row.availability]));
}

/** Stores a group's windows, replacing what it had. */
export async function saveGroupWindows(db: Queryable, group: ProductGroup, availability: Availability) {
  await db
    .insert(productGroupAvailability)
    .values({ group, availability })
    .onConflictDoUpdate({ target: productGroupAvailability.group, set: { availability } });
}

/** Tells every instance (at commit) that the menu changed: the table has no trigger of its own. */
export async function announceMenuChange(db: Queryable, channel: string) {
  await db.execute(sql`select pg_notify(${channel}, '')`);
}
