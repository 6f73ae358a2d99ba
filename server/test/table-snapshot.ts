import { is } from 'drizzle-orm';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../src/db/client.ts';
import * as schema from '../src/db/schema/index.ts';

/** Every table of the Drizzle schema, so a table added later is compared too. */
export const allTables = Object.values(schema as Record<string, unknown>).filter((value): value is PgTable =>
  is(value, PgTable),
);

/** Every row of every table, as sorted JSON lines per table name: equal snapshots mean equal databases. */
export async function snapshotTables(db: Db): Promise<Record<string, string[]>> {
  const snapshot: Record<string, string[]> = {};
  for (const table of allTables) {
    const rows = await db.select().from(table);
    snapshot[getTableConfig(table).name] = rows.map((row) => JSON.stringify(row)).sort();
  }
  return snapshot;
}
