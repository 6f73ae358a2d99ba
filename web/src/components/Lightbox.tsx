import { type KeyboardEvent, type MouseEvent, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { ChevronLeftIcon, ChevronRightIcon, CloseIcon } from './icons.tsx';
import styles from './Lightbox.module.css';
import { Picture } from './Picture.tsx';

export type LightboxImage = {
  base: string;
  widths: readonly number[];
  width: number;
  height: number;
  alt: string;
  caption: string;
};

type LightboxProps = {
  images: readonly LightboxImage[];
  /** The image shown, or null when the lightbox is closed. */
  index: number | null;
  onNavigate: (index: number) => void;
  onClose: () => void;
};

/** A modal photo viewer on the native <dialog>: the browser traps focus and makes the page behind inert. */
export function Lightbox({ images, index, onNavigate, onClose }: LightboxProps) {
  const { t } = useTranslation();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const image = index === null ? undefined : images[index];

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (image && !dialog.open) dialog.showModal();
    if (!image && dialog.open) dialog.close();
  }, [image]);

  const step = (delta: number) => {
    if (index !== null) onNavigate((index + delta + images.length) % images.length);
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowRight') step(1);
    else if (event.key === 'ArrowLeft') step(-1);
    else if (event.key === 'Escape') onClose();
    else return;
    event.preventDefault();
  };

  // A click on the backdrop lands on the dialog element itself, outside its content box.
  const onBackdropClick = (event: MouseEvent<HTMLDialogElement>) => {
    if (event.target === event.currentTarget) onClose();
  };

  return (
    <dialog
      ref={dialogRef}
      className={styles.dialog}
      aria-label={image?.caption}
      onKeyDown={onKeyDown}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onClick={onBackdropClick}
    >
      {image && index !== null && (
        <figure className={styles.figure}>
          <button
            type="button"
            className={`${styles.control} ${styles.close}`}
            onClick={onClose}
            aria-label={t('lightbox.close')}
          >
            <CloseIcon />
          </button>
          <Picture
            className={styles.picture}
            base={image.base}
            widths={image.widths}
            sizes="(max-width: 1400px) 92vw, 1280px"
            alt={image.alt}
            width={image.width}
            height={image.height}
            loading="eager"
          />
          <figcaption className={styles.caption}>
            <span>{image.caption}</span>
            <span className={styles.position}>
              {t('lightbox.position', { current: index + 1, total: images.length })}
            </span>
          </figcaption>
          {images.length > 1 && (
            <>
              <button
                type="button"
                className={`${styles.control} ${styles.previous}`}
                onClick={() => step(-1)}
                aria-label={t('lightbox.previous')}
              >
                <ChevronLeftIcon />
              </button>
              <button
                type="button"
                className={`${styles.control} ${styles.next}`}
                onClick={() => step(1)}
                aria-label={t('lightbox.next')}
              >
                <ChevronRightIcon />
              </button>
            </>
          )}
        </figure>
      )}
    </dialog>
  );
}
