import type { ImgHTMLAttributes } from 'react';

type PictureProps = {
  /** Path without width and extension: `/images/hero` stands for `/images/hero-640.avif` and its siblings. */
  base: string;
  widths: readonly number[];
  sizes: string;
  alt: string;
  /** Intrinsic size of the largest file, so the browser reserves the space before it arrives. */
  width: number;
  height: number;
  className?: string;
  loading?: ImgHTMLAttributes<HTMLImageElement>['loading'];
  fetchPriority?: ImgHTMLAttributes<HTMLImageElement>['fetchPriority'];
  /** A decoration the page reads fine without: if the file is missing, the picture is hidden, not shown broken. */
  optional?: boolean;
};

const srcSet = (base: string, widths: readonly number[], extension: string) =>
  widths.map((w) => `${base}-${w}.${extension} ${w}w`).join(', ');

/** A responsive picture: AVIF where the browser has it, WebP otherwise. */
export function Picture({
  base,
  widths,
  sizes,
  alt,
  width,
  height,
  className,
  loading = 'lazy',
  fetchPriority,
  optional = false,
}: PictureProps) {
  const fallback = widths[Math.min(1, widths.length - 1)] ?? widths[0];
  return (
    <picture className={className}>
      <source type="image/avif" srcSet={srcSet(base, widths, 'avif')} sizes={sizes} />
      <source type="image/webp" srcSet={srcSet(base, widths, 'webp')} sizes={sizes} />
      <img
        src={`${base}-${fallback}.webp`}
        alt={alt}
        width={width}
        height={height}
        loading={loading}
        decoding={loading === 'eager' ? 'auto' : 'async'}
        fetchPriority={fetchPriority}
        onError={
          optional ? (event) => event.currentTarget.parentElement?.setAttribute('hidden', '') : undefined
        }
      />
    </picture>
  );
}
