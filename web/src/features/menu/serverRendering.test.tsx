import type { PageSource } from '@konyha/domain/pages/page-renderer';
import { describe, expect, it } from 'vitest';
import { pageQuery, renderPage } from '../../entry-server.tsx';
import { everyDay } from '../../test/schedule.ts';
import { product, sides } from './testing.ts';

const source: PageSource = {
  products: async (section) =>
    section === 'foods'
      ? [
          product({ id: 1, name: 'Gulyásleves', allergenics: ['HOT'], optionGroups: [sides] }),
          product({ id: 2, name: 'Gombaleves', nameEnglish: 'Mushroom soup', allergenics: ['VEGETARIAN'] }),
        ]
      : [],
  orderStatus: async () => {
    throw new Error('no order here');
  },
  openingHours: async () => everyDay,
};

describe('the server-rendered menu', () => {
  it('lists each dish’s options with their prices for a guest without JavaScript', async () => {
    const { body } = await renderPage('/foods/soups', 'hu', source);
    expect(body).toContain('Köret: rizs, hasábburgonya, burgonyapüré (+200\u00a0Ft)');
    expect(body).toContain('>Gombaleves</h2>');
    expect(body).toContain('href="/foods/soups?diet=vegetarian"');
  });

  it('renders the dishes of the filters in the query, as the browser will show them', async () => {
    const { body } = await renderPage('/foods/soups?diet=vegetarian', 'en', source);
    // The page's state holds the whole list; the cards are the filtered ones.
    expect(body).toContain('>Mushroom soup</h2>');
    expect(body).not.toContain('>Goulash soup</h2>');
    expect(body).toContain('1 dish');
    expect(body).toContain('aria-current="true"');
  });

  it('keys a menu page by its filters written one way, and other pages by nothing', () => {
    const query = new URLSearchParams('diet=gluten-free,vegetarian,vegan&utm_source=x');
    expect(pageQuery('/foods/soups', query)).toBe('?diet=vegetarian,gluten-free');
    expect(pageQuery('/foods/soups', new URLSearchParams('utm_source=x'))).toBe('');
    expect(pageQuery('/contact', query)).toBe('');
  });
});
