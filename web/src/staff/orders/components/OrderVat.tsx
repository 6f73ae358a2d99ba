import type { Order } from '@konyha/domain/orders/order.schemas';
import { VatTable } from '../../../components/VatTable.tsx';

/** The order's VAT per rate (issue 17), lines after the coupon and the delivery fee together, as the server split it. */
export function OrderVat({ order }: { order: Pick<Order, 'vat'> }) {
  return <VatTable rows={order.vat} />;
}
