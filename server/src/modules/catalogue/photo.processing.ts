import sharp, { type Sharp } from 'sharp';
import { invalidField } from '../../errors.ts';
import { type PhotoFormat, variantWidths } from './photo.mapper.ts';

/** Upload limits of issue 15: the body's size (checked by the route) and the decoded size (a pixel bomb). */
export const maxPhotoBytes = 10 * 1024 * 1024;
export const maxPhotoPixels = 40_000_000;
/** Smaller than this is no dish photo, and its file names would not fit the served pattern. */
const minPhotoWidth = 100;
/**
 * The most elongated shape (issue 28): the longer side at most 4 times the shorter. The encoders refuse a side
 * longer than 16 383 pixels (WebP; AVIF 16 384), and the variants are at most 1 200 wide, so with this no variant is
 * taller than 4 800; a 100 × 20 000 strip passed every other check and failed there, after decoding, as a 500. A
 * dish card shows 3:2, so a photo more elongated than 4:1 would show a sliver of itself anyway.
 */
export const maxPhotoAspect = 4;
/**
 * The longest side (issue 28). The megapixel limit and the shape above already keep it under 12 650; a round limit
 * is named instead, so the message tells staff what to resize to.
 */
export const maxPhotoSide = 12_000;
/** What the body may be, checked on its content: the Content-Type header only chooses the parser. */
export const photoContentTypes = ['image/jpeg', 'image/png', 'image/webp'] as const;
const acceptedFormats = new Set(['jpeg', 'png', 'webp']);

// Sharp is used for uploads only: decoded images are not kept between them, so the memory comes back.
sharp.cache(false);

export interface PhotoVariant {
  format: PhotoFormat;
  width: number;
  height: number;
  bytes: Buffer;
}

export interface ProcessedPhoto {
  /** Of the uploaded bytes: the same photo uploaded twice (or for two dishes) is stored once. */
  hash: string;
  width: number;
  height: number;
  variants: PhotoVariant[];
}

const encoders: Record<PhotoFormat, (image: Sharp) => Sharp> = {
  // Effort 1: a third of effort 2's time for files within 1 % of its size, so a 10 MB upload takes about a second.
  avif: (image) => image.avif({ quality: 55, effort: 1 }),
  webp: (image) => image.webp({ quality: 78 }),
};

let queue: Promise<unknown> = Promise.resolve();

/**
 * One upload is processed at a time on this instance. Sharp works on libuv's thread pool, never on the event
 * loop; one job at a time leaves the pool's other threads to everything else (compression, file reads).
 */
function oneAtATime<T>(work: () => Promise<T>): Promise<T> {
  const run = queue.then(work, work);
  queue = run.catch(() => undefined);
  return run;
}

const unreadable = () =>
  invalidField('photo', 'photo: not a readable JPEG, PNG or WebP image (the content decides, not the name)');

/** Web Crypto's digest runs on the thread pool: 10 MB are not hashed on the event loop. */
async function contentHash(bytes: Buffer): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', bytes as Uint8Array<ArrayBuffer>);
  return Buffer.from(digest).toString('hex').slice(0, 32);
}

/**
 * Checks an uploaded image by its content and makes its variants: turned upright by its EXIF orientation, every
 * piece of metadata left behind (a phone's GPS position never reaches the web), AVIF and WebP at each width. Every
 * shape is judged from the header before a pixel is decoded; what passes converts (CMYK, grey, with or without
 * alpha, 16 bits a channel, palettes; an animated WebP gives its first frame; GIF is not taken at all).
 */
export function processPhoto(bytes: Buffer): Promise<ProcessedPhoto> {
  return oneAtATime(async () => {
    // The header alone, whatever size it claims, so a pixel bomb is named as such.
    const metadata = await sharp(bytes, { limitInputPixels: false })
      .metadata()
      .catch(() => {
        throw unreadable();
      });
    if (!acceptedFormats.has(metadata.format)) throw unreadable();
    if (metadata.width * metadata.height > maxPhotoPixels)
      throw invalidField('photo', 'photo: more than 40 megapixels');
    const { width, height } = metadata.autoOrient;
    const [shorter, longer] = [Math.min(width, height), Math.max(width, height)];
    if (longer > shorter * maxPhotoAspect)
      throw invalidField(
        'photo',
        `photo: too elongated: the longer side may be at most ${maxPhotoAspect} times the shorter`,
      );
    if (longer > maxPhotoSide)
      throw invalidField('photo', `photo: larger than ${maxPhotoSide} pixels on its longer side`);
    if (width < minPhotoWidth) throw invalidField('photo', `photo: narrower than ${minPhotoWidth} pixels`);

    const widths = variantWidths(width);
    // Decoded once, at the largest width needed (JPEG shrinks while decoding), as bare pixels: no metadata at all.
    const { data, info } = await sharp(bytes, {
      limitInputPixels: maxPhotoPixels,
      failOn: 'error',
      autoOrient: true,
    })
      .resize({ width: Math.max(...widths), withoutEnlargement: true })
      // 8 bits a channel whatever came in (a 16-bit PNG), as the encoders below read it.
      .raw({ depth: 'uchar' })
      .toBuffer({ resolveWithObject: true })
      .catch(() => {
        throw unreadable();
      });
    const raw = { raw: { width: info.width, height: info.height, channels: info.channels } };
    const variants: PhotoVariant[] = [];
    // One after another: a single thread-pool job at a time per upload.
    for (const format of Object.keys(encoders) as PhotoFormat[]) {
      for (const variantWidth of widths) {
        const encoded = await encoders[format](sharp(data, raw).resize({ width: variantWidth })).toBuffer({
          resolveWithObject: true,
        });
        variants.push({
          format,
          width: variantWidth,
          height: encoded.info.height,
          bytes: encoded.data,
        });
      }
    }
    return { hash: await contentHash(bytes), width, height, variants };
  });
}
