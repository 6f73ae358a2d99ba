import type { Allergenic } from '@konyha/domain/menu/catalogue';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { productsQuery } from '../../lib/queries/products.ts';

const none: readonly Allergenic[] = [];

/**
 * The diet marks of an order line's dish as the menu shows them today, read from the menu the web shop caches (an
 * order line keeps its dish's name and options, not its marks). A dish gone from the menu, or a lunch menu, has none.
 */
export function useDietMarks(): (productId: number | null) => readonly Allergenic[] {
  const foods = useQuery(productsQuery('foods'));
  const drinks = useQuery(productsQuery('drinks'));
  return useMemo(() => {
    const marks = new Map(
      [...(foods.data ?? []), ...(drinks.data ?? [])].map((product) => [product.id, product.allergenics]),
    );
    return (productId: number | null) => (productId === null ? none : (marks.get(productId) ?? none));
  }, [foods.data, drinks.data]);
}
