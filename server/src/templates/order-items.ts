import type { Language } from '@konyha/domain/common/language';
import { formatForint } from '@konyha/domain/common/money';
import { lineDetailTexts } from '@konyha/domain/menu/option-text';
import type { Order } from '@konyha/domain/orders/order.schemas';
import type { MailList } from './account-mail.ts';

const heading: Record<Language, string> = { hu: 'Tételek', en: 'Items' };

/**
 * An order's lines as every mail about it lists them: "2 × Rántott csirke — 6 580 Ft" with its options under it
 * ("Köret: hasábburgonya", "Extrák: sajt +300 Ft"), in the order's language.
 */
export function orderItems(order: Order, language: Language): MailList {
  return {
    heading: heading[language],
    items: order.products.map((line) => ({
      text: `${line.quantity} × ${language === 'hu' ? line.name : line.nameEnglish || line.name} — ${formatForint(line.price * line.quantity, language)}`,
      details: lineDetailTexts(line, language),
    })),
  };
}
