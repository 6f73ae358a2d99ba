import type { Language } from '@konyha/domain/common/language';
import { formatForint } from '@konyha/domain/common/money';
import { localDay, localTime } from '@konyha/domain/restaurant/local-time';
import { restaurant } from '@konyha/domain/restaurant/restaurant';
import type { Mail } from '../platform/mail/mailer.ts';
import { layout } from './account-mail.ts';

const texts = {
  hu: {
    subject: (id: number) => `${restaurant.name}: fizesd ki a módosított rendelésed különbözetét (#${id})`,
    greeting: (name: string) => `Kedves ${name}!`,
    intro: (total: string, extra: string) =>
      `Módosítottuk a rendelésed. Az új végösszeg ${total}, ez ${extra}-tal több annál, amit online kifizettél.`,
    until: (time: string) =>
      `A különbözetet ${time}-ig fizetheted ki online az alábbi gombbal; ha addig nem teszed, a futár kéri el átadáskor.`,
    call: (phone: string) => `Kérdésed van? Hívj minket: ${phone}`,
    pay: (extra: string) => `${extra} kifizetése`,
  },
  en: {
    subject: (id: number) => `${restaurant.name}: pay the difference of your changed order (#${id})`,
    greeting: (name: string) => `Dear ${name},`,
    intro: (total: string, extra: string) =>
      `We have changed your order. Its new total is ${total}, ${extra} more than you paid online.`,
    until: (time: string) =>
      `You can pay the difference online with the button below until ${time}; if you do not, the courier will collect it at the door.`,
    call: (phone: string) => `Questions? Call us: ${phone}`,
    pay: (extra: string) => `Pay ${extra}`,
  },
} satisfies Record<Language, unknown>;

/**
 * Issue 30: an order paid online got dearer when staff changed it; the guest pays the extra on the provider's page
 * (the link) until it lapses, else the courier collects it. In the order's language.
 */
export function extraPaymentMail(
  order: { id: number; name: string; email: string; language: string; total: number },
  extra: { url: string; amount: number; expiresAt: Date },
  now: Date,
): Mail {
  const language: Language = order.language === 'en' ? 'en' : 'hu';
  const t = texts[language];
  const day = localDay(extra.expiresAt) === localDay(now) ? '' : `${localDay(extra.expiresAt)} `;
  const amount = formatForint(extra.amount, language);
  return layout(
    order.email,
    t.subject(order.id),
    t.greeting(order.name),
    [
      t.intro(formatForint(order.total, language), amount),
      t.until(`${day}${localTime(extra.expiresAt)}`),
      t.call(restaurant.phone),
    ],
    { label: t.pay(amount), url: extra.url },
  );
}
