import { z } from 'zod';

/**
 * Shared schemas for values that reach the database as they come in. A value PostgreSQL refuses (an `integer` past
 * 2^31 − 1, the year 0) would otherwise fail the query: bad input must be a 400 naming the field, not a 500.
 */

/** Row ids are PostgreSQL `integer` columns. */
export const maxId = 2_147_483_647;

/** An id in a request body. */
export const idSchema = z.number().int().positive().max(maxId);

/** An id in a path (`/product/{id}`): the text of one. */
export const idParamSchema = z.coerce.number().int().positive().max(maxId);

/** The years a day of this restaurant's orders, events and pre-orders can fall in. */
export const firstYear = 1900;
export const lastYear = 2999;
const saneYear = (year: number) => year >= firstYear && year <= lastYear;

/** A real calendar day (yyyy-MM-dd, as the date pickers send it) in a sane range. */
export const daySchema = z.iso
  .date('invalidDate')
  .refine((day) => saneYear(Number(day.slice(0, 4))), 'invalidDate');

/** The `:date` path parameter of the day views (orders of a day, events of a day). */
export const dayParamsSchema = z.object({ date: daySchema });

/** A path's `:id` (an order, a product, an address…). */
export const idParamsSchema = z.object({ id: idParamSchema });

/** An instant with its offset (ISO 8601) in a sane range. */
export const instantSchema = z.iso
  .datetime({ offset: true, error: 'invalidDate' })
  .refine((instant) => saneYear(new Date(instant).getUTCFullYear()), 'invalidDate');
