import type { Photo } from '@konyha/domain/menu/products';
import styles from './ProductCard.module.css';

/** A card is the grid's full width on a phone, about half of it on a tablet, and at most about 26rem beside the list. */
const SIZES = '(max-width: 720px) 100vw, (max-width: 1200px) 50vw, 26rem';

type Format = Photo['variants'][number]['format'];

const srcSet = (photo: Photo, format: Format) =>
  photo.variants
    .filter((variant) => variant.format === format)
    .map((variant) => `${variant.url} ${variant.width}w`)
    .join(', ');

/** For a browser that reads no srcset: the WebP closest above a phone card's width, else the largest there is. */
function fallback(photo: Photo): string | undefined {
  const webp = photo.variants
    .filter((variant) => variant.format === 'webp')
    .sort((a, b) => a.width - b.width);
  return (webp.find((variant) => variant.width >= 800) ?? webp.at(-1))?.url;
}

/**
 * A dish's photo: AVIF where the browser has it, WebP otherwise, at the width the card needs. Its width and height
 * reserve the space before it arrives (no layout shift); below the first row it loads when scrolled near.
 */
export function ProductPhoto({ photo, alt, eager }: { photo: Photo; alt: string; eager: boolean }) {
  return (
    <picture className={styles.photo}>
      <source type="image/avif" srcSet={srcSet(photo, 'avif')} sizes={SIZES} />
      <source type="image/webp" srcSet={srcSet(photo, 'webp')} sizes={SIZES} />
      <img
        src={fallback(photo)}
        alt={alt}
        width={photo.width}
        height={photo.height}
        loading={eager ? 'eager' : 'lazy'}
        decoding={eager ? 'auto' : 'async'}
        // The first card's photo is what a phone paints largest: fetched before the scripts, not after them.
        fetchPriority={eager ? 'high' : 'auto'}
      />
    </picture>
  );
}
