import { restaurant } from '@konyha/domain/restaurant/restaurant';
import { telHref } from '../../../lib/contact.ts';
import styles from '../OrderStatusPage.module.css';

/** A sentence ending in the restaurant's phone number as a tap-to-call link. */
export function CallUs({ text }: { text: string }) {
  return (
    <p className={styles.call}>
      {text}{' '}
      <a href={telHref(restaurant.phone)} className={styles.phone}>
        {restaurant.phone}
      </a>
    </p>
  );
}
