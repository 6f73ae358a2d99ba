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
 * Where a page's rows sit when read from the nearer end of the list: pages past the middle are read in the opposite
 * direction with a smaller offset (the last of 150 000 orders steps over 20 index entries, not 150 000).
 */
export function nearerEnd(pageNo: number, pageSize: number, total: number) {
  const start = pageNo * pageSize;
  const end = Math.min(start + pageSize, total);
  if (end <= start) return { reversed: false, offset: start, limit: 0 };
  const fromEnd = total - end;
  return fromEnd < start
    ? { reversed: true, offset: fromEnd, limit: end - start }
    : { reversed: false, offset: start, limit: end - start };
}

/**
 * One page of a table's rows matching `where`, with the count of all matches (`total`: when the caller has it
 * cheaper than counting). Ties are broken by id in the same direction, so consecutive pages never overlap or skip a
 * row, and the list read backwards is exactly the list reversed. The page's ids are found first, on their own: with
 * an index on (sort key, id) that is an index-only scan stepping over the entries before the page without reading
 * their rows, from whichever end of the list is nearer; only the page's rows are read.
 */
export async function selectPage<T extends PgTable, K extends string>(
  db: Queryable,
  table: T,
  columns: { sortBy: Record<K, AnyColumn>; id: PgColumn },
  page: PageRequest<K>,
  where?: SQL,
  total?: (db: Queryable) => Promise<number>,
): Promise<{ rows: T['$inferSelect'][]; count: number }> {
  const countAll = async () => {
    const [row] = await db
      .select({ count: count() })
      .from(table as PgTable)
      .where(where);
    return row?.count ?? 0;
  };
  const matching = await (total ?? countAll)(db);
  const { reversed, offset, limit } = nearerEnd(page.pageNo, page.pageSize, matching);
  if (limit === 0) return { rows: [], count: matching };
  const orderOf = (ascending: boolean) => {
    const direction = ascending ? asc : desc;
    return [direction(columns.sortBy[page.sortBy]), direction(columns.id)];
  };
  const pageIds = db
    .select({ id: columns.id })
    .from(table as PgTable)
    .where(where)
    .orderBy(...orderOf(page.ascending !== reversed))
    .limit(limit)
    .offset(offset);
  const rows = await db
    .select()
    .from(table as PgTable)
    .where(inArray(columns.id, pageIds))
    .orderBy(...orderOf(page.ascending));
  return { rows: rows as T['$inferSelect'][], count: matching };
}
