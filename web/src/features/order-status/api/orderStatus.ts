import type { OrderStatus } from '@konyha/domain/orders/order-status.schemas';
import { call } from '../../../lib/api.ts';

export type { OrderStatus };

/**
 * Where a server-rendered status page leaves the order it was rendered with (src/entry-server.tsx seeds it, the
 * browser adopts it before hydrating), so the first render in the browser shows the same order.
 */
export const orderStatusKey = (token: string) => ['order-status', token] as const;

export const fetchOrderStatus = (token: string, signal?: AbortSignal): Promise<OrderStatus> =>
  call('GET /order-status/:token', { params: { token }, signal });
