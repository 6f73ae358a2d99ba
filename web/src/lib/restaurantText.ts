import { restaurant } from '@konyha/domain/restaurant/restaurant';
import { i18n, type Language } from '../i18n/i18n.ts';

/**
 * "cash, bank card or SZÉP holiday card": the courier's payment methods joined as each language does it. Joined by
 * hand rather than with Intl.ListFormat, whose first use loads locale data for a long moment on a phone.
 */
export function doorPaymentsText(language: Language): string {
  const methods = restaurant.doorPayments[language];
  if (methods.length < 2) return methods.join('');
  return `${methods.slice(0, -1).join(', ')} ${i18n.t('common.or', { lng: language })} ${methods.at(-1)}`;
}
