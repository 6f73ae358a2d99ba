import type { ProductInput } from '../menu/product-form.ts';
import type { Photo, Product } from '../menu/products.ts';

/**
 * A product as the API lists it (GET /product/foods, the staff's product admin): goulash soup at 2 490 Ft, orderable,
 * no options, no photo, no daily limit. Override only what a test is about; a new field of `productSchema` is added
 * here once.
 */
export const aProduct = (overrides: Partial<Product> = {}): Product => ({
  id: 1,
  name: 'Gulyásleves',
  nameEnglish: 'Goulash soup',
  description: '',
  descriptionEnglish: '',
  price: 2490,
  type: 'FOOD',
  group: 'SOUP',
  orderable: true,
  allergenics: [],
  loquuId: 101,
  optionGroups: [],
  soldOutToday: false,
  dailyPortions: null,
  portionsLeft: null,
  photo: null,
  vatRate: 27,
  deposit: 0,
  ntakCategory: 'ETEL',
  ntakSubCategory: 'FOETEL',
  availability: [],
  groupAvailability: [],
  ...overrides,
});

/** A dish photo made in every width and format, 1200 × 800 at its largest, each URL under `hash`. */
export const aPhoto = (hash = 'abc123', overrides: Partial<Photo> = {}): Photo => ({
  width: 1200,
  height: 800,
  variants: [400, 800, 1200].flatMap((width) =>
    (['avif', 'webp'] as const).map((format) => ({
      format,
      width,
      url: `/api/product/photo/${hash}-${width}.${format}`,
    })),
  ),
  ...overrides,
});

/** A product as the manager's form sends it (POST /product/product): goulash soup, orderable, the rest defaulted. */
export const aProductInput = (overrides: Partial<ProductInput> = {}): ProductInput => ({
  name: 'Gulyásleves',
  nameEnglish: 'Goulash soup',
  type: 'FOOD',
  group: 'SOUP',
  price: 2490,
  loquuId: 101,
  orderable: true,
  ...overrides,
});
