import type { LunchDay } from '@konyha/domain/lunch/lunch-menu.schemas';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../i18n/i18n.ts';
import { addLunchVariantToCart } from '../../lib/lunchCart.ts';
import type { DayState } from './dayState.ts';
import { dayTitle } from './dayTitle.ts';
import type { AddLunch } from './LunchVariantCard.tsx';

/** The days whose variants go in the cart: today inside its window or before it, and the days to come (pre-orders). */
const orderable: ReadonlySet<DayState> = new Set(['open', 'before', 'later']);

/**
 * What a day's "Add to cart" buttons do, or undefined where its variants are shown only (today's lunch is over). A
 * line carries its day: the pay form then offers that day's lunch slots, and the server judges the window.
 */
export function useAddLunch(): (day: LunchDay, state: DayState) => AddLunch | undefined {
  const { t } = useTranslation('lunchMenu');
  const language = useLanguage();
  return (day, state) =>
    orderable.has(state)
      ? (variant, mainOnly) => {
          const name = t(mainOnly ? 'cartNameMainOnly' : 'cartName', {
            variant: t('variant', { code: variant.code }),
            day: dayTitle(day.date, language),
          });
          addLunchVariantToCart({ lunchVariantId: variant.id, date: day.date, mainOnly }, name);
        }
      : undefined;
}
