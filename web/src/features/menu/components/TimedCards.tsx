import { dishAvailabilityText, dishAvailableAt } from '@konyha/domain/menu/availability';
import type { Product } from '@konyha/domain/menu/products';
import type { ReactNode } from 'react';
import { useLanguage } from '../../../i18n/i18n.ts';
import { useRenderedMinute } from '../../../lib/renderedMinute.ts';

/**
 * The judge of a group where some dish follows the clock (issue 31): it hands the cards each dish's hours in words
 * while it is outside its windows or its group's, judged at the page's minute: the one the server rendered at while
 * the browser hydrates, then the guest's own, so both draw the same cards. (The cards stay in the menu's chunk.)
 */
export function TimedCards({
  cards,
}: {
  cards: (hoursIfClosed: (product: Product) => string | null) => ReactNode;
}) {
  const language = useLanguage();
  const now = new Date(useRenderedMinute());
  return cards((product) => (dishAvailableAt(product, now) ? null : dishAvailabilityText(product, language)));
}
