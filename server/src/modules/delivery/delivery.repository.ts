import { asc, eq } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { shippingCosts, streets } from '../../db/schema/index.ts';

export async function findShippingCost(db: Queryable, zipCode: string): Promise<number | undefined> {
  const [row] = await db
    .select({ cost: shippingCosts.cost })
    .from(shippingCosts)
    .where(eq(shippingCosts.zipCode, zipCode));
  return row?.cost;
}

export async function listStreetNames(db: Queryable, zipCode: string): Promise<string[]> {
  const rows = await db
    .select({ name: streets.name })
    .from(streets)
    .where(eq(streets.zipCode, zipCode))
    .orderBy(asc(streets.name));
  return rows.map((r) => r.name);
}

export function listShippingCosts(db: Queryable): Promise<{ zipCode: string; cost: number }[]> {
  return db.select().from(shippingCosts).orderBy(asc(shippingCosts.zipCode));
}
