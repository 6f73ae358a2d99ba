import { eq } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { dayCloses, users } from '../../db/schema/index.ts';

export type DayCloseRow = typeof dayCloses.$inferSelect;

export async function findClose(db: Queryable, day: string): Promise<DayCloseRow | undefined> {
  const [row] = await db.select().from(dayCloses).where(eq(dayCloses.day, day));
  return row;
}

/** The close of a day, unless another instance closed it first (then undefined). */
export async function insertClose(db: Queryable, values: typeof dayCloses.$inferInsert) {
  const [row] = await db.insert(dayCloses).values(values).onConflictDoNothing().returning();
  return row;
}

export async function userName(db: Queryable, id: number): Promise<string | undefined> {
  const [row] = await db.select({ name: users.name }).from(users).where(eq(users.id, id));
  return row?.name;
}
