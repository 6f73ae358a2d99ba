import type { Language } from '@konyha/domain/common/language';
import type { InvoiceKind } from '@konyha/domain/invoicing/invoice-status.schemas';
import type { Order } from '@konyha/domain/orders/order.schemas';
import { restaurant } from '@konyha/domain/restaurant/restaurant';
import type { Mail } from '../platform/mail/mailer.ts';
import { layout } from './account-mail.ts';

/** What the mail carries: the document Számlázz.hu issued, a reversal or not, and its PDF. */
export interface IssuedDocument {
  kind: InvoiceKind;
  reversal: boolean;
  number: string;
  pdf: Buffer;
}

const what = {
  hu: (document: IssuedDocument) =>
    document.reversal ? 'sztornó számlája' : document.kind === 'invoice' ? 'számlája' : 'nyugtája',
  en: (document: IssuedDocument) =>
    document.reversal ? 'reversal invoice' : document.kind === 'invoice' ? 'invoice' : 'receipt',
} satisfies Record<Language, unknown>;

const texts = {
  hu: {
    subject: (id: number, document: IssuedDocument) =>
      `${restaurant.name}: a(z) #${id} rendelés ${what.hu(document)} (${document.number})`,
    greeting: (name: string) => `Kedves ${name}!`,
    attached: (id: number, document: IssuedDocument) =>
      `Csatoltuk a(z) #${id} rendelésed ${what.hu(document)}, száma ${document.number}. Az elektronikus számla ` +
      'PDF-je ugyanolyan érvényes, mint a papír.',
    reversed:
      'A rendelésed módosult vagy törlődött, ezért az előző számlát sztornóztuk; ha módosult, az új számlát külön levélben küldjük.',
    call: (phone: string) => `Kérdésed van? Hívj minket: ${phone}`,
  },
  en: {
    subject: (id: number, document: IssuedDocument) =>
      `${restaurant.name}: the ${what.en(document)} of order #${id} (${document.number})`,
    greeting: (name: string) => `Dear ${name},`,
    attached: (id: number, document: IssuedDocument) =>
      `Attached is the ${what.en(document)} of your order #${id}, number ${document.number}. The electronic ` +
      "document's PDF is as valid as a paper one.",
    reversed:
      'Your order was changed or cancelled, so its earlier invoice is reversed; if it was changed, the new invoice follows in another mail.',
    call: (phone: string) => `Questions? Call us: ${phone}`,
  },
} satisfies Record<Language, unknown>;

/** An order's invoice, receipt or reversal, mailed with its PDF in the order's language (issue 34). */
export function invoiceMail(order: Order, document: IssuedDocument): Mail {
  const t = texts[order.language];
  const mail = layout(order.email, t.subject(order.id, document), t.greeting(order.name), [
    t.attached(order.id, document),
    ...(document.reversal ? [t.reversed] : []),
    t.call(restaurant.phone),
  ]);
  return { ...mail, attachment: { filename: `${document.number}.pdf`, content: document.pdf } };
}
