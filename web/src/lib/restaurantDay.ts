import { restaurantTimeZone } from '@konyha/domain/restaurant/restaurant';
import { useContext, useSyncExternalStore } from 'react';
import { PrerenderReportContext } from './prerenderReport.ts';

/** The root element's attribute that carries the restaurant's day a server-rendered page was rendered on. */
export const RENDERED_DAY_ATTRIBUTE = 'data-day';

const dayParts = new Intl.DateTimeFormat('en', {
  timeZone: restaurantTimeZone,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/**
 * The restaurant's calendar day of an instant (yyyy-MM-dd). The domain's localDay says the same through the date
 * library; the footer is on every page, and the browser's Intl knows the zone without it.
 */
export function restaurantDay(instant: Date): string {
  const part = (type: string) => dayParts.formatToParts(instant).find((p) => p.type === type)?.value;
  return `${part('year')}-${part('month')}-${part('day')}`;
}

// The day turns while a page is open; the hours' list follows on its next render.
const subscribe = () => () => {};
const today = () => restaurantDay(new Date());

/**
 * Today in the restaurant, for the upcoming special dates. A rendered page is kept until the menu or the hours
 * change, so it may be served days later: the browser hydrates it with the day it was rendered on, then its own.
 */
export function useRestaurantToday(): string {
  const report = useContext(PrerenderReportContext);
  return useSyncExternalStore(
    subscribe,
    today,
    () => report?.day ?? document.getElementById('root')?.getAttribute(RENDERED_DAY_ATTRIBUTE) ?? today(),
  );
}
