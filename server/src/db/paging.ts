import { type AnyColumn, asc, count, desc, inArray, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
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
 * direction, so consecutive pages never overlap or skip a row. The page's ids are found first, on their own: with
 * an index on (sort key, id) that is an index-only scan, so even the last page of years of orders steps over the
 * rows before it in the index without reading them; only the page's rows are read.
 */
export async function selectPage<T extends PgTable, K extends string>(
  db: Queryable,
  table: T,
  columns: { sortBy: Record<K, AnyColumn>; id: PgColumn },
  page: PageRequest<K>,
  where?: SQL,
): Promise<{ rows: T['$inferSelect'][]; count: number }> {
  const direction = page.ascending ? asc : desc;
  const order = [direction(columns.sortBy[page.sortBy]), direction(columns.id)];
  const pageIds = db
    .select({ id: columns.id })
    .from(table as PgTable)
    .where(where)
    .orderBy(...order)
    .limit(page.pageSize)
    .offset(page.pageNo * page.pageSize);
  const rows = await db
    .select()
    .from(table as PgTable)
    .where(inArray(columns.id, pageIds))
    .orderBy(...order);
  const [total] = await db
    .select({ count: count() })
    .from(table as PgTable)
    .where(where);
  return { rows: rows as T['$inferSelect'][], count: total?.count ?? 0 };
}
