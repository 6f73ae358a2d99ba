import type { OrderStatus } from '@konyha/domain/orders/order-status.schemas';
import { call } from '../../../lib/api.ts';

export type { OrderStatus };

export const fetchOrderStatus = (token: string, signal?: AbortSignal): Promise<OrderStatus> =>
  call('GET /order-status/:token', { params: { token }, signal });
