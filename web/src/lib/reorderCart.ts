import { type PastLine, reorder } from '@konyha/domain/orders/reorder';
import type { QueryClient } from '@tanstack/react-query';
import { replaceCart } from './cartStore.ts';
import { productsQuery } from './queries/products.ts';
import type { ReorderNotice } from './reorder.ts';

/**
 * Reads today's menu (foods and drinks, fresh), replaces the cart with the past order's lines that can still be
 * ordered, and returns what the cart screen should say about the rest.
 */
export async function refillCart(client: QueryClient, past: readonly PastLine[]): Promise<ReorderNotice> {
  const [foods, drinks] = await Promise.all([
    client.fetchQuery({ ...productsQuery('foods'), staleTime: 0 }),
    client.fetchQuery({ ...productsQuery('drinks'), staleTime: 0 }),
  ]);
  const { lines, leftOut, priceChanges } = reorder(past, [...foods, ...drinks]);
  replaceCart(lines);
  return { leftOut, priceChanges };
}
