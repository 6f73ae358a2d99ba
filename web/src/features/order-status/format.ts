import { restaurantTimeZone } from '@konyha/domain/restaurant/restaurant';

const locale = (language: string) => (language === 'hu' ? 'hu-HU' : 'en-GB');

/** "18:45" in the restaurant's zone, whatever the phone's zone. */
export const clockTime = (instant: string, language: string) =>
  new Intl.DateTimeFormat(locale(language), {
    hour: '2-digit',
    minute: '2-digit',
    timeZone: restaurantTimeZone,
  }).format(new Date(instant));

/** "Tuesday 24 November, 18:30": a pre-order's day and slot. */
export const dayAndTime = (instant: string, language: string) =>
  new Intl.DateTimeFormat(locale(language), {
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    timeZone: restaurantTimeZone,
  }).format(new Date(instant));
