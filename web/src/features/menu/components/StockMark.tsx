import { useTranslation } from 'react-i18next';
import type { Availability } from '../availability.ts';
import styles from './ProductCard.module.css';

/** The card's word on ordering: not available, sold out today, or how few portions are left. */
export function StockMark({ availability }: { availability: Availability }) {
  const { t } = useTranslation();
  switch (availability.kind) {
    case 'unavailable':
      return <p className={styles.mark}>{t('menu.unavailable')}</p>;
    case 'soldOut':
      return <p className={styles.mark}>{t('menu.soldOut')}</p>;
    case 'few':
      return (
        <p className={`${styles.mark} ${styles.few}`}>
          {t('menu.portionsLeft', { count: availability.left })}
        </p>
      );
    case 'orderable':
      return null;
  }
}
