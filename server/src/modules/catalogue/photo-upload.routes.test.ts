import { productListSchema } from '@konyha/domain/menu/products';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { loggedInUser } from '../../../test/factories.ts';
import { claimedPng, hasGps, phoneJpeg, photo } from '../../../test/images.ts';
import { aSeededDish, storedPhotoFiles, uploadPhoto } from '../../../test/photo-upload.ts';
import { useTestApp } from '../../../test/use-test-app.ts';
import { products } from '../../db/schema/index.ts';

const t = useTestApp({});
const headers: Record<'MANAGER' | 'SHOP_ASSISTANT' | 'CUSTOMER', Record<string, string>> = {
  MANAGER: {},
  SHOP_ASSISTANT: {},
  CUSTOMER: {},
};
let dish: number;
beforeAll(async () => {
  for (const role of ['MANAGER', 'SHOP_ASSISTANT', 'CUSTOMER'] as const)
    headers[role] = (await loggedInUser(t.app, t.db, { role })).headers;
  dish = await aSeededDish(t.db);
});

const upload = (body: Buffer, contentType = 'image/jpeg', as = headers.MANAGER) =>
  uploadPhoto(t.app, as, dish, body, contentType);

function photoOf(response: { json(): unknown }) {
  const [product] = productListSchema.parse(response.json()).products;
  if (!product?.photo) throw new Error('the answer has no photo');
  return product.photo;
}

describe('PUT /api/product/{id}/photo', () => {
  it('turns a phone photo upright and serves AVIF and WebP at three widths without its GPS position', async () => {
    const original = await phoneJpeg(1600, 1200);
    expect(hasGps((await sharp(original).metadata()).exif)).toBe(true);

    const response = await upload(original);
    expect(response.statusCode).toBe(200);
    const answer = photoOf(response);
    expect(answer).toMatchObject({ width: 1200, height: 1600 });
    expect(answer.variants.map((v) => `${v.format} ${v.width}`)).toEqual([
      'avif 400',
      'avif 800',
      'avif 1200',
      'webp 400',
      'webp 800',
      'webp 1200',
    ]);
    for (const variant of answer.variants) {
      const served = await t.app.inject({ method: 'GET', url: variant.url });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe(`image/${variant.format}`);
      const metadata = await sharp(served.rawPayload).metadata();
      expect(metadata.width).toBe(variant.width);
      // Upright: portrait, as the phone was held.
      expect(metadata.height).toBe(Math.round((variant.width * 4) / 3));
      expect(metadata.exif).toBeUndefined();
      expect(hasGps(metadata.exif)).toBe(false);
      expect(served.rawPayload.includes('Konyha test kitchen')).toBe(false);
    }
  });

  it('accepts PNG and WebP, never enlarging a photo narrower than a width', async () => {
    const png = photoOf(await upload(await photo(500, 300, 'png'), 'image/png'));
    expect(png).toMatchObject({ width: 500, height: 300 });
    expect(png.variants.map((v) => `${v.format} ${v.width}`)).toEqual(['avif 400', 'webp 400']);

    // The content decides, not the header: a WebP sent as image/jpeg is still a WebP.
    const webp = photoOf(await upload(await photo(900, 600, 'webp', '#224488'), 'image/jpeg'));
    expect(webp.variants.map((v) => `${v.format} ${v.width}`)).toEqual([
      'avif 400',
      'avif 800',
      'webp 400',
      'webp 800',
    ]);
  });

  describe('a bad upload answers with a clear message and stores nothing', () => {
    async function expectRefused(body: Buffer, contentType: string, status: number, message: RegExp) {
      const filesBefore = await storedPhotoFiles(t.db);
      const [before] = await t.db.select().from(products).where(eq(products.id, dish));
      const response = await upload(body, contentType);
      expect(response.statusCode).toBe(status);
      expect(response.json()).toMatchObject({ field: 'photo', message: expect.stringMatching(message) });
      expect(await storedPhotoFiles(t.db)).toEqual(filesBefore);
      const [after] = await t.db.select().from(products).where(eq(products.id, dish));
      expect(after?.photoHash).toBe(before?.photoHash);
      return response.json();
    }

    it('refuses a text file renamed .jpg with 400', async () => {
      const body = await expectRefused(
        Buffer.from('Ez nem kép, csak egy szöveg.\n'),
        'image/jpeg',
        400,
        /JPEG, PNG or WebP/,
      );
      expect(body.errorType).toBe('VALIDATION_ERROR');
    });

    it('refuses a 50 MB body with 413 before reading it', async () => {
      const body = await expectRefused(Buffer.alloc(50 * 1024 * 1024), 'image/jpeg', 413, /10 MB/);
      expect(body.errorType).toBe('PAYLOAD_TOO_LARGE');
    });

    it('refuses a 20 000 × 20 000 PNG (a pixel bomb) with 400', async () => {
      await expectRefused(claimedPng(20_000, 20_000), 'image/png', 400, /40 megapixels/);
    });

    it('refuses a body that is not an image type (JSON) with 400', async () => {
      await expectRefused(Buffer.from('{"photo":"x.jpg"}'), 'application/json', 400, /image\/jpeg/);
    });
  });

  it('is for managers and admins only', async () => {
    const body = await photo(400, 300, 'jpeg');
    expect((await upload(body, 'image/jpeg', headers.SHOP_ASSISTANT)).statusCode).toBe(403);
    expect((await upload(body, 'image/jpeg', headers.CUSTOMER)).statusCode).toBe(403);
    expect((await upload(body, 'image/jpeg', {})).statusCode).toBe(401);
    for (const as of [headers.SHOP_ASSISTANT, {}]) {
      const removed = await t.app.inject({
        method: 'DELETE',
        url: `/api/product/${dish}/photo`,
        headers: as,
      });
      expect(removed.statusCode).toBe(as === headers.SHOP_ASSISTANT ? 403 : 401);
    }
  });

  it('answers 404 for a dish that does not exist', async () => {
    const response = await uploadPhoto(t.app, headers.MANAGER, 999_999, await photo(400, 300, 'jpeg'));
    expect(response.statusCode).toBe(404);
  });
});
