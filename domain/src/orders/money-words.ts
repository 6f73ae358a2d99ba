import type { Language } from '../common/language.ts';
import type { MoneyKey } from './order-money.ts';

/**
 * The money words, once (issue 29): the pages, the staff screens, the mails and the paper read them here, since
 * the server's mails and printers cannot read the web's JSON. Plain strings, no i18next: a page that shows an
 * order's money carries these few words rather than a namespace of its own for them.
 */
export interface MoneyWords extends Record<MoneyKey, string> {
  /** The discount line with the coupon's code and percent, where there is room for them. */
  discountOf: (code: string, percent: number) => string;
  /** The delivery line's value until the address is known. */
  deliveryLater: string;
  /** Said of the deposit where it is explained (the mail). */
  depositNote: string;
  /** VAT per rate: the table's caption and column headers. */
  vat: { caption: string; rate: string; net: string; vat: string; gross: string };
  /** At the door (issue 16). */
  collect: string;
  payWith: string;
  change: string;
}

export const moneyWords: Record<Language, MoneyWords> = {
  hu: {
    subtotal: 'Részösszeg',
    discount: 'Kedvezmény',
    discountOf: (code, percent) => `Kedvezmény (${code}, ${percent}%)`,
    delivery: 'Kiszállítási díj',
    deliveryLater: 'A cím megadása után számoljuk',
    deposit: 'Betétdíj',
    depositNote: 'visszaváltható, ÁFA nélkül',
    total: 'Végösszeg',
    tip: 'Borravaló a futárnak',
    toPay: 'Fizetendő',
    vat: { caption: 'ÁFA kulcsonként', rate: 'ÁFA-kulcs', net: 'Nettó', vat: 'ÁFA', gross: 'Bruttó' },
    collect: 'Beszedendő',
    payWith: 'Ezzel fizet',
    change: 'Visszajáró',
  },
  en: {
    subtotal: 'Subtotal',
    discount: 'Discount',
    discountOf: (code, percent) => `Discount (${code}, ${percent}%)`,
    delivery: 'Delivery',
    deliveryLater: 'Calculated once the address is known',
    deposit: 'Bottle deposit',
    depositNote: 'refundable, no VAT',
    total: 'Total',
    tip: 'Tip for the courier',
    toPay: 'To pay',
    vat: { caption: 'VAT by rate', rate: 'Rate', net: 'Net', vat: 'VAT', gross: 'Gross' },
    collect: 'To collect',
    payWith: 'Pays with',
    change: 'Change',
  },
};

/** A money line's label: the discount names its coupon when `coupon` is given. */
export function moneyLabel(
  words: MoneyWords,
  key: MoneyKey,
  coupon?: { code: string; discount: number } | null,
): string {
  return key === 'discount' && coupon ? words.discountOf(coupon.code, coupon.discount) : words[key];
}
