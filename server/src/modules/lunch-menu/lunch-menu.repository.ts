import { and, asc, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { lunchDays, lunchVariants } from '../../db/schema/index.ts';

export type LunchDayRow = typeof lunchDays.$inferSelect;
export type LunchVariantRow = typeof lunchVariants.$inferSelect;
export type LunchVariantValues = Omit<typeof lunchVariants.$inferInsert, 'id'>;

/** The days of `dates` that have a lunch menu, and their variants: by date, then by code. */
export async function findDays(q: Queryable, dates: string[]) {
  const days = await q
    .select()
    .from(lunchDays)
    .where(inArray(lunchDays.date, dates))
    .orderBy(asc(lunchDays.date));
  const variants = await q
    .select()
    .from(lunchVariants)
    .where(inArray(lunchVariants.date, dates))
    .orderBy(asc(lunchVariants.date), asc(lunchVariants.code));
  return { days, variants };
}

/** Variants by id with their day's lunch window (an order names a variant by its id). */
export function findVariants(q: Queryable, ids: number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return q
    .select({ variant: lunchVariants, day: lunchDays })
    .from(lunchVariants)
    .innerJoin(lunchDays, eq(lunchDays.date, lunchVariants.date))
    .where(inArray(lunchVariants.id, ids))
    .orderBy(asc(lunchVariants.id));
}

/** Locks a variant's row until the transaction ends, so two orders count its portions one after the other. */
export async function lockVariant(tx: Queryable, id: number): Promise<number | null | undefined> {
  const [row] = await tx
    .select({ portions: lunchVariants.portions })
    .from(lunchVariants)
    .where(eq(lunchVariants.id, id))
    .for('update');
  return row?.portions;
}

/** Removes the days of `dates` not in `kept` (their variants go with them; orders keep their copy). */
export async function deleteDaysExcept(tx: Queryable, dates: string[], kept: string[]) {
  await tx
    .delete(lunchDays)
    .where(
      and(inArray(lunchDays.date, dates), kept.length > 0 ? notInArray(lunchDays.date, kept) : undefined),
    );
}

export async function upsertDay(tx: Queryable, day: LunchDayRow) {
  await tx
    .insert(lunchDays)
    .values(day)
    .onConflictDoUpdate({
      target: lunchDays.date,
      set: { windowFrom: day.windowFrom, windowTo: day.windowTo },
    });
}

/** Removes the variants of a day whose code is not in `kept`. */
export async function deleteVariantsExcept(tx: Queryable, date: string, kept: string[]) {
  await tx
    .delete(lunchVariants)
    .where(
      and(eq(lunchVariants.date, date), kept.length > 0 ? notInArray(lunchVariants.code, kept) : undefined),
    );
}

/** Inserts the variants, or updates the one of the same day and code in place (its id stays). */
export async function upsertVariants(tx: Queryable, values: LunchVariantValues[]) {
  if (values.length === 0) return;
  const excluded = (column: string) => sql.raw(`excluded.${column}`);
  await tx
    .insert(lunchVariants)
    .values(values)
    .onConflictDoUpdate({
      target: [lunchVariants.date, lunchVariants.code],
      set: {
        price: excluded('price'),
        mainOnlyPrice: excluded('main_only_price'),
        soup: excluded('soup'),
        main: excluded('main'),
        portions: excluded('portions'),
        vatRate: excluded('vat_rate'),
      },
    });
}
