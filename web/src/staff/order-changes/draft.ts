import type { Language } from '@konyha/domain/common/language';
import type { CartLine } from '@konyha/domain/orders/checkout.schemas';
import type { Order } from '@konyha/domain/orders/order.schemas';
import { isChangeableState } from '@konyha/domain/orders/order-changes';
import type { OrderContentRequest } from '@konyha/domain/orders/order-changes.schemas';
import { isOnlinePayment } from '@konyha/domain/orders/payment-methods';
import type { AddressInput } from '@konyha/domain/users/user.schemas';

/**
 * One line of the order being changed: the dish, its chosen options and how many. `label` is what staff read until
 * the menu's names are in (the order's own text for a line it had). `productId` null: the dish left the menu, so
 * the line can only be removed or replaced.
 */
export type DraftLine = {
  key: string;
  productId: number | null;
  quantity: number;
  options: number[];
  label: string;
};

/** What the editor holds: the new lines and, where changed, the address, slot and note; and why. */
export type Draft = {
  lines: DraftLine[];
  /** Issue 31: the order's lunch menus ("2 × A menü"), which a change keeps as they are. */
  keptLunch: string[];
  /** Undefined: the address stays as it is; null: being changed, a part the courier needs still missing. */
  address: AddressInput | null | undefined;
  /** Undefined: the slot stays; null: as soon as possible. */
  preOrderDate: string | null | undefined;
  note: string;
  reason: string;
  collectAtDoor: boolean;
};

/** NEW (also an accepted pre-order), PREPARING and READY orders may change (issues 30 and 33). */
export const changeable = (order: Pick<Order, 'state'>): boolean => isChangeableState(order.state);

/** The order as it stands, as the editor starts from it (and starts again from it after a 409). */
export function draftOf(order: Order, language: Language): Draft {
  return {
    lines: order.products.flatMap((line, index) =>
      line.lunch
        ? []
        : [
            {
              key: `order-${index}`,
              productId: line.productId,
              quantity: line.quantity,
              options: line.options.flatMap((option) => (option.optionId === null ? [] : [option.optionId])),
              label: language === 'en' ? line.nameEnglish || line.name : line.name,
            },
          ],
    ),
    keptLunch: order.products.flatMap((line) =>
      line.lunch
        ? [`${line.quantity} × ${language === 'en' ? line.nameEnglish || line.name : line.name}`]
        : [],
    ),
    address: undefined,
    preOrderDate: undefined,
    note: order.note,
    reason: '',
    collectAtDoor: false,
  };
}

/** The cart lines of the draft that can be priced (a line whose dish left the menu cannot). */
export const cartLines = (lines: readonly DraftLine[]): CartLine[] =>
  lines.flatMap((line) =>
    line.productId === null ? [] : [{ id: line.productId, quantity: line.quantity, options: line.options }],
  );

type DraftProblem = 'reason' | 'noLines' | 'goneDish' | 'address';

/**
 * What keeps the draft from being sent: no reason, no line left, a line of a dish no longer on the menu, or an
 * address being changed that is not complete yet.
 */
export function draftProblems(draft: Draft): DraftProblem[] {
  const problems: DraftProblem[] = [];
  if (draft.address === null) problems.push('address');
  if (!draft.reason.trim()) problems.push('reason');
  if (draft.lines.length === 0 && draft.keptLunch.length === 0) problems.push('noLines');
  if (draft.lines.some((line) => line.productId === null)) problems.push('goneDish');
  return problems;
}

/** The request body: the lines in full, and only the parts staff changed. */
export function contentRequest(order: Order, draft: Draft): OrderContentRequest {
  const note = draft.note.trim();
  return {
    version: order.version,
    products: cartLines(draft.lines),
    ...(draft.address && { address: draft.address }),
    ...(draft.preOrderDate !== undefined && { preOrderDate: draft.preOrderDate }),
    ...(note !== order.note && { note }),
    reason: draft.reason.trim(),
    ...(draft.collectAtDoor && { collectAtDoor: true }),
  };
}

/** An order paid online that would cost more: staff choose between a payment link and collecting at the door. */
export const asksHowToCollect = (order: Pick<Order, 'payment' | 'payed'>, difference: number | undefined) =>
  isOnlinePayment(order.payment) && order.payed && difference !== undefined && difference > 0;
