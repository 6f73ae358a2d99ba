import type { Language } from '@konyha/domain/common/language';
import { formatForint } from '@konyha/domain/common/money';
import { changeToBring } from '@konyha/domain/orders/cash';
import { moneyLabel, moneyWords } from '@konyha/domain/orders/money-words';
import type { Order } from '@konyha/domain/orders/order.schemas';
import { moneyLines } from '@konyha/domain/orders/order-money';
import type { PaymentMethod } from '@konyha/domain/orders/order-states';
import { toPay } from '@konyha/domain/orders/tip';
import { localDay, localTime } from '@konyha/domain/restaurant/local-time';
import { restaurant } from '@konyha/domain/restaurant/restaurant';
import type { Mail } from '../platform/mail/mailer.ts';
import { layout, type MailBlock } from './account-mail.ts';
import { followOrder } from './order-decision-mail.ts';
import { orderItems } from './order-items.ts';

const texts = {
  hu: {
    subject: (id: number) => `${restaurant.name}: megkaptuk a rendelésed (#${id})`,
    greeting: (name: string) => `Kedves ${name}!`,
    intro: 'Köszönjük a rendelésed, a konyhán már tudnak róla.',
    address: 'Szállítási cím',
    details: { floor: 'Emelet', door: 'Ajtó', doorbell: 'Kapucsengő', courierNote: 'Üzenet a futárnak' },
    time: 'Időpont',
    asap: (minutes: number) => `amint lehet (kb. ${minutes} perc)`,
    payment: 'Fizetés',
    payments: {
      CASH: 'készpénz a futárnál',
      CREDIT_CARD: 'bankkártya a futárnál',
      CREDIT_CARD_ONLINE: 'online bankkártya (fizetve)',
      SZEP_CARD: 'SZÉP-kártya a futárnál',
      SZEP_CARD_ONLINE: 'online SZÉP-kártya (fizetve)',
    },
    payWith: (amount: string, change: string) => `Ezzel fizetsz: ${amount} (visszajár: ${change})`,
    note: 'Megjegyzés',
  },
  en: {
    subject: (id: number) => `${restaurant.name}: we have your order (#${id})`,
    greeting: (name: string) => `Dear ${name},`,
    intro: 'Thank you for your order; the kitchen has it.',
    address: 'Delivery address',
    details: { floor: 'Floor', door: 'Door', doorbell: 'Doorbell', courierNote: 'Note for the courier' },
    time: 'Time',
    asap: (minutes: number) => `as soon as possible (about ${minutes} minutes)`,
    payment: 'Payment',
    payments: {
      CASH: 'cash to the courier',
      CREDIT_CARD: 'card to the courier',
      CREDIT_CARD_ONLINE: 'card online (paid)',
      SZEP_CARD: 'SZÉP card to the courier',
      SZEP_CARD_ONLINE: 'SZÉP card online (paid)',
    },
    payWith: (amount: string, change: string) => `You pay with: ${amount} (change: ${change})`,
    note: 'Note',
  },
} satisfies Record<Language, unknown>;

/** What a courier needs beyond the street, each on a line of its own when the guest gave it. */
const addressDetails = ['floor', 'door', 'doorbell', 'courierNote'] as const;

/**
 * The order confirmation in the guest's language: items with their options, prices, discount, delivery fee, bottle
 * deposit, total, the VAT per rate (issue 17: gross, net and VAT of the lines after the coupon and delivery), address with floor, door, doorbell and courier note, time, the note paid with in cash, and the button to its live
 * status page.
 */
export function orderConfirmationMail(
  language: Language,
  order: Order,
  deliveryMinutes: number,
  statusUrl: string,
): Mail {
  const t = texts[language];
  const money = (amount: number) => formatForint(amount, language);
  const m = moneyWords[language];
  const change = changeToBring(toPay(order), order.payWith);
  const when = order.preOrderDate
    ? `${localDay(new Date(order.preOrderDate))} ${localTime(new Date(order.preOrderDate))}`
    : t.asap(deliveryMinutes);
  const paragraphs: MailBlock[] = [
    t.intro,
    orderItems(order, language),
    moneyLines(order)
      .map(({ key, amount }) => {
        const label =
          key === 'deposit' ? `${m.deposit} (${m.depositNote})` : moneyLabel(m, key, order.coupon);
        return `${label}: ${money(amount ?? 0)}`;
      })
      .join('\n'),
    ...(order.vat.length > 0
      ? [
          {
            heading: m.vat.caption,
            items: order.vat.map((row) => ({
              text: `${row.rate}%: ${m.vat.gross.toLowerCase()} ${money(row.gross)}, ${m.vat.net.toLowerCase()} ${money(row.net)}, ${m.vat.vat} ${money(row.vat)}`,
              details: [],
            })),
          },
        ]
      : []),
    [
      `${t.address}: ${order.address.zipCode} ${order.address.city}, ${order.address.street}`,
      ...addressDetails
        .filter((key) => order.address[key])
        .map((key) => `${t.details[key]}: ${order.address[key]}`),
    ].join('\n'),
    `${t.time}: ${when}`,
    [
      `${t.payment}: ${t.payments[order.payment as PaymentMethod]}`,
      ...(change === null || order.payWith === null ? [] : [t.payWith(money(order.payWith), money(change))]),
    ].join('\n'),
    ...(order.note ? [`${t.note}: ${order.note}`] : []),
  ];
  return layout(
    order.email,
    t.subject(order.id),
    t.greeting(order.name),
    paragraphs,
    followOrder(language, statusUrl),
  );
}
