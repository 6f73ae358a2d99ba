import { describe, expect, it } from 'vitest';
import { bestAndWorst } from './ProductsSection.tsx';
import { displayValue, type ReportColumn, reportCsv } from './reportTable.ts';

type Row = { name: string; revenue: number; share: number | null };
const columns = (language: 'hu' | 'en'): ReportColumn<Row>[] => [
  { key: 'name', header: language === 'hu' ? 'Étel' : 'Dish', kind: 'text', value: (row) => row.name },
  {
    key: 'revenue',
    header: language === 'hu' ? 'Bevétel' : 'Revenue',
    kind: 'money',
    value: (row) => row.revenue,
  },
  { key: 'share', header: language === 'hu' ? 'Arány' : 'Share', kind: 'percent', value: (row) => row.share },
];
const rows: Row[] = [
  { name: 'Lecsó; kolbásszal', revenue: 12_990, share: 0.455 },
  { name: '=SUM(A1)', revenue: 0, share: null },
];

describe('a report table as CSV', () => {
  it('writes plain numbers, shares as percents with a decimal comma, and quotes what needs it (Hungarian)', () => {
    expect(reportCsv(columns('hu'), rows, 'hu')).toBe(
      '\uFEFFÉtel;Bevétel;Arány\r\n"Lecsó; kolbásszal";12990;45,5\r\n\'=SUM(A1);0;\r\n',
    );
  });

  it('writes English headers and a decimal point in English', () => {
    expect(reportCsv(columns('en'), rows.slice(0, 1), 'en')).toBe(
      '\uFEFFDish;Revenue;Share\r\n"Lecsó; kolbásszal";12990;45.5\r\n',
    );
  });
});

describe('a report value on screen', () => {
  it('groups forints and counts as the dashboard does, and shows nothing to say as a dash', () => {
    expect(displayValue('money', 12_990, 'hu')).toBe('12\u00a0990\u00a0Ft');
    expect(displayValue('percent', 2 / 3, 'en')).toBe('66.7\u00a0%');
    expect(displayValue('minutes', 7.5, 'hu')).toBe('7,5');
    expect(displayValue('count', null, 'hu')).toBe('–');
  });
});

describe('best and worst sellers', () => {
  const dishes = (count: number) =>
    Array.from({ length: count }, (_, index) => ({ key: `product:${index + 1}`, rank: index + 1 }));

  it('takes ten from each end of a long list, the worst first', () => {
    const { best, worst } = bestAndWorst(dishes(30));
    expect(best.map((dish) => dish.rank)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(worst.map((dish) => dish.rank)).toEqual([30, 29, 28, 27, 26, 25, 24, 23, 22, 21]);
  });

  it('splits a short list in two so no dish is both', () => {
    const { best, worst } = bestAndWorst(dishes(3));
    expect(best.map((dish) => dish.rank)).toEqual([1, 2]);
    expect(worst.map((dish) => dish.rank)).toEqual([3]);
  });
});
