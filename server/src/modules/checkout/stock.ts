import { isSoldOut } from '@konyha/domain/menu/stock';
import { type PortionClaim, type ProductRow, soldOut } from '../catalogue/catalogue.service.ts';
import type { PriceLine } from './pricing.ts';

type PricedLine = { product: ProductRow; quantity: number };

/** The cart line a dish came from, as the error's field names it. */
const fieldOf = (cart: readonly PriceLine[], productId: number) =>
  `products.${cart.findIndex((line) => 'id' in line && line.id === productId)}`;

/**
 * Refuses an order with a dish staff marked sold out (409 SOLD_OUT naming its cart line) when the order is for a
 * time before the mark ends (`slotAt`: its slot, a pre-order's or the promised time's): a pre-order for tomorrow's
 * lunch may have today's sold-out stew.
 */
export function refuseSoldOut(lines: readonly PricedLine[], cart: readonly PriceLine[], slotAt: Date) {
  const marked = lines.find((line) => isSoldOut(line.product.soldOutUntil, slotAt));
  if (marked) throw soldOut(marked.product.nameEnglish, fieldOf(cart, marked.product.id));
}

/** The portions an order takes of its dishes with a daily count, one claim per dish (its lines added up). */
export function portionClaims(lines: readonly PricedLine[], cart: readonly PriceLine[]): PortionClaim[] {
  const claims = new Map<number, PortionClaim>();
  for (const { product, quantity } of lines) {
    if (product.dailyPortions === null) continue;
    const claim = claims.get(product.id);
    if (claim) claim.quantity += quantity;
    else
      claims.set(product.id, {
        productId: product.id,
        quantity,
        name: product.nameEnglish,
        field: fieldOf(cart, product.id),
      });
  }
  return [...claims.values()];
}
