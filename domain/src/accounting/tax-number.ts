/**
 * Hungarian tax numbers (issue 17): "12345678-1-23" — a seven-digit base with its check digit, the VAT code (1–5)
 * and the county code — or the EU VAT number "HU12345678" (the same eight digits). The check digit is the tax
 * authority's: the first seven digits weighted 9, 7, 3, 1, 9, 7, 3, summed, and the digit that tops the sum up
 * to a multiple of ten. Zod-free: the pay form checks as the guest types.
 */

const weights = [9, 7, 3, 1, 9, 7, 3] as const;

/** Whether eight digits end in the check digit of the first seven. */
export function hasValidCheckDigit(eightDigits: string): boolean {
  if (!/^\d{8}$/.test(eightDigits)) return false;
  const sum = weights.reduce((total, weight, index) => total + weight * Number(eightDigits[index]), 0);
  return (10 - (sum % 10)) % 10 === Number(eightDigits[7]);
}

/** Why a tax number is refused, as its field's error code; undefined when it is a valid one. */
export function taxNumberProblem(value: string): 'taxNumberFormat' | 'taxNumberCheckDigit' | undefined {
  const text = value.trim().toUpperCase().replace(/\s+/g, '');
  const domestic = /^(\d{8})-([1-5])-(\d{2})$/.exec(text);
  const european = /^HU(\d{8})$/.exec(text);
  const base = domestic?.[1] ?? european?.[1];
  if (base === undefined) return 'taxNumberFormat';
  return hasValidCheckDigit(base) ? undefined : 'taxNumberCheckDigit';
}
