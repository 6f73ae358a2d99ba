import { type Photo, photoFormats, photoWidths } from '@konyha/domain/menu/products';
import type { ProductRow } from './product.repository.ts';

export type PhotoFormat = (typeof photoFormats)[number];

/**
 * The widths a photo is made in: each standard width it reaches (a photo is never enlarged), or its own width alone
 * when it is narrower than all of them, so every photo has at least one variant per format.
 */
export function variantWidths(width: number): number[] {
  const reached = photoWidths.filter((standard) => standard <= width);
  return reached.length > 0 ? reached : [width];
}

export const photoFileName = (hash: string, width: number, format: PhotoFormat) =>
  `${hash}-${width}.${format}`;

/** The photo part of a product answer; the variants follow from the stored size, as they were made from it. */
export function toPhoto({
  photoHash: hash,
  photoWidth: width,
  photoHeight: height,
}: Pick<ProductRow, 'photoHash' | 'photoWidth' | 'photoHeight'>): Photo | null {
  if (!hash || !width || !height) return null;
  return {
    width,
    height,
    variants: photoFormats.flatMap((format) =>
      variantWidths(width).map((variantWidth) => ({
        format,
        width: variantWidth,
        url: `/api/product/photo/${photoFileName(hash, variantWidth, format)}`,
      })),
    ),
  };
}
