/** The city list of the pay form (SPEC §2): delivery covers district XIII of Budapest only. */
export const deliveryCities = ['Budapest'] as const;

/** House number, optionally with building, floor and door: starts with a digit ("24.", "8/B", "12. 3. em. 5."). */
const houseNumberPattern = /^\d+[\p{L}]?(\s*[/.,-]\s*[\p{L}\d]+)*\.?(\s+.{0,40})?$/u;

/** The pay form joins the chosen street and the typed house number into one string. */
export function joinStreet(street: string, houseNumber: string): string {
  return `${street.trim()} ${houseNumber.trim()}`;
}

/**
 * Splits "Pozsonyi út 24." into a known street of the zip code and its house number; undefined when the text does
 * not start with one of the streets followed by a house number. The longest match wins ("Váci út" vs "Váci utca").
 */
export function splitStreet(
  full: string,
  knownStreets: readonly string[],
): { street: string; houseNumber: string } | undefined {
  const text = full.trim();
  const candidates = knownStreets
    .filter((street) => text.toLocaleLowerCase('hu').startsWith(`${street.toLocaleLowerCase('hu')} `))
    .sort((a, b) => b.length - a.length);
  for (const street of candidates) {
    const houseNumber = text.slice(street.length).trim();
    if (houseNumberPattern.test(houseNumber)) return { street, houseNumber };
  }
  return undefined;
}
