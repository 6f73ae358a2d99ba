import { describe, expect, it } from 'vitest';
import { lunchLineTexts } from '../menu/option-text.ts';
import { lunchLineNames } from './lunch-lines.ts';
import type { OrderLunch } from './lunch-menu.schemas.ts';

const lunch: OrderLunch = {
  variantId: 3,
  date: '2026-12-02',
  code: 'B',
  mainOnly: false,
  soup: { name: 'Gulyásleves', nameEnglish: 'Goulash soup' },
  main: { name: 'Rántott csirke', nameEnglish: '' },
};

describe('a lunch variant as an order line', () => {
  it('is named by its code, and says so when its main is had alone', () => {
    expect(lunchLineNames('B', false)).toEqual({ name: 'B menü', nameEnglish: 'Menu B' });
    expect(lunchLineNames('A', true)).toEqual({
      name: 'A menü, csak főétel',
      nameEnglish: 'Menu A, main only',
    });
  });

  it('names its soup and main under it, in the language asked, falling back to the Hungarian name', () => {
    expect(lunchLineTexts(lunch, 'hu')).toEqual(['Leves: Gulyásleves', 'Főétel: Rántott csirke']);
    expect(lunchLineTexts(lunch, 'en')).toEqual(['Soup: Goulash soup', 'Main: Rántott csirke']);
  });

  it('names the main alone when the soup is not part of what was ordered', () => {
    expect(lunchLineTexts({ ...lunch, mainOnly: true }, 'en')).toEqual(['Main: Rántott csirke']);
    expect(lunchLineTexts({ ...lunch, soup: null }, 'hu')).toEqual(['Főétel: Rántott csirke']);
  });
});
