import { and, eq, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { productPhotos, products } from '../../db/schema/index.ts';
import type { PhotoFormat } from './photo.mapper.ts';
import type { PhotoVariant } from './photo.processing.ts';
import type { ProductRow } from './product.repository.ts';

/**
 * Waits until no other photo change is under way (on every instance: the lock is the database's), so a photo
 * shared by two dishes is never dropped by one while the other takes it. Photo changes are rare staff actions;
 * one lock for all of them is enough. Namespace 15 keeps it apart from every other advisory lock.
 */
export async function lockPhotos(tx: Queryable) {
  await tx.execute(sql`select pg_advisory_xact_lock(15::int, 0::int)`);
}

export async function findVariant(
  db: Queryable,
  hash: string,
  format: PhotoFormat,
  width: number,
): Promise<Buffer | undefined> {
  const [row] = await db
    .select({ bytes: productPhotos.bytes })
    .from(productPhotos)
    .where(
      and(eq(productPhotos.hash, hash), eq(productPhotos.format, format), eq(productPhotos.width, width)),
    );
  return row?.bytes;
}

/** The same photo uploaded again (for this dish or another) already has its variants: they are kept. */
export async function insertVariants(tx: Queryable, hash: string, variants: PhotoVariant[]) {
  await tx
    .insert(productPhotos)
    .values(variants.map(({ format, width, height, bytes }) => ({ hash, format, width, height, bytes })))
    .onConflictDoNothing();
}

type PhotoColumns = Pick<ProductRow, 'photoHash' | 'photoWidth' | 'photoHeight'>;

/** Sets (or, with nulls, removes) a product's photo; answers the changed row and the photo it had before. */
export async function setProductPhoto(
  tx: Queryable,
  id: number,
  photo: PhotoColumns,
  now: Date,
): Promise<{ row: ProductRow; previousHash: string | null } | undefined> {
  const [current] = await tx
    .select({ photoHash: products.photoHash })
    .from(products)
    .where(eq(products.id, id))
    .for('update');
  if (!current) return undefined;
  const [row] = await tx
    .update(products)
    .set({ ...photo, updatedAt: now })
    .where(eq(products.id, id))
    .returning();
  return row && { row, previousHash: current.photoHash };
}

/** Drops a photo's variants once no product shows it any more. */
export async function dropUnusedPhoto(tx: Queryable, hash: string) {
  await tx
    .delete(productPhotos)
    .where(
      and(
        eq(productPhotos.hash, hash),
        sql`not exists (select 1 from ${products} where ${products.photoHash} = ${hash})`,
      ),
    );
}
