import type { Language } from '@konyha/domain/common/language';
import { formatForint } from '@konyha/domain/common/money';
import type { Order } from '@konyha/domain/orders/order.schemas';
import { localDay, localTime } from '@konyha/domain/restaurant/local-time';
import { restaurant } from '@konyha/domain/restaurant/restaurant';
import type { Mail } from '../platform/mail/mailer.ts';
import { layout } from './account-mail.ts';
import { orderItems } from './order-items.ts';

const texts = {
  hu: {
    subject: (id: number) => `${restaurant.name}: fizesd ki online a rendelésed (#${id})`,
    greeting: (name: string) => `Kedves ${name}!`,
    intro: (card: string, amount: string) =>
      `Telefonon felvettük a rendelésed. Kérjük, fizesd ki online ${card}: ${amount}.`,
    card: (szep: boolean) => (szep ? 'SZÉP-kártyával' : 'bankkártyával'),
    until: (time: string) =>
      `A fizetési link ${time}-ig érvényes; ha addig nem fizeted ki, a rendelést töröljük.`,
    after: 'A fizetés után visszaigazoló levelet küldünk, benne az elkészülés idejével.',
    call: (phone: string) => `Kérdésed van? Hívj minket: ${phone}`,
    pay: 'Fizetés online',
  },
  en: {
    subject: (id: number) => `${restaurant.name}: pay for your order online (#${id})`,
    greeting: (name: string) => `Dear ${name},`,
    intro: (card: string, amount: string) =>
      `We have taken your order by phone. Please pay for it online ${card}: ${amount}.`,
    card: (szep: boolean) => (szep ? 'with your SZÉP card' : 'by card'),
    until: (time: string) =>
      `The payment link is valid until ${time}; if it is not paid by then, the order is cancelled.`,
    after: 'Once it is paid, we send you a confirmation with the time your order will be ready.',
    call: (phone: string) => `Questions? Call us: ${phone}`,
    pay: 'Pay online',
  },
} satisfies Record<Language, unknown>;

/** What the guest is asked to pay on the provider's page, and until when the page takes it. */
export interface PaymentLink {
  url: string;
  amount: number;
  expiresAt: Date;
}

/**
 * The payment provider's page of an order, mailed to the guest in the order's language (issue 30: an order taken by
 * phone and paid online): the amount, the card it takes, what is ordered, until when the link is valid.
 */
export function paymentLinkMail(order: Order, link: PaymentLink, now: Date): Mail {
  const language = order.language;
  const t = texts[language];
  const expiry = localDay(link.expiresAt) === localDay(now) ? '' : `${localDay(link.expiresAt)} `;
  return layout(
    order.email,
    t.subject(order.id),
    t.greeting(order.name),
    [
      t.intro(t.card(order.payment === 'SZEP_CARD_ONLINE'), formatForint(link.amount, language)),
      orderItems(order, language),
      t.until(`${expiry}${localTime(link.expiresAt)}`),
      t.after,
      t.call(restaurant.phone),
    ],
    { label: t.pay, url: link.url },
  );
}
