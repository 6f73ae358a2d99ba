import { TZDate } from '@date-fns/tz';
import { format } from 'date-fns';
import { restaurantTimeZone } from './restaurant.ts';

const local = (instant: Date) => new TZDate(instant, restaurantTimeZone);

/** The restaurant's calendar day of an instant (yyyy-MM-dd), whatever the zone of the server or the browser. */
export const localDay = (instant: Date): string => format(local(instant), 'yyyy-MM-dd');
/** The restaurant's clock time of an instant (HH:mm). */
export const localTime = (instant: Date): string => format(local(instant), 'HH:mm');

/** The instant of a local day and time ("2026-12-01", "18:15") in the restaurant's zone. */
export function instantOf(day: string, time: string): Date {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const [hours, minutes] = time.split(':').map(Number) as [number, number];
  return new Date(new TZDate(year, month - 1, date, hours, minutes, restaurantTimeZone).getTime());
}
