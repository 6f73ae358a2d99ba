import { type AnyColumn, ilike, or, type SQL, sql } from 'drizzle-orm';

/**
 * What staff typed to find a customer (issue 30): matched as a part of a name or e-mail ignoring case and, when it
 * holds enough digits, as a part of a phone number's digits, however either was spaced or punctuated.
 */
export interface ContactSearch {
  text: string;
  digits: string | null;
}

/** LIKE's own characters in what was typed stand for themselves. */
const containing = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Whether a row's contact columns (an account's, an order's) match a search. */
export function contactMatches(
  columns: { name: AnyColumn; email: AnyColumn; phone: AnyColumn },
  search: ContactSearch,
): SQL | undefined {
  const pattern = containing(search.text);
  return or(
    ilike(columns.name, pattern),
    ilike(columns.email, pattern),
    search.digits === null
      ? undefined
      : sql`regexp_replace(${columns.phone}, '[^0-9]', '', 'g') like ${containing(search.digits)}`,
  );
}
