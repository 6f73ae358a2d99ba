/** Money is whole forints everywhere (DESIGN §5). */
export type Forint = number;

const formatters = new Map<string, Intl.NumberFormat>();

/** "12 990 Ft" in Hungarian, "12,990 Ft" in English: the forint sign follows the amount in both. */
export function formatForint(amount: Forint, language: string): string {
  const locale = language.startsWith('hu') ? 'hu-HU' : 'en-GB';
  let formatter = formatters.get(locale);
  if (!formatter) {
    formatter = new Intl.NumberFormat(locale, { maximumFractionDigits: 0, useGrouping: 'always' });
    formatters.set(locale, formatter);
  }
  return `${formatter.format(Math.round(amount))}\u00a0Ft`;
}
