import { lunchLineNames } from '@konyha/domain/lunch/lunch-lines';
import { cartLineKey } from '@konyha/domain/menu/options';
import type { OrderAddress } from '@konyha/domain/orders/order.schemas';
import type { LineChoice, OrderContent } from '@konyha/domain/orders/order-changes';
import type { OrderContentRequest } from '@konyha/domain/orders/order-changes.schemas';
import type { PortionClaim } from '../catalogue/catalogue.service.ts';
import type { PriceCart, PricedLunchLine } from '../checkout/checkout.service.ts';
import { portionClaims } from '../checkout/checkout.service.ts';
import { addressOf, type OrderLineRow, type OrderRow } from '../order/order.service.ts';

type PricedCart = Awaited<ReturnType<PriceCart>>;
type PricedLine = PricedCart['lines'][number];

/** The address a request sets (its details default to '' as the pay form's do), or the order's own. */
export const requestedAddress = (row: OrderRow, address: OrderContentRequest['address']): OrderAddress =>
  address
    ? {
        zipCode: address.zipCode,
        city: address.city,
        street: address.street,
        floor: address.floor ?? '',
        door: address.door ?? '',
        doorbell: address.doorbell ?? '',
        courierNote: address.courierNote ?? '',
      }
    : addressOf(row);

/**
 * The order's lunch menus (issue 31), kept as they were priced when placed: a change is of its dishes, its address,
 * slot and note; the lunch menus stay, and their portions stay taken.
 */
export const keptLunchOf = (lines: readonly OrderLineRow[]): PricedLunchLine[] =>
  lines.flatMap((line) =>
    line.lunch
      ? [
          {
            variantId: line.lunchVariantId,
            vatRate: line.vatRate,
            portions: null,
            quantity: line.quantity,
            unitPrice: line.unitPrice,
            forName: line.forName,
            lunch: line.lunch,
            index: -1,
          },
        ]
      : [],
  );

/** The order's stored dish lines as cart lines (a line of a dish since deleted from the menu cannot be kept). */
export const choicesOf = (lines: readonly OrderLineRow[]): LineChoice[] =>
  lines.flatMap((line) =>
    line.productId === null
      ? []
      : [
          {
            id: line.productId,
            quantity: line.quantity,
            options: line.options.flatMap((option) => (option.optionId === null ? [] : [option.optionId])),
          },
        ],
  );

export const keyOf = (line: PricedLine) =>
  cartLineKey(
    line.product.id,
    line.options.flatMap((option) => (option.optionId === null ? [] : [option.optionId])),
  );

export const contentOf = (
  row: Pick<OrderRow, 'preOrderDate' | 'note' | 'total'>,
  address: OrderAddress,
  lines: OrderContent['lines'],
): OrderContent => ({
  lines,
  address,
  preOrderDate: row.preOrderDate?.toISOString() ?? null,
  note: row.note,
  total: row.total,
});

/** The priced lines as the change compares them (names and options as the order will keep them). */
export const pricedContentLines = (priced: PricedCart): OrderContent['lines'] => [
  ...priced.lines.map((line) => ({
    quantity: line.quantity,
    name: line.product.name,
    nameEnglish: line.product.nameEnglish,
    options: line.options,
  })),
  ...priced.lunchLines.map((line) => ({
    quantity: line.quantity,
    ...lunchLineNames(line.lunch.code, line.lunch.mainOnly),
    options: [],
  })),
];

/**
 * The portions to check for the changed order: every counted dish when it moved to another day, else the dishes
 * whose pieces grew (each with its new count, the order's own earlier lines not counted: takePortions' `except`).
 */
export function changedPortions(
  priced: PricedCart,
  cart: OrderContentRequest['products'],
  before: readonly OrderLineRow[],
  sameDay: boolean,
): PortionClaim[] {
  const claims = portionClaims(priced.lines, cart);
  if (!sameDay) return claims;
  const had = new Map<number, number>();
  for (const line of before)
    if (line.productId !== null) had.set(line.productId, (had.get(line.productId) ?? 0) + line.quantity);
  return claims.filter((claim) => claim.quantity > (had.get(claim.productId) ?? 0));
}
