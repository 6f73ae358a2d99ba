import type { PageSource } from '@konyha/domain/pages/page-renderer';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { pageQuery, renderPage } from '../../entry-server.tsx';
import { RENDERED_AT_ATTRIBUTE } from '../../lib/renderedMinute.ts';
import { everyDay } from '../../test/schedule.ts';
import { loadTimedCards, product, sides, weekdayLunch } from './testing.ts';

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
  lunchWeek: async (week) => ({ week, days: [] }),
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

describe('the server-rendered menu of dishes that follow the clock', () => {
  afterEach(() => vi.useRealTimers());
  // A server render with a Suspense boundary leaves React's context values as its last task had them, which only
  // the next server render puts back; the browser renderer of later tests in this worker would read them.
  afterAll(() => renderPage('/privacy', 'hu', source));

  it('greys a dish outside its window with its hours, and carries the instant it judged by', async () => {
    await loadTimedCards();
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-12-02T09:59:30Z') }); // Wednesday 10:59:30
    const lunchSoup = product({ id: 1, availability: weekdayLunch });
    const { body } = await renderPage('/foods/soups', 'en', { ...source, products: async () => [lunchSoup] });
    expect(body).toContain('Available weekdays 11:00–15:00');
    expect(body).toMatch(/<button[^>]*disabled=""[^>]*aria-label="Add to cart: Goulash soup"/);
    expect(body).toContain(`${RENDERED_AT_ATTRIBUTE}="2026-12-02T09:59:30.000Z"`);
  });
});
