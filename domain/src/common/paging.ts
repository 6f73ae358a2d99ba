import { z } from 'zod';

/** SPEC §9: 10 rows a page; pages are 1-based in the URL and 0-based in calls. */
export const defaultPageSize = 10;

/** Query of a paged list call: `?pageNo&pageSize&sortBy&ascending`, with the list's sort keys and default. */
export function pageQuerySchema<const K extends readonly [string, ...string[]]>(
  sortKeys: K,
  defaults: { sortBy: K[number]; ascending: boolean },
) {
  return z.object({
    pageNo: z.coerce.number().int('pageNo').min(0).max(100_000).default(0),
    pageSize: z.coerce.number().int().min(1).max(100).default(defaultPageSize),
    sortBy: z.enum(sortKeys).default(defaults.sortBy as never),
    ascending: z
      .enum(['true', 'false'])
      .default(String(defaults.ascending) as 'true' | 'false')
      .transform((v) => v === 'true'),
  });
}

export function pageCount(count: number, pageSize = defaultPageSize): number {
  return Math.max(1, Math.ceil(count / pageSize));
}

/**
 * The 0-based call page for a 1-based URL page, or undefined when the URL page is not a page of the list (then
 * the screen redirects to the path without a page).
 */
export function callPageOf(
  urlPage: string | null,
  count: number,
  pageSize = defaultPageSize,
): number | undefined {
  if (urlPage === null) return 0;
  if (!/^\d+$/.test(urlPage)) return undefined;
  const page = Number(urlPage);
  return page >= 1 && page <= pageCount(count, pageSize) ? page - 1 : undefined;
}
