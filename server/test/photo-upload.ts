import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../src/db/client.ts';
import { productPhotos, products } from '../src/db/schema/index.ts';

/** `PUT /api/product/{id}/photo` with the image itself as the body. */
export const uploadPhoto = (
  app: FastifyInstance,
  headers: Record<string, string>,
  id: number,
  body: Buffer,
  contentType = 'image/jpeg',
) =>
  app.inject({
    method: 'PUT',
    url: `/api/product/${id}/photo`,
    headers: { ...headers, 'content-type': contentType },
    payload: body,
  });

/** The stored variants, by file name, to see what an upload left behind. */
export async function storedPhotoFiles(db: Db): Promise<string[]> {
  const rows = await db.select().from(productPhotos);
  return rows.map((row) => `${row.hash}-${row.width}.${row.format}`).sort();
}

/** The seed's first food, to photograph. */
export async function aSeededDish(db: Db): Promise<number> {
  const [row] = await db.select({ id: products.id }).from(products).where(eq(products.type, 'FOOD')).limit(1);
  if (!row) throw new Error('no dish in the seed');
  return row.id;
}
