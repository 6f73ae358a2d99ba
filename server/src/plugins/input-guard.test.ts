import { describe, expect, it } from 'vitest';
import { nulBytePath } from './input-guard.ts';

describe('finding a NUL byte in a request part', () => {
  it('names the field the way validation errors do', () => {
    expect(nulBytePath({ note: 'a\u0000b' })).toBe('note');
    expect(nulBytePath({ address: { city: 'Budapest', street: '\u0000' } })).toBe('address.street');
    expect(nulBytePath({ products: [{ name: 'leves' }, { name: 'x\u0000' }] })).toBe('products.1.name');
    expect(nulBytePath('\u0000')).toBe('');
  });

  it('finds nothing in clean values of any type', () => {
    expect(
      nulBytePath({ note: 'Kapucsengő 🔔', count: 0, ok: false, none: null, list: [1, 'a'] }),
    ).toBeUndefined();
    expect(nulBytePath(undefined)).toBeUndefined();
  });

  it('walks a value nested far deeper than a recursive walk could, in linear time', () => {
    let deep: unknown = '\u0000';
    for (let level = 0; level < 100_000; level += 1) deep = [deep];
    const started = performance.now();
    expect(nulBytePath(deep)).toBe(Array(100_000).fill('0').join('.'));
    expect(performance.now() - started).toBeLessThan(2000);
  });
});
