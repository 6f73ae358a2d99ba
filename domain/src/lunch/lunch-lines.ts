/**
 * A lunch menu variant as an order line (issue 31): one line named by its code ("A menü"), its soup and main named
 * under it the way a dish's options are (lunchLineTexts, with the options' words in menu/option-text.ts).
 */

/** The line's names as the order keeps them: "A menü" / "Menu A", or its main alone. */
export function lunchLineNames(code: string, mainOnly: boolean): { name: string; nameEnglish: string } {
  return mainOnly
    ? { name: `${code} menü, csak főétel`, nameEnglish: `Menu ${code}, main only` }
    : { name: `${code} menü`, nameEnglish: `Menu ${code}` };
}
