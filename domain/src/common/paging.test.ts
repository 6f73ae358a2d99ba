import { describe, expect, it } from 'vitest';
import { callPageOf, pageCount, pageQuerySchema } from './paging.ts';

describe('paging', () => {
  it('counts at least one page, ten rows a page', () => {
    expect(pageCount(0)).toBe(1);
    expect(pageCount(10)).toBe(1);
    expect(pageCount(11)).toBe(2);
  });

  it('turns URL page 1 into call page 0 and the last page into its index', () => {
    expect(callPageOf(null, 25)).toBe(0);
    expect(callPageOf('1', 25)).toBe(0);
    expect(callPageOf('3', 25)).toBe(2);
  });

  it('refuses a page outside the list, zero, or something that is not a number', () => {
    expect(callPageOf('4', 25)).toBeUndefined();
    expect(callPageOf('0', 25)).toBeUndefined();
    expect(callPageOf('-1', 25)).toBeUndefined();
    expect(callPageOf('abc', 25)).toBeUndefined();
  });

  it('reads a list query with its defaults', () => {
    const schema = pageQuerySchema(['id', 'date'] as const, { sortBy: 'date', ascending: false });
    expect(schema.parse({})).toEqual({ pageNo: 0, pageSize: 10, sortBy: 'date', ascending: false });
    expect(schema.parse({ pageNo: '2', pageSize: '5', sortBy: 'id', ascending: 'true' })).toEqual({
      pageNo: 2,
      pageSize: 5,
      sortBy: 'id',
      ascending: true,
    });
    expect(schema.safeParse({ sortBy: 'name' }).success).toBe(false);
    expect(schema.safeParse({ pageNo: '-1' }).success).toBe(false);
  });
});
