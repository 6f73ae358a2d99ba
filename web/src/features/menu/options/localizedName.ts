import type { Language } from '../../../i18n/i18n.ts';

/** An option's or group's name in the UI language; an English name left empty falls back to the Hungarian. */
export const localizedName = (item: { name: string; nameEnglish: string }, language: Language): string =>
  language === 'en' ? item.nameEnglish || item.name : item.name;
