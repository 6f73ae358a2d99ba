import type { Language } from '@konyha/domain/common/language';
import { formatForint } from '@konyha/domain/common/money';
import type { Order } from '@konyha/domain/orders/order.schemas';
import type { OrderChange, OrderChangePart } from '@konyha/domain/orders/order-changes.schemas';
import { localDay, localTime } from '@konyha/domain/restaurant/local-time';
import { restaurant } from '@konyha/domain/restaurant/restaurant';
import type { Mail } from '../platform/mail/mailer.ts';
import { layout, type MailList } from './account-mail.ts';
import { followOrder } from './order-decision-mail.ts';
import { orderItems } from './order-items.ts';

const texts = {
  hu: {
    subject: (id: number) => `${restaurant.name}: módosítottuk a rendelésed (#${id})`,
    greeting: (name: string) => `Kedves ${name}!`,
    intro: 'Módosítottuk a rendelésed. Ez változott:',
    heading: 'Változások',
    was: 'eddig',
    now: 'most',
    asap: 'mielőbb',
    empty: '(üres)',
    total: (amount: string) => `Az új végösszeg: ${amount}`,
    call: (phone: string) => `Kérdésed van? Hívj minket: ${phone}`,
    parts: {
      products: 'Tételek',
      address: 'Cím',
      courierNote: 'Megjegyzés a futárnak',
      slot: 'Időpont',
      note: 'Megjegyzés',
      total: 'Végösszeg',
    },
  },
  en: {
    subject: (id: number) => `${restaurant.name}: your order was changed (#${id})`,
    greeting: (name: string) => `Dear ${name},`,
    intro: 'We changed your order. This is what changed:',
    heading: 'Changes',
    was: 'was',
    now: 'now',
    asap: 'as soon as possible',
    empty: '(none)',
    total: (amount: string) => `The new total: ${amount}`,
    call: (phone: string) => `Questions? Call us: ${phone}`,
    parts: {
      products: 'Items',
      address: 'Address',
      courierNote: 'Note for the courier',
      slot: 'Time',
      note: 'Note',
      total: 'Total',
    },
  },
} satisfies Record<Language, { parts: Record<OrderChangePart, string> } & Record<string, unknown>>;

/** A before or after value as the guest reads it: forints, a local time, or the text itself. */
function shown(what: OrderChangePart, value: OrderChange['from'], language: Language): string {
  const t = texts[language];
  if (what === 'total') return formatForint(Number(value), language);
  if (what === 'slot') {
    if (value === null) return t.asap;
    const at = new Date(String(value));
    return `${localDay(at)} ${localTime(at)}`;
  }
  return value === null || value === '' ? t.empty : String(value);
}

/**
 * The one mail about a change staff made (issue 30), in the order's language: each part changed with its before
 * and after, the new total, the lines as they now are, and the status page.
 */
export function orderChangedMail(
  order: Order,
  changes: readonly Pick<OrderChange, 'what' | 'from' | 'to'>[],
  statusUrl: string,
): Mail {
  const language = order.language;
  const t = texts[language];
  const list: MailList = {
    heading: t.heading,
    items: changes.map(({ what, from, to }) => ({
      text: t.parts[what],
      details: [`${t.was}: ${shown(what, from, language)}`, `${t.now}: ${shown(what, to, language)}`],
    })),
  };
  return layout(
    order.email,
    t.subject(order.id),
    t.greeting(order.name),
    [
      t.intro,
      list,
      t.total(formatForint(order.total, language)),
      orderItems(order, language),
      t.call(restaurant.phone),
    ],
    followOrder(language, statusUrl),
  );
}
