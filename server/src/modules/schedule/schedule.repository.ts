import type { Queryable } from '../../db/client.ts';
import { settings } from '../../db/schema/index.ts';

/** The settings row's opening hours (null: never saved, the domain's defaults apply). */
export async function readOpeningHours(db: Queryable) {
  const [row] = await db.select({ openingHours: settings.openingHours }).from(settings).limit(1);
  return row?.openingHours ?? null;
}
