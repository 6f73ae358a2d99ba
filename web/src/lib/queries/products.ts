import type { Product } from '@konyha/domain/menu/products';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../api.ts';

export type MenuSection = 'foods' | 'drinks';

export async function fetchProducts(section: MenuSection, signal?: AbortSignal): Promise<Product[]> {
  const { products } = await call(`GET /product/${section}`, { signal });
  return products;
}

export const productsQuery = (section: MenuSection) =>
  queryOptions({
    queryKey: ['products', section],
    queryFn: ({ signal }) => fetchProducts(section, signal),
    staleTime: 60_000,
  });

const none: Product[] = [];

/** The products of one menu section; a failed call counts as an empty menu (SPEC §7). */
export function useProducts(section: MenuSection): { products: Product[]; loading: boolean } {
  const query = useQuery(productsQuery(section));
  return { products: query.data ?? none, loading: query.isPending && query.fetchStatus === 'fetching' };
}
