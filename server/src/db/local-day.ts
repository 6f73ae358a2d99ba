import { restaurantTimeZone } from '@konyha/domain/restaurant/restaurant';
import { type SQLWrapper, sql } from 'drizzle-orm';

// A constant of ours, not input: written into the statement so the SQL stays the same text as before.
const zone = sql.raw(`'${restaurantTimeZone}'`);

/** The restaurant-local calendar day of a timestamp (the rules' localDay, in SQL). */
export const localDaySql = (instant: SQLWrapper) => sql`(${instant} at time zone ${zone})::date`;
