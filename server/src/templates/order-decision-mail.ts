import type { Language } from '@konyha/domain/common/language';
import type { Order } from '@konyha/domain/orders/order.schemas';
import type { RefusalReason } from '@konyha/domain/orders/order-decisions.schemas';
import { localDay, localTime } from '@konyha/domain/restaurant/local-time';
import { restaurant } from '@konyha/domain/restaurant/restaurant';
import type { Mail } from '../platform/mail/mailer.ts';
import { layout } from './account-mail.ts';
import { orderItems } from './order-items.ts';

const reasons: Record<Language, Record<RefusalReason, string>> = {
  hu: {
    TOO_BUSY: 'most túl sok a rendelésünk',
    OUTSIDE_AREA: 'a cím kívül esik a kiszállítási területünkön',
    ITEM_UNAVAILABLE: 'az egyik tétel most nem kapható',
    CLOSING_SOON: 'hamarosan zárunk',
    OTHER: 'egyéb ok',
    GUEST_REQUEST: 'a kérésedre',
    NOT_CONFIRMED: 'az étterem nem tudta visszaigazolni a rendelésed — kérjük, hívj fel minket',
    GUEST_CANCELLED: 'te mondtad le',
    PAYMENT_NOT_COMPLETED: 'az online fizetés nem fejeződött be',
  },
  en: {
    TOO_BUSY: 'we have too many orders right now',
    OUTSIDE_AREA: 'the address is outside our delivery area',
    ITEM_UNAVAILABLE: 'an item is not available now',
    CLOSING_SOON: 'we are closing soon',
    OTHER: 'another reason',
    GUEST_REQUEST: 'at your request',
    NOT_CONFIRMED: 'the restaurant could not confirm your order — please call us',
    GUEST_CANCELLED: 'you cancelled it',
    PAYMENT_NOT_COMPLETED: 'the online payment was not completed',
  },
};

const texts = {
  hu: {
    greeting: (name: string) => `Kedves ${name}!`,
    acceptedSubject: (id: number) => `${restaurant.name}: elfogadtuk a rendelésed (#${id})`,
    accepted: (time: string) => `Elfogadtuk a rendelésed, és ${time} körül elkészül.`,
    refusedSubject: (id: number, cancelled: boolean) =>
      `${restaurant.name}: ${cancelled ? 'lemondtuk' : 'nem tudjuk teljesíteni'} a rendelésed (#${id})`,
    refused: (cancelled: boolean) =>
      cancelled ? 'Sajnos le kellett mondanunk a rendelésed.' : 'Sajnos nem tudjuk teljesíteni a rendelésed.',
    guestCancelledSubject: (id: number) => `${restaurant.name}: lemondtad a rendelésed (#${id})`,
    guestCancelled: 'Lemondtad a rendelésed; nem készítjük el.',
    reason: 'Az ok',
    note: 'Üzenetünk',
    refunded: 'Az online kifizetett összeget visszautaltuk a kártyádra.',
    call: (phone: string) => `Kérdésed van? Hívj minket: ${phone}`,
    onTheWaySubject: (id: number) => `${restaurant.name}: úton a rendelésed (#${id})`,
    onTheWay: 'A futár elindult a rendeléseddel, hamarosan nálad lesz.',
    follow: 'Rendelésed követése',
  },
  en: {
    greeting: (name: string) => `Dear ${name},`,
    acceptedSubject: (id: number) => `${restaurant.name}: your order is accepted (#${id})`,
    accepted: (time: string) => `We have accepted your order; it will be ready around ${time}.`,
    refusedSubject: (id: number, cancelled: boolean) =>
      `${restaurant.name}: your order is ${cancelled ? 'cancelled' : 'declined'} (#${id})`,
    refused: (cancelled: boolean) =>
      cancelled ? 'We are sorry: we had to cancel your order.' : 'We are sorry: we cannot take your order.',
    guestCancelledSubject: (id: number) => `${restaurant.name}: you cancelled your order (#${id})`,
    guestCancelled: 'You cancelled your order; we will not prepare it.',
    reason: 'Reason',
    note: 'Our message',
    refunded: 'The amount paid online has been refunded to your card.',
    call: (phone: string) => `Questions? Call us: ${phone}`,
    onTheWaySubject: (id: number) => `${restaurant.name}: your order is on its way (#${id})`,
    onTheWay: 'The courier has left with your order; it will be with you soon.',
    follow: 'Follow your order',
  },
} satisfies Record<Language, unknown>;

/** A time the guest reads: HH:mm in Budapest, with the day when it is not the day of `now`. */
function readyTime(at: Date, now: Date): string {
  return localDay(at) === localDay(now) ? localTime(at) : `${localDay(at)} ${localTime(at)}`;
}

/** The button of every mail about an order: its live status page (`statusUrl`, a link of its own). */
export const followOrder = (language: Language, statusUrl: string) => ({
  label: texts[language].follow,
  url: statusUrl,
});

/** "We accepted your order; ready around HH:mm" in the order's language, with what the kitchen is making. */
export function orderAcceptedMail(order: Order, promisedAt: Date, now: Date, statusUrl: string): Mail {
  const t = texts[order.language];
  return layout(
    order.email,
    t.acceptedSubject(order.id),
    t.greeting(order.name),
    [t.accepted(readyTime(promisedAt, now)), orderItems(order, order.language), t.call(restaurant.phone)],
    followOrder(order.language, statusUrl),
  );
}

/**
 * A rejected or cancelled order: the reason in words, staff's note, a refund if any, the restaurant's phone; a
 * guest who cancelled on the status page reads that they did. The items follow, so the guest sees what was refused.
 */
export function orderRefusedMail(order: Order, refunded: boolean, statusUrl: string): Mail {
  const t = texts[order.language];
  const cancelled = order.state === 'CANCELLED';
  const reason = order.rejectionReason;
  const byGuest = reason === 'GUEST_CANCELLED';
  return layout(
    order.email,
    byGuest ? t.guestCancelledSubject(order.id) : t.refusedSubject(order.id, cancelled),
    t.greeting(order.name),
    [
      byGuest ? t.guestCancelled : t.refused(cancelled),
      ...(reason && !byGuest ? [`${t.reason}: ${reasons[order.language][reason]}`] : []),
      ...(order.rejectionNote ? [`${t.note}: ${order.rejectionNote}`] : []),
      ...(refunded ? [t.refunded] : []),
      orderItems(order, order.language),
      t.call(restaurant.phone),
    ],
    followOrder(order.language, statusUrl),
  );
}

/** The order left with the courier (state DELIVERING), with what the guest is about to receive. */
export function orderOnTheWayMail(order: Order, statusUrl: string): Mail {
  const t = texts[order.language];
  return layout(
    order.email,
    t.onTheWaySubject(order.id),
    t.greeting(order.name),
    [t.onTheWay, orderItems(order, order.language), t.call(restaurant.phone)],
    followOrder(order.language, statusUrl),
  );
}

const escalation = {
  hu: {
    subject: (id: number) => `${restaurant.name}: senki nem igazolta vissza a #${id} rendelést`,
    greeting: (name: string) => `Kedves ${name}!`,
    body: (id: number, placed: string, minutes: number) =>
      `A #${id} rendelés ${placed}-kor érkezett, és ${minutes} perce senki nem fogadta el vagy utasította el. Nézd meg a pultnál lévő táblagépet!`,
  },
  en: {
    subject: (id: number) => `${restaurant.name}: nobody has confirmed order #${id}`,
    greeting: (name: string) => `Dear ${name},`,
    body: (id: number, placed: string, minutes: number) =>
      `Order #${id} came in at ${placed} and nobody has accepted or rejected it for ${minutes} minutes. Please check the tablet at the counter.`,
  },
} satisfies Record<Language, unknown>;

/** To a MANAGER or ADMIN, in their language: an order has waited too long for anyone to acknowledge it. */
export function orderEscalationMail(
  to: { email: string; name: string; language: Language },
  order: Order,
  minutes: number,
): Mail {
  const t = escalation[to.language];
  const placed = localTime(new Date(order.orderDate));
  return layout(to.email, t.subject(order.id), t.greeting(to.name), [t.body(order.id, placed, minutes)]);
}
