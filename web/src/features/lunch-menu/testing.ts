import type { LunchDay, LunchVariant, LunchWeek } from '@konyha/domain/lunch/lunch-menu.schemas';

/** Test support for the lunch menu: week 2026-W48 (Monday 23 – Friday 27 November) as the API answers it. */

export const WEEK = '2026-W48';

/** Budapest is UTC+1 in November: 12:00 on Wednesday the 25th, inside the default lunch window. */
export const wednesdayNoon = new Date('2026-11-25T11:00:00Z');

let nextId = 1;

export const variant = (overrides: Partial<LunchVariant> = {}): LunchVariant => ({
  id: nextId++,
  code: 'A',
  price: 2490,
  mainOnlyPrice: null,
  soup: { productId: null, name: 'Gulyásleves', nameEnglish: 'Goulash soup', allergenics: ['HOT'] },
  main: {
    productId: 12,
    name: 'Rántott csirkemell',
    nameEnglish: 'Breaded chicken breast',
    allergenics: [],
  },
  portions: null,
  portionsLeft: null,
  vatRate: 27,
  ...overrides,
});

export const day = (date: string, variants: LunchVariant[]): LunchDay => ({
  date,
  window: { from: '11:00', to: '15:00' },
  variants,
});

/** Monday's soup and main, Wednesday's A (a few left, main only too) and sold-out B, Thursday's A. */
export const lunchWeek: LunchWeek = {
  week: WEEK,
  days: [
    day('2026-11-23', [
      variant({ main: { productId: null, name: 'Lecsó', nameEnglish: 'Lecsó stew', allergenics: [] } }),
    ]),
    day('2026-11-25', [
      variant({ mainOnlyPrice: 1990, portions: 30, portionsLeft: 3 }),
      variant({
        code: 'B',
        price: 2690,
        soup: null,
        main: {
          productId: null,
          name: 'Rakott krumpli',
          nameEnglish: 'Layered potatoes',
          allergenics: ['GLUTEN_FREE'],
        },
        portions: 20,
        portionsLeft: 0,
      }),
    ]),
    day('2026-11-26', [
      variant({
        soup: { productId: null, name: 'Gombaleves', nameEnglish: 'Mushroom soup', allergenics: [] },
        main: { productId: null, name: 'Paprikás csirke', nameEnglish: 'Chicken paprikash', allergenics: [] },
      }),
    ]),
  ],
};
