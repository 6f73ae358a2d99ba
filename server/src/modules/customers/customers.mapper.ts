import type { Customer } from '@konyha/domain/customers/customer.schemas';
import type { OrderAddress } from '@konyha/domain/orders/order.schemas';

/** The address fields of an account's saved address or of an order, without what else the row holds. */
export const toAddress = ({ zipCode, city, street, floor, door, doorbell, courierNote }: OrderAddress) => ({
  zipCode,
  city,
  street,
  floor,
  door,
  doorbell,
  courierNote,
});

/** The first `max` addresses, each once (a guest who orders to the same door every week has one). */
export function distinctAddresses(addresses: OrderAddress[], max: number): OrderAddress[] {
  const seen = new Map<string, OrderAddress>();
  for (const address of addresses.map(toAddress)) {
    const key = JSON.stringify(address);
    if (!seen.has(key) && seen.size < max) seen.set(key, address);
  }
  return [...seen.values()];
}

export interface OrderHead extends OrderAddress {
  id: number;
  orderDate: Date;
  total: number;
}

export interface LineRow {
  orderId: number;
  productId: number | null;
  name: string;
  quantity: number;
  options: Customer['orders'][number]['lines'][number]['options'];
}

/** An order as the search shows it, with its lines. */
export const toCustomerOrder = (head: OrderHead, lines: LineRow[]): Customer['orders'][number] => ({
  id: head.id,
  orderDate: head.orderDate.toISOString(),
  total: head.total,
  lines: lines
    .filter((line) => line.orderId === head.id)
    .map(({ productId, name, quantity, options }) => ({ productId, name, quantity, options })),
});
