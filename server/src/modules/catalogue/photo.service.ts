import type { Product } from '@konyha/domain/menu/products';
import type { Database } from '../../db/client.ts';
import { notFound } from '../../errors.ts';
import type { CatalogueService } from './catalogue.service.ts';
import type { PhotoFormat } from './photo.mapper.ts';
import { type ProcessedPhoto, processPhoto } from './photo.processing.ts';
import * as photos from './photo.repository.ts';
import { findProduct, type ProductRow } from './product.repository.ts';

const noPhoto = { photoHash: null, photoWidth: null, photoHeight: null };

/** Dish photos (issue 15): kept in the database, so every instance serves them. */
export function createPhotoService({
  database,
  catalogue,
  clock,
  present,
}: {
  database: Database;
  catalogue: Pick<CatalogueService, 'invalidate'>;
  clock: () => Date;
  /** A product row as the API shows it (with whatever else the answer holds, such as its option groups). */
  present: (row: ProductRow) => Promise<Product>;
}) {
  const db = database.db;

  /** Stores the variants (if any) and points the product at them, in one transaction; the old photo goes if unused. */
  async function change(id: number, photo: ProcessedPhoto | undefined): Promise<Product> {
    const row = await db.transaction(async (tx) => {
      await photos.lockPhotos(tx);
      if (photo) await photos.insertVariants(tx, photo.hash, photo.variants);
      const changed = await photos.setProductPhoto(
        tx,
        id,
        photo ? { photoHash: photo.hash, photoWidth: photo.width, photoHeight: photo.height } : noPhoto,
        clock(),
      );
      if (!changed) throw notFound('Product');
      if (changed.previousHash && changed.previousHash !== photo?.hash)
        await photos.dropUnusedPhoto(tx, changed.previousHash);
      return changed.row;
    });
    catalogue.invalidate();
    return present(row);
  }

  return {
    /** Checks and processes the image first (outside any transaction): a bad upload stores nothing. */
    async set(id: number, bytes: Buffer): Promise<Product> {
      if (!(await findProduct(db, id))) throw notFound('Product');
      return change(id, await processPhoto(bytes));
    },

    remove: (id: number) => change(id, undefined),

    variant: (hash: string, format: PhotoFormat, width: number) =>
      photos.findVariant(db, hash, format, width),
  };
}

export type PhotoService = ReturnType<typeof createPhotoService>;
