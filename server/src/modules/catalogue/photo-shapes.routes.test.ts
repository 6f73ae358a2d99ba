import { productListSchema } from '@konyha/domain/menu/products';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { loggedInUser } from '../../../test/factories.ts';
import { claimedPng, photo } from '../../../test/images.ts';
import { aSeededDish, storedPhotoFiles, uploadPhoto } from '../../../test/photo-upload.ts';
import { useTestApp } from '../../../test/use-test-app.ts';

/** Issue 28: every image shape either makes its variants or is refused with 400 naming the limit, never a 500. */

const t = useTestApp({});
let manager: Record<string, string> = {};
let dish: number;
beforeAll(async () => {
  manager = (await loggedInUser(t.app, t.db, { role: 'MANAGER' })).headers;
  dish = await aSeededDish(t.db);
});

const orange = [200, 120, 40];
const plain = (width: number, height: number, channels: 3 | 4 = 3) =>
  sharp({ create: { width, height, channels, background: { r: 200, g: 120, b: 40, alpha: 1 } } });
/** Two frames, orange then blue, as an animated WebP or GIF. */
async function animated(format: 'webp' | 'gif') {
  const frame = (r: number, g: number, b: number) =>
    sharp({ create: { width: 600, height: 400, channels: 3, background: { r, g, b } } })
      .png()
      .toBuffer();
  const frames = [await frame(200, 120, 40), await frame(40, 120, 200)];
  return sharp(frames, { join: { animated: true } })
    .toFormat(format, { loop: 0, delay: [100, 100] })
    .toBuffer();
}

describe('a photo whose shape the encoders cannot take', () => {
  it.each([
    ['a 100 × 20 000 PNG', () => plain(100, 20_000).png().toBuffer(), /at most 4 times the shorter/],
    ['a 20 000 × 100 PNG', () => plain(20_000, 100).png().toBuffer(), /at most 4 times the shorter/],
    ['a 100 × 16 384 JPEG (past WebP’s and AVIF’s side)', () => photo(100, 16_384, 'jpeg'), /4 times/],
    // Only a header: refused by its shape, so nothing was decoded (decoding would call it unreadable).
    ['a header claiming 100 × 20 000', async () => claimedPng(100, 20_000), /at most 4 times the shorter/],
    [
      'a header claiming 12 100 × 3 100',
      async () => claimedPng(12_100, 3_100),
      /12000 pixels on its longer side/,
    ],
    ['a 1 × 1 PNG', () => plain(1, 1).png().toBuffer(), /narrower than 100 pixels/],
    ['an animated GIF', () => animated('gif'), /not a readable JPEG, PNG or WebP/],
  ])('is refused with 400 naming the limit, storing nothing: %s', async (_, make, message) => {
    const filesBefore = await storedPhotoFiles(t.db);
    const response = await uploadPhoto(t.app, manager, dish, await make(), 'image/png');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ errorType: 'VALIDATION_ERROR', field: 'photo' });
    expect(response.json().message).toMatch(message);
    expect(await storedPhotoFiles(t.db)).toEqual(filesBefore);
  });
});

/** The first pixel of a served variant, as sRGB. */
async function firstPixel(url: string) {
  const served = await t.app.inject({ method: 'GET', url });
  expect(served.statusCode).toBe(200);
  const { data, info } = await sharp(served.rawPayload)
    .toColourspace('srgb')
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { pixel: [...data.subarray(0, 3)], info };
}

describe('a photo of an unusual kind', () => {
  const luma = 139;
  it.each([
    ['a CMYK JPEG', () => plain(600, 400).toColourspace('cmyk').jpeg().toBuffer(), orange],
    ['a 16-bit PNG', () => plain(600, 400).toColourspace('rgb16').png().toBuffer(), orange],
    ['a grey PNG', () => plain(600, 400).toColourspace('b-w').png().toBuffer(), [luma, luma, luma]],
    ['a grey JPEG', () => plain(600, 400).toColourspace('b-w').jpeg().toBuffer(), [luma, luma, luma]],
    ['a 16-bit grey PNG', () => plain(600, 400).toColourspace('grey16').png().toBuffer(), [luma, luma, luma]],
    [
      'a grey PNG with alpha',
      () => plain(600, 400, 4).toColourspace('b-w').png().toBuffer(),
      [luma, luma, luma],
    ],
    ['a palette PNG', () => plain(600, 400).png({ palette: true }).toBuffer(), orange],
    ['an animated WebP (its first frame)', () => animated('webp'), orange],
  ])('makes its variants in its own colours: %s', async (_, make, colour) => {
    const response = await uploadPhoto(t.app, manager, dish, await make(), 'image/png');
    expect(response.statusCode).toBe(200);
    const [product] = productListSchema.parse(response.json()).products;
    expect(product?.photo).toMatchObject({ width: 600, height: 400 });
    for (const variant of product?.photo?.variants ?? []) {
      const { pixel, info } = await firstPixel(variant.url);
      expect([info.width, info.height]).toEqual([400, 267]);
      // Within a rounding of the colour sent (a CMYK round trip moves a channel by up to 27): never inverted, and
      // never the animation's second (blue) frame.
      const furthest = Math.max(...pixel.map((value, channel) => Math.abs(value - (colour[channel] ?? 0))));
      expect(furthest).toBeLessThanOrEqual(32);
    }
  });

  it('takes the most elongated shape allowed, 4:1, and the longest side allowed, 12 000 pixels', async () => {
    const response = await uploadPhoto(t.app, manager, dish, await photo(1_500, 6_000, 'jpeg'));
    expect(response.statusCode).toBe(200);
    const [product] = productListSchema.parse(response.json()).products;
    expect(product?.photo).toMatchObject({ width: 1_500, height: 6_000 });
    const largest = product?.photo?.variants.filter((variant) => variant.width === 1200) ?? [];
    expect(largest.map((variant) => variant.format)).toEqual(['avif', 'webp']);
    for (const variant of largest) expect((await firstPixel(variant.url)).info.height).toBe(4_800);
    // A header of 12 000 × 3 000 passes every shape check and only then fails to decode (it has no pixels).
    const atTheLimit = await uploadPhoto(t.app, manager, dish, claimedPng(12_000, 3_000), 'image/png');
    expect(atTheLimit.json().message).toMatch(/not a readable JPEG, PNG or WebP/);
  });
});
