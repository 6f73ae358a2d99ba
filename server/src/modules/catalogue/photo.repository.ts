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

/** Read as hex text for the same reason they are written so (see insertVariants). */
export async function findVariant(
  db: Queryable,
  hash: string,
  format: PhotoFormat,
  width: number,
): Promise<Buffer | undefined> {
  const [row] = await db
    .select({ hex: sql<string>`encode(${productPhotos.bytes}, 'hex')` })
    .from(productPhotos)
    .where(
      and(eq(productPhotos.hash, hash), eq(productPhotos.format, format), eq(productPhotos.width, width)),
    );
  return row && Buffer.from(row.hex, 'hex');
}

/**
 * The same photo uploaded again (for this dish or another) already has its variants: they are kept. One statement
 * each: the embedded database runs on the event loop, and other requests get their turn between them. The bytes go
 * as hex text, encoded natively: PGlite's own bytea encoding takes some 100 bytes of heap per byte (80 MB a photo).
 */
export async function insertVariants(tx: Queryable, hash: string, variants: PhotoVariant[]) {
  for (const { format, width, height, bytes } of variants)
    await tx
      .insert(productPhotos)
      .values({ hash, format, width, height, bytes: sql`decode(${bytes.toString('hex')}, 'hex')` })
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
