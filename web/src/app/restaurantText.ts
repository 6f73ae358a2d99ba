import { restaurant } from '@konyha/domain/restaurant/restaurant';
import type { Language } from '../i18n/i18n.ts';

const locales: Record<Language, string> = { hu: 'hu-HU', en: 'en-GB' };

/** "cash, bank card or SZÉP holiday card": the courier's payment methods joined as each language does it. */
export function doorPaymentsText(language: Language): string {
  return new Intl.ListFormat(locales[language], { type: 'disjunction' }).format(
    restaurant.doorPayments[language],
  );
}
