import type { Order } from '@konyha/domain/orders/order.schemas';
import { aStaffMember } from '@konyha/domain/testing/customer.fixture';
import { anOrder } from '@konyha/domain/testing/order.fixture';
import { aProduct } from '@konyha/domain/testing/product.fixture';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../test/render.tsx';
import { sentBody, stubApi } from '../shared/testApi.ts';
import { ChangeOrderButton } from './ChangeOrderButton.tsx';

export const manager = aStaffMember({ role: 'MANAGER' });
export const assistant = aStaffMember({ role: 'SHOP_ASSISTANT' });

const soup = aProduct({ id: 3, name: 'Gulyásleves', price: 2490 });
const beans = aProduct({ id: 4, name: 'Babgulyás', price: 1990 });
const stew = aProduct({ id: 5, name: 'Pörkölt', soldOutToday: true });

/** Two goulash soups, paid online: 4 980 Ft and 490 Ft delivery. */
export const paidOrder = (overrides: Partial<Order> = {}) =>
  anOrder({ payment: 'CREDIT_CARD_ONLINE', payed: true, version: 2, ...overrides });

type Answer = { status?: number; body?: unknown };

/** Tomorrow's pre-order slots: 18:00 has room, 18:15 is full. */
const slots = [
  { time: '18:00', at: '2026-11-23T17:00:00.000Z', available: true },
  { time: '18:15', at: '2026-11-23T17:15:00.000Z', available: false },
];

/**
 * A fake server for the editor: the menu, the pricing (each soup line at its menu price; delivery 490 Ft to 1134 and
 * 890 Ft to 1138), the minimum order value, the delivery area's zip codes and streets, the slots, today's orders
 * (what a 409 reloads), and the content change, answered by `change`.
 */
export function serveEditor(change: (body: unknown) => Answer, today: () => Order[] = () => []) {
  const sent: unknown[] = [];
  const fetchMock = stubApi((url, init) => {
    const path = new URL(url, 'http://localhost').pathname;
    const method = init?.method ?? 'GET';
    if (path === '/api/product/foods') return { body: { products: [soup, beans, stew] } };
    if (path === '/api/product/drinks') return { body: { products: [] } };
    if (path === '/api/min-order-value') return { body: 3000 };
    if (path === '/api/order/today') return { body: { orders: today() } };
    if (path === '/api/shipping-cost/shipping-costs')
      return {
        body: [
          { zipCode: '1134', cost: 490 },
          { zipCode: '1138', cost: 890 },
        ],
      };
    if (path.startsWith('/api/streets/')) return { body: ['Váci út', 'Dózsa György út'] };
    if (path === '/api/order/slots') return { body: { slots } };
    if (path === '/api/order/calculate') {
      const { products, address } = sentBody(init) as {
        products: { id: number; quantity: number }[];
        address: { zipCode?: string } | null;
      };
      const shipping = address?.zipCode === '1138' ? 890 : 490;
      const items = products.reduce(
        (sum, line) => sum + line.quantity * (line.id === 4 ? beans.price : soup.price),
        0,
      );
      const summary = {
        coupon: null,
        originalPrice: items,
        discountedPrice: items,
        shippingCost: shipping,
        deposit: 0,
        total: items + shipping,
      };
      return { body: { orders: [summary] } };
    }
    if (method === 'PUT' && path === '/api/order/41/content') {
      sent.push(sentBody(init));
      return change(sentBody(init));
    }
    return undefined;
  });
  return { sent, fetchMock };
}

export async function openEditor(order: Order, user: typeof manager) {
  const events = userEvent.setup();
  renderWithProviders(<ChangeOrderButton order={order} />, { user });
  await events.click(screen.getByRole('button', { name: /^Módosítás/ }));
  const dialog = await screen.findByRole('dialog', { name: 'A(z) 41. rendelés módosítása' });
  return { events, dialog };
}
