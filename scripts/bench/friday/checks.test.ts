import { describe, expect, it } from 'vitest';
import { printedOrderOf, tally } from './checks.ts';
import { fridayEvening, orderMix, smallEvening, viewersOf, wallMs } from './evening.ts';

const counts = (entries: Array<[string, number]>) => new Map(entries);

describe('the Friday evening’s counting', () => {
  it('counts what is missing as lost and what came more than once, or unasked, as doubled', () => {
    expect(tally(counts([['a', 1]]), ['a'])).toEqual({ lost: 0, doubled: 0, which: [] });
    expect(
      tally(
        counts([
          ['a', 1],
          ['b', 2],
        ]),
        ['b'],
      ),
    ).toEqual({
      lost: 2,
      doubled: 0,
      which: ['a: 0 of 1', 'b: 1 of 2'],
    });
    expect(tally(counts([['a', 1]]), ['a', 'a', 'c'])).toMatchObject({ lost: 0, doubled: 2 });
  });

  it('reads the order number a ticket starts with, not a later number', () => {
    const ticket = Buffer.concat([
      Buffer.from([0x1b, 0x40, 0x1b, 0x74, 18]),
      Buffer.from('#123\n2 x Gulyás #7\n', 'latin1'),
    ]);
    expect(printedOrderOf(ticket)).toBe(123);
    expect(printedOrderOf(Buffer.from('no number'))).toBeUndefined();
  });

  it('spreads the order pages over the web orders and runs every kind of order in the small form', () => {
    for (const size of [fridayEvening, smallEvening]) {
      const pages = Array.from({ length: size.orders }, (_, n) => viewersOf(size, n));
      expect(pages.reduce((a, b) => a + b, 0)).toBe(size.orderPages);
      expect(Math.max(...pages) - Math.min(...pages.filter((p) => p > 0))).toBeLessThanOrEqual(1);
    }
    expect(smallEvening.orders % orderMix.length).toBe(0);
    // 30 s of the evening: 6 s of the bench's 3 minutes for its 15.
    expect(wallMs(fridayEvening, 30)).toBe(6000);
  });
});
