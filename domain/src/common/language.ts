import { cookieValue } from './cookies.ts';

/** The shop's languages (SPEC §1): Hungarian first, English as the fallback. */
export const languages = ['hu', 'en'] as const;
export type Language = (typeof languages)[number];
export const defaultLanguage: Language = 'hu';

/** Each language's own name for itself: the same whatever language the page is in, so it needs no texts loaded. */
export const languageNames: Record<Language, string> = { hu: 'magyar', en: 'English' };

export function isLanguage(value: unknown): value is Language {
  return languages.includes(value as Language);
}

/**
 * The guest's language choice as a cookie, so the server can answer with a page already rendered in it. The
 * browser keeps the choice in its own storage too; the cookie is the copy the server sees.
 */
export const LANGUAGE_COOKIE = 'konyha.language';

/** The language a `Cookie` request header names, if any. */
export function languageFromCookieHeader(header: string | undefined): Language | null {
  const value = cookieValue(header, LANGUAGE_COOKIE);
  return isLanguage(value) ? value : null;
}
