import type { CartLine } from '@konyha/domain/cart/cart';
import type { Customer } from '@konyha/domain/customers/customer.schemas';
import { reorder } from '@konyha/domain/orders/reorder';
import { useQueryClient } from '@tanstack/react-query';
import { productsQuery } from '../../lib/queries/products.ts';
import { notifyServerError } from '../../lib/toasts/store.ts';
import { notifyStaff } from '../shared/notifyStaff.ts';

type PastLines = Customer['orders'][number]['lines'];

/**
 * "Same again": the web shop's reorder rule on today's menu (read fresh), so a dish switched off or gone is left
 * out and named, and options no longer offered are dropped. The search does not carry what a line cost, so no
 * price change is told: the live total shows today's prices anyway.
 */
export function useSameAgain(replace: (lines: CartLine[]) => void) {
  const client = useQueryClient();
  return async (lines: PastLines) => {
    try {
      const [foods, drinks] = await Promise.all([
        client.fetchQuery({ ...productsQuery('foods'), staleTime: 0 }),
        client.fetchQuery({ ...productsQuery('drinks'), staleTime: 0 }),
      ]);
      const past = lines.map((line) => ({ ...line, nameEnglish: line.name, price: 0 }));
      const { lines: refilled, leftOut } = reorder(past, [...foods, ...drinks]);
      replace(refilled);
      if (leftOut.length > 0)
        notifyStaff('warning', 'phoneOrder.leftOut', 'long', {
          names: leftOut.map((dish) => dish.name).join(', '),
        });
    } catch {
      notifyServerError();
    }
  };
}
