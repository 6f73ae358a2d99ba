import type { OptionGroup } from '@konyha/domain/menu/options.schemas';
import type { Photo, Product } from '@konyha/domain/menu/products';
import { anOption, anOptionGroup } from '@konyha/domain/testing/option-group.fixture';
import { aPhoto, aProduct } from '@konyha/domain/testing/product.fixture';
import { vi } from 'vitest';

/** Test support for the menu page: dishes as the API lists them, and a fake API serving them. */

export const product = (overrides: Partial<Product>): Product =>
  aProduct({
    description: 'Marhahúsos leves burgonyával',
    descriptionEnglish: 'Beef soup with potatoes',
    allergenics: ['LACTOSE_FREE', 'HOT'],
    ...overrides,
  });

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
