import { exportRangeSchema } from '@konyha/domain/accounting/exports.schemas';
import { localDay } from '@konyha/domain/restaurant/local-time';

export interface Range {
  from: string;
  to: string;
}

/** This month in the restaurant's calendar, first to last day. */
export function thisMonth(now: Date): Range {
  const today = localDay(now);
  const [year, month] = today.split('-').map(Number) as [number, number];
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return { from: `${today.slice(0, 8)}01`, to: `${today.slice(0, 8)}${String(last).padStart(2, '0')}` };
}

/** Each field's problem as the server would name it (the same domain rule): invalidDate, reversed, tooLong. */
export function rangeProblems(range: Range): Partial<Record<keyof Range, string>> {
  const result = exportRangeSchema.safeParse(range);
  if (result.success) return {};
  const problems: Partial<Record<keyof Range, string>> = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as keyof Range;
    problems[field] ??= issue.message;
  }
  return problems;
}
