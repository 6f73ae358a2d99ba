import fc from 'fast-check';
import { addDaysTo } from '../restaurant/weekdays.ts';

/** Any day from 1990 to 2100, as yyyy-MM-dd. */
const anyDay = fc
  .integer({ min: Date.UTC(1990, 0, 1) / 86_400_000, max: Date.UTC(2100, 11, 31) / 86_400_000 })
  .map((n) => new Date(n * 86_400_000).toISOString().slice(0, 10));
/** The last and first ten days of a year, where ISO weeks cross it. */
const yearEndDay = fc
  .record({ year: fc.integer({ min: 1990, max: 2100 }), offset: fc.integer({ min: -10, max: 9 }) })
  .map(({ year, offset }) => addDaysTo(`${year}-01-01`, offset));
/** Any day, often one around a year's end. */
export const aroundYearEnds = fc.oneof(anyDay, yearEndDay);
