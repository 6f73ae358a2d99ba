import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './Gallery.module.css';
import { Lightbox, type LightboxImage } from './Lightbox.tsx';
import { Picture } from './Picture.tsx';

/** Thumbnails that open the lightbox; closing it puts focus back on the thumbnail that opened it. */
export function Gallery({ images }: { images: readonly LightboxImage[] }) {
  const { t } = useTranslation();
  const [shown, setShown] = useState<number | null>(null);
  const opener = useRef<HTMLButtonElement | null>(null);

  // Runs after the lightbox closed its dialog (child effects run first), when the page is interactive again.
  useEffect(() => {
    if (shown === null) opener.current?.focus();
  }, [shown]);

  return (
    <>
      <ul className={styles.grid}>
        {images.map((image, index) => (
          <li key={image.base}>
            <button
              type="button"
              className={styles.thumb}
              onClick={(event) => {
                opener.current = event.currentTarget;
                setShown(index);
              }}
              aria-label={t('lightbox.open', { caption: image.caption })}
            >
              <Picture
                base={image.base}
                widths={image.widths}
                sizes="(max-width: 720px) 92vw, 24rem"
                alt=""
                width={image.width}
                height={image.height}
              />
              <span className={styles.caption} aria-hidden="true">
                {image.caption}
              </span>
            </button>
          </li>
        ))}
      </ul>
      <Lightbox images={images} index={shown} onNavigate={setShown} onClose={() => setShown(null)} />
    </>
  );
}
