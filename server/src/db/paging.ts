import { type AnyColumn, asc, count, desc, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Queryable } from './client.ts';

/** A list call's page (SPEC §7: `pageNo` 0-based, `pageSize`, `sortBy`, `ascending`). */
export interface PageRequest<K extends string> {
  pageNo: number;
  pageSize: number;
  sortBy: K;
  ascending: boolean;
}

/**
 * One page of a table's rows matching `where`, with the count of all matches. Ties are broken by id in the same
 * direction, so consecutive pages never overlap or skip a row.
 */
export async function selectPage<T extends PgTable, K extends string>(
  db: Queryable,
  table: T,
  columns: { sortBy: Record<K, AnyColumn>; id: AnyColumn },
  page: PageRequest<K>,
  where?: SQL,
): Promise<{ rows: T['$inferSelect'][]; count: number }> {
  const direction = page.ascending ? asc : desc;
  const rows = await db
    .select()
    .from(table as PgTable)
    .where(where)
    .orderBy(direction(columns.sortBy[page.sortBy]), direction(columns.id))
    .limit(page.pageSize)
    .offset(page.pageNo * page.pageSize);
  const [total] = await db
    .select({ count: count() })
    .from(table as PgTable)
    .where(where);
  return { rows: rows as T['$inferSelect'][], count: total?.count ?? 0 };
}
