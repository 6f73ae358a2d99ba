import { vatSettingsSchema } from '@konyha/domain/accounting/exports.schemas';
import { z } from 'zod';

/** What the domain's check of the whole list may say of a rate joining it; any other problem is its number. */
const listProblems: ReadonlySet<string> = new Set(['duplicate', 'tooMany']);

/**
 * Why a typed rate cannot join the list, as a message key; undefined when it can. The list is checked with the
 * domain's own schema, so the screen refuses exactly what the server would.
 */
export function rateProblem(text: string, rates: readonly number[]): string | undefined {
  if (text === '') return 'range';
  const result = vatSettingsSchema.shape.rates.safeParse([...rates, Number(text)]);
  if (result.success) return undefined;
  const message = result.error.issues[0]?.message;
  return message !== undefined && listProblems.has(message) ? message : 'range';
}

/** The list with a rate added, highest first like the seeded 27, 18, 5, 0. */
export const withRate = (rates: readonly number[], rate: number) => [...rates, rate].sort((a, b) => b - a);

/** The form's values: the settings, and the rate being typed, which only its add button puts on the list. */
export const vatFormSchema = vatSettingsSchema.safeExtend({ newRate: z.string() });
export type VatFormValues = z.infer<typeof vatFormSchema>;
