import type { Availability } from '@konyha/domain/menu/availability.schemas';
import type { OptionGroup } from '@konyha/domain/menu/options.schemas';
import type { Photo, Product } from '@konyha/domain/menu/products';
import { anOption, anOptionGroup } from '@konyha/domain/testing/option-group.fixture';
import { aPhoto, aProduct } from '@konyha/domain/testing/product.fixture';
import { screen } from '@testing-library/react';
import { vi } from 'vitest';
import { renderApp } from '../../test/render.tsx';

/** Test support for the menu page: dishes as the API lists them, and a fake API serving them. */

export const product = (overrides: Partial<Product>): Product =>
  aProduct({
    description: 'Marhahúsos leves burgonyával',
    descriptionEnglish: 'Beef soup with potatoes',
    allergenics: ['LACTOSE_FREE', 'HOT'],
    ...overrides,
  });

/** Monday to Friday, 11:00–15:00 Budapest time (UTC+1 in December, when the tests' clocks stand). */
export const weekdayLunch: Availability = [
  { days: ['MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY'], from: '11:00', to: '15:00' },
];

/** A dish photo made in every width and format, 1200 × 800 at its largest. */
export const photo: Photo = aPhoto();

/** "Köret választás": choose one side, the mash costing extra, the chips run out. */
export const sides: OptionGroup = anOptionGroup({
  id: 7,
  name: 'Köret',
  nameEnglish: 'Side',
  options: [
    anOption({ id: 71, name: 'rizs', nameEnglish: 'rice', isDefault: true }),
    anOption({ id: 72, name: 'hasábburgonya', nameEnglish: 'chips' }),
    anOption({ id: 73, name: 'burgonyapüré', nameEnglish: 'mash', price: 200 }),
    anOption({ id: 74, name: 'steakburgonya', nameEnglish: 'wedges', price: 300, available: false }),
  ],
});

/** Stubs fetch with the foods and drinks lists; `fail` answers every call with a server error. */
export function serveMenu({ foods = [] as Product[], drinks = [] as Product[], fail = false } = {}) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
    if (fail)
      return new Response(JSON.stringify({ errorType: 'SERVER_ERROR', message: 'boom' }), { status: 500 });
    const url = String(input);
    const products = url.endsWith('/api/product/foods')
      ? foods
      : url.endsWith('/api/product/drinks')
        ? drinks
        : null;
    if (!products) return new Response('{}', { status: 404 });
    return new Response(JSON.stringify({ products }), {
      status: 200,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/**
 * Loads the cards of dishes that follow the clock (lazy, ProductGrid.tsx) with a render in the browser, so a server
 * render in a test finds them there: one that waited for them would let the roots other tests left alive render
 * amid its work, and read its contexts.
 */
export async function loadTimedCards() {
  serveMenu({ foods: [product({ availability: weekdayLunch })] });
  const view = renderApp('/foods/soups');
  await screen.findByRole('article');
  view.unmount();
}
