/** Money is whole forints everywhere (DESIGN §5). */
export type Forint = number;

/**
 * "12 990 Ft" in Hungarian, "12,990 Ft" in English: the forint sign follows the amount in both. Grouped by hand:
 * the first Intl.NumberFormat of a page loads locale data for a long moment on a phone, and this is all we need.
 */
export function formatForint(amount: Forint, language: string): string {
  const separator = language.startsWith('hu') ? '\u00a0' : ',';
  const whole = Math.round(amount);
  const grouped = String(Math.abs(whole)).replace(/\B(?=(\d{3})+$)/g, separator);
  return `${whole < 0 ? '−' : ''}${grouped}\u00a0Ft`;
}
