import type { Language } from '../common/language.ts';
import type { Weekday } from './weekdays.ts';

/** Each weekday's name as a sentence uses it (Hungarian lower-case), for the menu, its PDF and a dish's hours. */
export const weekdayNames: Record<Language, Record<Weekday, string>> = {
  hu: {
    MONDAY: 'hétfő',
    TUESDAY: 'kedd',
    WEDNESDAY: 'szerda',
    THURSDAY: 'csütörtök',
    FRIDAY: 'péntek',
    SATURDAY: 'szombat',
    SUNDAY: 'vasárnap',
  },
  en: {
    MONDAY: 'Monday',
    TUESDAY: 'Tuesday',
    WEDNESDAY: 'Wednesday',
    THURSDAY: 'Thursday',
    FRIDAY: 'Friday',
    SATURDAY: 'Saturday',
    SUNDAY: 'Sunday',
  },
};
