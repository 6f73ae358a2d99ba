import type { Product } from '@konyha/domain/menu/products';
import { useQueries } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import page from '../../../components/page.module.css';
import { productsQuery } from '../../../lib/queries/products.ts';
import { DishPicker as SharedDishPicker } from '../../shared/DishPicker.tsx';
import styles from '../phoneOrders.module.css';

/** The phone order's dishes: today's dishes and drinks, each added to the order with its options. */
export function DishPicker({ onAdd }: { onAdd: (productId: number, options?: number[]) => void }) {
  const { t } = useTranslation('staff');
  const id = useId();
  const [foods, drinks] = useQueries({ queries: [productsQuery('foods'), productsQuery('drinks')] });
  const products: Product[] | undefined =
    foods.isPending || drinks.isPending ? undefined : [...(foods.data ?? []), ...(drinks.data ?? [])];

  return (
    <section className={page.card} aria-labelledby={id}>
      <h2 id={id} className={styles.heading}>
        {t('phoneOrder.dishes.title')}
      </h2>
      <SharedDishPicker
        products={products}
        actionLabel={t('phoneOrder.dishes.add')}
        onPick={(product, options) => onAdd(product.id, options)}
      />
    </section>
  );
}
