import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { nearerEnd } from './paging.ts';

describe('a page read from the nearer end of the list', () => {
  it('covers exactly the rows of the page, and never steps over more than half the list', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1_000_000 }),
        fc.integer({ min: 1, max: 100 }),
        fc.nat(25_000),
        (total, pageSize, pageNo) => {
          const { reversed, offset, limit } = nearerEnd(pageNo, pageSize, total);
          const start = pageNo * pageSize;
          expect(limit).toBe(Math.max(0, Math.min(pageSize, total - start)));
          if (limit === 0) return;
          // Row k of the read, counted from the list's start.
          const first = reversed ? total - offset - limit : offset;
          expect(first).toBe(start);
          expect(offset).toBeLessThanOrEqual(Math.ceil(total / 2));
        },
      ),
    );
  });

  it('reads the last page of 150 000 orders backwards from its first entry', () => {
    expect(nearerEnd(7499, 20, 150_000)).toEqual({ reversed: true, offset: 0, limit: 20 });
    expect(nearerEnd(7500, 20, 150_010)).toEqual({ reversed: true, offset: 0, limit: 10 });
    expect(nearerEnd(0, 20, 150_000)).toEqual({ reversed: false, offset: 0, limit: 20 });
  });
});
