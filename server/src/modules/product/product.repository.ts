import type { ProductType } from '@konyha/domain/menu/products';
import { asc, eq, inArray } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
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
