import type { OrderSortKey } from '@konyha/domain/orders/order.schemas';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import { toOrders } from './order.mapper.ts';
import { linesOf, listOrdersPage, ofUser, type PageRequest } from './order.repository.ts';

export function createOrderService({ database }: { database: Database }) {
  const db = database.db;
  return {
    /** A customer's own order history; managers and admins may read anyone's. */
    async userOrders(auth: AuthUser, userId: number, page: PageRequest<OrderSortKey>) {
      if (auth.id !== userId && auth.role !== 'ADMIN' && auth.role !== 'MANAGER') {
        throw new AppError('FORBIDDEN', 403, 'These are not your orders');
      }
      const { rows, count } = await listOrdersPage(db, ofUser(userId), page);
      return {
        orders: toOrders(
          rows,
          await linesOf(
            db,
            rows.map((r) => r.id),
          ),
        ),
        count,
      };
    },
  };
}

export type OrderService = ReturnType<typeof createOrderService>;
