import { productListSchema } from '@konyha/domain/menu/products';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { eventually } from '../../../test/eventually.ts';
import { loggedInUser } from '../../../test/factories.ts';
import { photo } from '../../../test/images.ts';
import { storedPhotoFiles, uploadPhoto } from '../../../test/photo-upload.ts';
import { useTestApp } from '../../../test/use-test-app.ts';
import { products } from '../../db/schema/index.ts';

const t = useTestApp({});
let manager: Record<string, string>;
let dishes: [number, number];
beforeAll(async () => {
  manager = (await loggedInUser(t.app, t.db, { role: 'ADMIN' })).headers;
  const rows = await t.db
    .select({ id: products.id })
    .from(products)
    .where(eq(products.type, 'FOOD'))
    .limit(2);
  dishes = rows.map((row) => row.id) as [number, number];
});

async function upload(id: number, colour: string) {
  const response = await uploadPhoto(t.app, manager, id, await photo(800, 600, 'jpeg', colour));
  expect(response.statusCode).toBe(200);
  const photoAnswer = productListSchema.parse(response.json()).products[0]?.photo;
  if (!photoAnswer) throw new Error('no photo in the answer');
  return photoAnswer.variants.map((variant) => variant.url);
}

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });
const removePhoto = (id: number) =>
  t.app.inject({ method: 'DELETE', url: `/api/product/${id}/photo`, headers: manager });

describe('GET /api/product/photo/{file}', () => {
  it('serves a variant to anyone with immutable cache headers and its ETag', async () => {
    const [url = ''] = await upload(dishes[0], '#aa3311');
    const served = await get(url);
    expect(served.statusCode).toBe(200);
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const etag = served.headers.etag as string;
    expect(etag).toMatch(/^".+"$/);
    const again = await get(url, { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it('answers 404 for a photo it does not have and 400 for a name that is no photo', async () => {
    expect((await get(`/api/product/photo/${'0'.repeat(32)}-400.webp`)).statusCode).toBe(404);
    const bad = await get('/api/product/photo/..%2Fsecret.jpg');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ errorType: 'VALIDATION_ERROR', field: 'file' });
  });
});

describe('replacing and deleting a photo', () => {
  it('shows the photo on the menu, and a replaced photo is gone unless another dish shows it', async () => {
    const [first, second] = dishes;
    const shared = await upload(first, '#117733');
    expect(await upload(second, '#117733')).toEqual(shared);
    const menu = await eventually(
      async () => productListSchema.parse((await get('/api/product/foods')).json()).products,
      (list) => list.find((p) => p.id === first)?.photo?.variants.length === 4,
    );
    expect(menu.find((p) => p.id === first)?.photo).toMatchObject({ width: 800, height: 600 });

    const replaced = await upload(first, '#3355cc');
    expect(replaced).not.toEqual(shared);
    // The second dish still shows the old photo.
    for (const url of [...shared, ...replaced]) expect((await get(url)).statusCode).toBe(200);

    const cleared = await removePhoto(second);
    expect(cleared.statusCode).toBe(200);
    expect(productListSchema.parse(cleared.json()).products[0]?.photo).toBeNull();
    for (const url of shared) expect((await get(url)).statusCode).toBe(404);
    for (const url of replaced) expect((await get(url)).statusCode).toBe(200);

    expect((await removePhoto(first)).statusCode).toBe(200);
    for (const url of replaced) expect((await get(url)).statusCode).toBe(404);
    expect(await storedPhotoFiles(t.db)).toEqual([]);
  });

  it('answers 404 when deleting the photo of a dish that does not exist', async () => {
    expect((await removePhoto(999_999)).statusCode).toBe(404);
  });
});
