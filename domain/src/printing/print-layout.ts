import { TZDate } from '@date-fns/tz';
import { format } from 'date-fns';
import type { Language } from '../common/language.ts';
import { formatForint } from '../common/money.ts';
import type { Allergenic } from '../menu/catalogue.ts';
import { moneyWords } from '../orders/money-words.ts';
import type { PrintWhat } from '../orders/order.schemas.ts';
import type { OrderChangePart } from '../orders/order-changes.schemas.ts';
import type { PaymentMethod } from '../orders/order-states.ts';
import { restaurantTimeZone } from '../restaurant/restaurant.ts';
import type { PrintedChange, Slip, Ticket } from './print-documents.schemas.ts';
import { type PrintLine, rule, wrapped } from './print-text.ts';

export type { PrintLine } from './print-text.ts';

/** The diet marks' short forms, as a ticket has room for ("GM" for the menu's "Gluténmentes"). */
const markShort: Record<Language, Record<Allergenic, string>> = {
  hu: { GLUTEN_FREE: 'GM', LACTOSE_FREE: 'LM', HOT: 'CSÍPŐS', VEGETARIAN: 'VEG' },
  en: { GLUTEN_FREE: 'GF', LACTOSE_FREE: 'LF', HOT: 'HOT', VEGETARIAN: 'VEG' },
};

const paymentNames: Record<Language, Record<PaymentMethod, string>> = {
  hu: {
    CASH: 'Készpénz',
    CREDIT_CARD: 'Bankkártya átvételkor',
    CREDIT_CARD_ONLINE: 'Online bankkártya',
    SZEP_CARD: 'SZÉP-kártya átvételkor',
    SZEP_CARD_ONLINE: 'Online SZÉP-kártya',
  },
  en: {
    CASH: 'Cash',
    CREDIT_CARD: 'Card on delivery',
    CREDIT_CARD_ONLINE: 'Online card',
    SZEP_CARD: 'SZÉP card on delivery',
    SZEP_CARD_ONLINE: 'Online SZÉP card',
  },
};

const words = {
  hu: {
    asap: 'MIELŐBB',
    preOrder: 'ELŐRENDELÉS',
    promised: 'Vállalt idő',
    ordered: 'Rendelve',
    note: 'Megjegyzés',
    floor: 'Emelet',
    door: 'Ajtó',
    doorbell: 'Kapucsengő',
    courierNote: 'Futárnak',
    boxes: 'Kinek mi jár',
    payment: 'Fizetés',
    paid: 'FIZETVE',
    changed: 'MÓDOSÍTVA',
    was: 'volt',
    now: 'most',
  },
  en: {
    asap: 'ASAP',
    preOrder: 'PRE-ORDER',
    promised: 'Promised',
    ordered: 'Ordered',
    note: 'Note',
    floor: 'Floor',
    door: 'Door',
    doorbell: 'Doorbell',
    courierNote: 'For the courier',
    boxes: 'Who gets what',
    payment: 'Payment',
    paid: 'PAID ONLINE',
    changed: 'CHANGED',
    was: 'was',
    now: 'now',
  },
} satisfies Record<Language, Record<string, string>>;

const named = (language: Language, name: string, nameEnglish: string) =>
  language === 'en' ? nameEnglish || name : name;

/** The order number as the kitchen calls it out, in large type. */
const orderNumber = (id: number): PrintLine => ({
  text: `#${id}`,
  size: 'double',
  bold: true,
  align: 'center',
});

/** Paper takes the forint amounts with plain spaces: the printer's code page is what it is, not the web's NBSP. */
const money = (amount: number, language: Language) =>
  formatForint(amount, language).replaceAll('\u00a0', ' ');

const partNames: Record<Language, Record<OrderChangePart, string>> = {
  hu: {
    products: 'Tételek',
    address: 'Cím',
    courierNote: 'Futárnak',
    slot: 'Időpont',
    note: 'Megjegyzés',
    total: 'Végösszeg',
  },
  en: {
    products: 'Items',
    address: 'Address',
    courierNote: 'For the courier',
    slot: 'Time',
    note: 'Note',
    total: 'Total',
  },
};

/**
 * The parts of a change (issue 30) each document shows: the ticket what the kitchen cooks and when, nothing about
 * money or the door; the slip where, when and what to collect. A change of none of a document's parts does not
 * reprint it.
 */
export const changedParts: Record<PrintWhat, readonly OrderChangePart[]> = {
  ticket: ['products', 'slot', 'note'],
  slip: ['address', 'courierNote', 'slot', 'total'],
};

/**
 * A reprint's mark (issue 30): CHANGED in large type under the number, then each part of `what` the change touched,
 * before and after (a slot in the restaurant's time, "ASAP" for none; a total in forints).
 */
function changedBanner(
  changes: readonly PrintedChange[] | undefined,
  what: PrintWhat,
  language: Language,
  timeZone: string,
): PrintLine[] {
  const shown = (changes ?? []).filter((change) => changedParts[what].includes(change.what));
  if (shown.length === 0) return [];
  const w = words[language];
  const value = (part: OrderChangePart, raw: PrintedChange['from']) => {
    if (part === 'total') return money(Number(raw), language);
    if (part === 'slot')
      return raw === null ? w.asap : format(new TZDate(String(raw), timeZone), 'MM.dd. HH:mm');
    return raw === null || raw === '' ? '-' : String(raw);
  };
  return [
    { text: w.changed, size: 'double', bold: true, align: 'center' },
    ...shown.flatMap((change) => [
      { text: `${partNames[language][change.what]}:`, bold: true },
      ...wrapped(`${w.was}: ${value(change.what, change.from)}`, {}, 4, 2),
      ...wrapped(`${w.now}: ${value(change.what, change.to)}`, { bold: true }, 4, 2),
    ]),
    rule(),
  ];
}

/**
 * The kitchen ticket (issue 16): the number large, ASAP or the pre-order's time, the promised time, every item
 * with its quantity, options (indented) and diet marks, and the guest's note. Nothing about money: the kitchen
 * cooks from it and it may hang on the pass in view of anyone.
 */
export function ticketLayout(
  ticket: Omit<Ticket, 'text'>,
  language: Language,
  timeZone: string = restaurantTimeZone,
): PrintLine[] {
  const w = words[language];
  const local = (iso: string) => new TZDate(iso, timeZone);
  const day = (iso: string) => format(local(iso), 'yyyy-MM-dd');
  const time = (iso: string) => format(local(iso), 'HH:mm');
  const dated = (iso: string) => format(local(iso), language === 'en' ? 'dd/MM HH:mm' : 'MM.dd. HH:mm');
  // A time on the day the order was placed needs no date; a later day's does.
  const when = (iso: string) => (day(iso) === day(ticket.orderDate) ? time(iso) : dated(iso));

  const lines: PrintLine[] = [
    orderNumber(ticket.orderId),
    ...changedBanner(ticket.changes, 'ticket', language, timeZone),
  ];
  if (ticket.preOrderDate === null) lines.push({ text: w.asap, size: 'double', bold: true, align: 'center' });
  else
    lines.push(
      { text: w.preOrder, bold: true, align: 'center' },
      { text: dated(ticket.preOrderDate), size: 'double', bold: true, align: 'center' },
    );
  if (ticket.promisedAt) lines.push({ text: `${w.promised}: ${when(ticket.promisedAt)}`, bold: true });
  lines.push({ text: `${w.ordered}: ${dated(ticket.orderDate)}` }, rule());

  for (const item of ticket.lines) {
    const quantity = `${item.quantity} × `;
    const marks = item.marks.map((mark) => markShort[language][mark]);
    const name = named(language, item.name, item.nameEnglish);
    const text = marks.length === 0 ? `${quantity}${name}` : `${quantity}${name} [${marks.join(' ')}]`;
    lines.push(...wrapped(text, { bold: true }, quantity.length));
    for (const option of item.options)
      lines.push(...wrapped(named(language, option.name, option.nameEnglish), {}, 6, 4));
  }

  if (ticket.note.trim())
    lines.push(rule(), { text: `${w.note}:`, bold: true }, ...wrapped(ticket.note, {}, 2, 2));
  return lines;
}

/**
 * The bag slip (issue 16): who and where, with what a courier needs to find the door, and the money at the door:
 * the amount to collect and the change to bring for cash, or that it is paid; the courier's tip when there is one.
 */
/** The sticker list of an office's order (issue 31): "Kata: 1 × A menü", one line per person and line. */
function boxList(boxes: Slip['boxes'], heading: string, language: Language): PrintLine[] {
  if (boxes.length === 0) return [];
  return [
    rule(),
    { text: `${heading}:`, bold: true },
    ...boxes.flatMap((box) =>
      wrapped(
        `${box.forName}: ${box.quantity} × ${language === 'en' ? box.nameEnglish || box.name : box.name}`,
        {},
        2,
      ),
    ),
  ];
}

export function slipLayout(
  slip: Omit<Slip, 'text'>,
  language: Language,
  timeZone: string = restaurantTimeZone,
): PrintLine[] {
  const w = words[language];
  const { address } = slip;
  const labelled = (label: string, value: string) => (value.trim() ? [`${label}: ${value.trim()}`] : []);
  const flat = [...labelled(w.floor, address.floor), ...labelled(w.door, address.door)].join(', ');

  const lines: PrintLine[] = [
    orderNumber(slip.orderId),
    ...changedBanner(slip.changes, 'slip', language, timeZone),
    ...wrapped(slip.name, { bold: true }, 2),
    { text: slip.phone },
    rule(),
    ...wrapped(address.street, { bold: true }, 2),
    ...wrapped(`${address.zipCode} ${address.city}`, {}, 2),
    ...(flat ? wrapped(flat, { bold: true }, 2) : []),
    ...labelled(w.doorbell, address.doorbell).flatMap((text) => wrapped(text, { bold: true }, 2)),
    ...labelled(w.courierNote, address.courierNote).flatMap((text) => wrapped(text, {}, 2)),
    ...boxList(slip.boxes, w.boxes, language),
    rule(),
    ...wrapped(`${w.payment}: ${paymentNames[language][slip.payment]}`, {}, 2),
  ];
  const m = moneyWords[language];
  // The courier's own: said whether it was paid online with the order or is part of what they collect.
  if (slip.tip > 0) lines.push({ text: `${m.tip}: ${money(slip.tip, language)}`, bold: true });
  if (slip.paid) {
    lines.push({ text: w.paid, size: 'double', bold: true, align: 'center' });
    return lines;
  }
  lines.push(
    { text: `${m.collect}:`, bold: true },
    { text: money(slip.collect, language), size: 'double', bold: true, align: 'center' },
  );
  if (slip.payWith !== null) lines.push({ text: `${m.payWith}: ${money(slip.payWith, language)}` });
  if (slip.change !== null) lines.push({ text: `${m.change}: ${money(slip.change, language)}`, bold: true });
  return lines;
}

/** The lines as plain text (the API's `text`): the double-size ones are already short enough. */
export const plainText = (lines: readonly PrintLine[]) => lines.map((line) => line.text);
