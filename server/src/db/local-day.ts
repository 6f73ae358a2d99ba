import { localDayBounds } from '@konyha/domain/menu/stock';
import { restaurantTimeZone } from '@konyha/domain/restaurant/restaurant';
import { type SQLWrapper, sql } from 'drizzle-orm';

// A constant of ours, not input: written into the statement so the SQL stays the same text as before.
const zone = sql.raw(`'${restaurantTimeZone}'`);

/** The restaurant's wall clock (a timestamp without zone) of an instant: its hour and weekday as Budapest saw them. */
export const localClockSql = (instant: SQLWrapper) => sql`(${instant} at time zone ${zone})`;

/** The restaurant-local calendar day of a timestamp (the rules' localDay, in SQL). */
export const localDaySql = (instant: SQLWrapper) => sql`${localClockSql(instant)}::date`;

/**
 * The instants from the start of the local day `first` to the end of `last`, as a half-open range of `instant`: the
 * rows whose `localDaySql(instant)` is within those days, but found through an index on `instant` (the local day of
 * a column is computed for every row of the table).
 */
export function inLocalDays(instant: SQLWrapper, first: string, last = first) {
  const from = localDayBounds(first).from.toISOString();
  const to = localDayBounds(last).to.toISOString();
  return sql`(${instant} >= ${from}::timestamptz and ${instant} < ${to}::timestamptz)`;
}
