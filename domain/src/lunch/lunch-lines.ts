import type { Language } from '../common/language.ts';
import type { OrderLunch } from './lunch-menu.schemas.ts';

/**
 * A lunch menu variant as an order line (issue 31): one line named by its code ("A menü"), its soup and main named
 * under it, the way a dish's options are, on the ticket, the slip, the mails, the order page and the exports.
 */

/** The line's names as the order keeps them: "A menü" / "Menu A", or its main alone. */
export function lunchLineNames(code: string, mainOnly: boolean): { name: string; nameEnglish: string } {
  return mainOnly
    ? { name: `${code} menü, csak főétel`, nameEnglish: `Menu ${code}, main only` }
    : { name: `${code} menü`, nameEnglish: `Menu ${code}` };
}

const labels = {
  hu: { soup: 'Leves', main: 'Főétel' },
  en: { soup: 'Soup', main: 'Main' },
} satisfies Record<Language, unknown>;

const named = (language: Language, dish: { name: string; nameEnglish: string }) =>
  language === 'en' ? dish.nameEnglish || dish.name : dish.name;

/** What the variant holds, one text each: ["Leves: Gulyásleves", "Főétel: Rántott csirke"]; a main alone, the main. */
export function lunchLineTexts(lunch: OrderLunch, language: Language): string[] {
  const words = labels[language];
  const main = `${words.main}: ${named(language, lunch.main)}`;
  return lunch.soup && !lunch.mainOnly ? [`${words.soup}: ${named(language, lunch.soup)}`, main] : [main];
}
