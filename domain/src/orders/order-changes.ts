/**
 * Changing a placed order (issue 30): which orders may change, what a shop assistant may change, and the change
 * itself part by part as staff, the guest and the event log read it. Zod-free pure rules.
 */
import type { Language } from '../common/language.ts';
import { cartLineKey } from '../menu/options.ts';
import { can } from '../users/capabilities.ts';
import type { Role } from '../users/roles.ts';
import { awaitsPayment } from './hosted-payment.ts';
import type { OrderAddress } from './order.schemas.ts';
import type { OrderChangePart } from './order-changes.schemas.ts';

/**
 * Whether an order in `state` may change: NEW (an accepted pre-order is NEW too), PREPARING and READY (issue 33: still
 * in the shop, so a forgotten drink or a corrected doorbell still goes with it); one on its way, delivered or
 * refused does not.
 */
export const isChangeableState = (state: string): boolean =>
  state === 'NEW' || state === 'PREPARING' || state === 'READY';

/**
 * Why an order may not change now, as the error code it answers; undefined when it may: its state must be
 * changeable and its online payment settled (until then its money may still come, or not).
 */
export function changeRefusal(order: {
  state: string;
  paymentStatus: string;
}): 'PAYMENT_PENDING' | 'CONFLICT' | undefined {
  if (awaitsPayment(order)) return 'PAYMENT_PENDING';
  if (!isChangeableState(order.state)) return 'CONFLICT';
  return undefined;
}

/** A line as the change compares it: a cart line (a product and its chosen option ids). */
export interface LineChoice {
  id: number;
  quantity: number;
  options?: readonly number[];
}

/** Pieces by product and options (cartLineKey), with the index of the first line of each. */
function piecesByKey(lines: readonly LineChoice[]) {
  const pieces = new Map<string, { quantity: number; index: number }>();
  lines.forEach(({ id, quantity, options = [] }, index) => {
    const key = cartLineKey(id, options);
    const found = pieces.get(key);
    if (found) found.quantity += quantity;
    else pieces.set(key, { quantity, index });
  });
  return pieces;
}

/**
 * The lines whose pieces grew (by cartLineKey): a dish put in, or more of one the order had. Only these are checked
 * for being orderable, sold out and their portions: what the order keeps was checked when it was placed.
 */
export function grownKeys(before: readonly LineChoice[], after: readonly LineChoice[]): Set<string> {
  const had = piecesByKey(before);
  const grown = new Set<string>();
  for (const [key, { quantity }] of piecesByKey(after))
    if (quantity > (had.get(key)?.quantity ?? 0)) grown.add(key);
  return grown;
}

/** What the request sets besides the lines; absent parts stay as they are. */
interface ContentRequestParts {
  address?: { [Field in keyof OrderAddress]?: string };
  preOrderDate?: string | null;
  note?: string;
}

const addressFields = ['zipCode', 'city', 'street', 'floor', 'door', 'doorbell'] as const;

/**
 * The field a staff member without `changeOrders` (a shop assistant) may not change, or undefined. They may remove lines, lower quantities and replace:
 * a dish (or the same dish with other options) the order did not have may come in for at most as many pieces as
 * were taken out, so the bag never holds more pieces than before. A kept dish may not grow, and the address, the
 * courier's note, the slot and the note are the manager's.
 */
export function forbiddenForRole(
  role: Role,
  before: { lines: readonly LineChoice[]; address: OrderAddress; preOrderDate: string | null; note: string },
  after: { lines: readonly LineChoice[] } & ContentRequestParts,
): string | undefined {
  if (can(role, 'changeOrders')) return undefined;
  const had = piecesByKey(before.lines);
  const has = piecesByKey(after.lines);
  let removed = 0;
  for (const [key, { quantity }] of had) removed += Math.max(quantity - (has.get(key)?.quantity ?? 0), 0);
  let added = 0;
  for (const [key, { quantity, index }] of has) {
    const earlier = had.get(key);
    if (earlier && quantity > earlier.quantity) return `products.${index}.quantity`;
    if (!earlier) {
      added += quantity;
      if (added > removed) return `products.${index}`;
    }
  }
  const { address, preOrderDate, note } = after;
  if (address) {
    const changed = addressFields.find((field) => (address[field] ?? '') !== before.address[field]);
    if (changed) return `address.${changed}`;
    if ((address.courierNote ?? '') !== before.address.courierNote) return 'address.courierNote';
  }
  if (preOrderDate !== undefined && !sameInstant(preOrderDate, before.preOrderDate)) return 'preOrderDate';
  if (note !== undefined && note !== before.note) return 'note';
  return undefined;
}

const sameInstant = (a: string | null, b: string | null) =>
  a === null || b === null ? a === b : Date.parse(a) === Date.parse(b);

/** What an order holds, as a change compares it before and after. */
export interface OrderContent {
  lines: readonly {
    quantity: number;
    name: string;
    nameEnglish: string;
    options: readonly { name: string; nameEnglish: string }[];
  }[];
  address: OrderAddress;
  /** The pre-order's slot; null: as soon as possible. */
  preOrderDate: string | null;
  note: string;
  total: number;
}

/** "2 × Rántott csirke (hasábburgonya, sajt)": a line as a person reads it, in `language`. */
function lineText(line: OrderContent['lines'][number], language: Language): string {
  const name = (named: { name: string; nameEnglish: string }) =>
    language === 'en' ? named.nameEnglish : named.name;
  const options = line.options.map(name).join(', ');
  return `${line.quantity} × ${name(line)}${options ? ` (${options})` : ''}`;
}

const addressWords = {
  hu: { floor: 'em.', door: 'ajtó', doorbell: 'csengő' },
  en: { floor: 'floor', door: 'door', doorbell: 'bell' },
} as const;

/** The address on one line (the courier's note apart): "1134 Budapest, Váci út 12., 3 em., 12 ajtó". */
function addressText(address: OrderAddress, language: Language): string {
  const words = addressWords[language];
  const details = (['floor', 'door', 'doorbell'] as const)
    .filter((field) => address[field])
    .map((field) => `${address[field]} ${words[field]}`);
  return [`${address.zipCode} ${address.city}`, address.street, ...details].join(', ');
}

interface ContentChange {
  what: OrderChangePart;
  from: string | number | null;
  to: string | number | null;
}

/**
 * Each part that differs, in the order the schema lists them: the lines as text (one per line, joined by "; "),
 * the address, the courier's note, the slot (an instant, null for as soon as possible), the note and the total.
 */
export function contentChanges(
  before: OrderContent,
  after: OrderContent,
  language: Language,
): ContentChange[] {
  const lines = (content: OrderContent) => content.lines.map((line) => lineText(line, language)).join('; ');
  const slot = (content: OrderContent) =>
    content.preOrderDate === null ? null : new Date(content.preOrderDate).toISOString();
  const parts: [OrderChangePart, (content: OrderContent) => string | number | null][] = [
    ['products', lines],
    ['address', (content) => addressText(content.address, language)],
    ['courierNote', (content) => content.address.courierNote],
    ['slot', slot],
    ['note', (content) => content.note],
    ['total', (content) => content.total],
  ];
  return parts.flatMap(([what, read]) => {
    const from = read(before);
    const to = read(after);
    return from === to ? [] : [{ what, from, to }];
  });
}
