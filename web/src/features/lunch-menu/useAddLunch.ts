import type { LunchDay } from '@konyha/domain/lunch/lunch-menu.schemas';
import type { DayState } from './dayState.ts';
import type { AddLunch } from './LunchVariantCard.tsx';

/**
 * What a day's "Add to cart" buttons do, or undefined where its variants are shown only.
 * TODO(issue 31): the cart's lunch lines.
 */
export function useAddLunch(): (day: LunchDay, state: DayState) => AddLunch | undefined {
  return () => undefined;
}
