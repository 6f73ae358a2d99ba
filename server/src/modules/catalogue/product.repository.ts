import type { ProductType } from '@konyha/domain/menu/catalogue';
import { asc, eq, inArray } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { type PageRequest, selectPage } from '../../db/paging.ts';
import { products } from '../../db/schema/index.ts';

export type ProductRow = typeof products.$inferSelect;

export function listProductsOfType(db: Queryable, type: ProductType): Promise<ProductRow[]> {
  return db
    .select()
    .from(products)
    .where(eq(products.type, type))
    .orderBy(asc(products.loquuId), asc(products.id));
}

export function findProductsByIds(db: Queryable, ids: number[]): Promise<ProductRow[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return db.select().from(products).where(inArray(products.id, ids));
}

const productSortColumns = {
  name: products.name,
  nameEnglish: products.nameEnglish,
  type: products.type,
  group: products.group,
  orderable: products.orderable,
} as const;

export function listProductsPage(db: Queryable, page: PageRequest<keyof typeof productSortColumns>) {
  return selectPage(db, products, { sortBy: productSortColumns, id: products.id }, page);
}

export async function findProduct(db: Queryable, id: number): Promise<ProductRow | undefined> {
  const [row] = await db.select().from(products).where(eq(products.id, id));
  return row;
}

export async function insertProduct(
  db: Queryable,
  values: typeof products.$inferInsert,
): Promise<ProductRow> {
  const [row] = await db.insert(products).values(values).returning();
  if (!row) throw new Error('insert returned nothing');
  return row;
}

export async function updateProduct(
  db: Queryable,
  id: number,
  values: Partial<typeof products.$inferInsert>,
  now: Date,
) {
  const [row] = await db
    .update(products)
    .set({ ...values, updatedAt: now })
    .where(eq(products.id, id))
    .returning();
  return row;
}

export async function deleteProduct(db: Queryable, id: number): Promise<boolean> {
  return (await db.delete(products).where(eq(products.id, id)).returning({ id: products.id })).length > 0;
}

/** Which of `rates` some product still has (issue 17: such a rate cannot be removed). */
export async function vatRatesInUse(db: Queryable, rates: number[]): Promise<number[]> {
  if (rates.length === 0) return [];
  const rows = await db
    .selectDistinct({ rate: products.vatRate })
    .from(products)
    .where(inArray(products.vatRate, rates))
    .orderBy(asc(products.vatRate));
  return rows.map((row) => row.rate);
}
