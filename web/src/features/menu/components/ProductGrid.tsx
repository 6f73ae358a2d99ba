import type { Product } from '@konyha/domain/menu/products';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '../../../components/Spinner.tsx';
import styles from '../MenuPage.module.css';
import { ProductCards } from './ProductCard.tsx';

// The rule of dishes that follow the clock and its words (about 1 KB gzip) would take the menu's first download over
// the public pages' 150 KB budget: they come with their own chunk, only for a group that has such dishes. The server's render waits for it; in the browser the server-rendered cards stay as they are until
// it has arrived, then are taken over (a group without such dishes has no boundary and hydrates in the page's pass).
const TimedCards = lazy(async () => ({ default: (await import('./TimedCards.tsx')).TimedCards }));

/** Whether a dish has windows of its own or of its group's (issue 31). */
const followsTheClock = (product: Product) =>
  product.availability.length > 0 || product.groupAvailability.length > 0;

const always = () => null;

/** The cards of a menu group. */
export function ProductGrid({ products }: { products: Product[] }) {
  const { t } = useTranslation();
  const cards = (hoursIfClosed: (product: Product) => string | null) => (
    <ul className={styles.grid}>
      <ProductCards products={products} hoursIfClosed={hoursIfClosed} />
    </ul>
  );
  if (!products.some(followsTheClock)) return cards(always);
  return (
    <Suspense fallback={<Spinner label={t('common.loading')} />}>
      <TimedCards cards={cards} />
    </Suspense>
  );
}
