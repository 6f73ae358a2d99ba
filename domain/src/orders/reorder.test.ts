import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { anExtrasGroup, anOption, anOptionGroup } from '../testing/option-group.fixture.ts';
import { aProduct } from '../testing/product.fixture.ts';
import { type MenuProduct, type PastLine, reorder } from './reorder.ts';

const soup: MenuProduct = aProduct({ price: 1990 });
const pie: MenuProduct = aProduct({ id: 2, name: 'Rétes', nameEnglish: 'Strudel', price: 1290 });
const fish: MenuProduct = aProduct({
  id: 3,
  name: 'Harcsa',
  nameEnglish: 'Catfish',
  price: 3490,
  orderable: false,
});
const chicken: MenuProduct = aProduct({
  id: 4,
  name: 'Rántott csirke',
  nameEnglish: 'Fried chicken',
  price: 2990,
  optionGroups: [
    anOptionGroup({ options: [anOption({ id: 10 }), anOption({ id: 11, price: 300, available: false })] }),
    anExtrasGroup({ options: [anOption({ id: 20, price: 200 })] }),
  ],
});

const line = (product: MenuProduct, quantity: number, price = product.price): PastLine => ({
  productId: product.id,
  name: product.name,
  nameEnglish: product.nameEnglish,
  price,
  quantity,
  options: [],
});

describe('order again', () => {
  it('fills the cart with the same dishes and quantities when nothing changed', () => {
    expect(reorder([line(soup, 2), line(pie, 1)], [soup, pie])).toEqual({
      lines: [
        { productId: 1, quantity: 2, options: [] },
        { productId: 2, quantity: 1, options: [] },
      ],
      leftOut: [],
      priceChanges: [],
    });
  });

  it('leaves out a dish switched off and one no longer on the menu, and names them', () => {
    const gone: PastLine = {
      productId: 99,
      name: 'Lecsó',
      nameEnglish: 'Lecso',
      price: 1500,
      quantity: 1,
      options: [],
    };
    const result = reorder([line(soup, 1), line(fish, 2), gone], [soup, pie, fish]);
    expect(result.lines).toEqual([{ productId: 1, quantity: 1, options: [] }]);
    expect(result.leftOut).toEqual([
      { name: 'Harcsa', nameEnglish: 'Catfish', reason: 'notOrderable' },
      { name: 'Lecsó', nameEnglish: 'Lecso', reason: 'gone' },
    ]);
  });

  it('keeps a dish whose price changed and reports the old and the new price', () => {
    const result = reorder([line(soup, 1, 1790)], [soup]);
    expect(result.lines).toEqual([{ productId: 1, quantity: 1, options: [] }]);
    expect(result.priceChanges).toEqual([
      { productId: 1, name: 'Gulyásleves', nameEnglish: 'Goulash soup', oldPrice: 1790, newPrice: 1990 },
    ]);
  });

  it('merges two lines of one dish, within the cart maximum of 99', () => {
    expect(reorder([line(soup, 60), line(soup, 60)], [soup]).lines).toEqual([
      { productId: 1, quantity: 99, options: [] },
    ]);
  });

  it('keeps the options still offered, as separate lines per choice, priced with them', () => {
    const withOptions = (options: (number | null)[], price: number): PastLine => ({
      ...line(chicken, 1, price),
      options: options.map((optionId) => ({ optionId })),
    });
    const result = reorder([withOptions([10, 20], 3190), withOptions([10], 2990)], [chicken]);
    expect(result.lines).toEqual([
      { productId: 4, quantity: 1, options: [10, 20] },
      { productId: 4, quantity: 1, options: [10] },
    ]);
    expect(result.priceChanges).toEqual([]);
  });

  it('drops an option deleted or run out of, leaving the line for the cart to flag', () => {
    const past: PastLine = { ...line(chicken, 2, 3490), options: [{ optionId: 11 }, { optionId: null }] };
    const result = reorder([past], [chicken]);
    expect(result.lines).toEqual([{ productId: 4, quantity: 2, options: [] }]);
    expect(result.priceChanges[0]?.newPrice).toBe(2990);
  });

  it('accounts for every past line: in the cart with its quantity, or named as left out', () => {
    const menuArb = fc.uniqueArray(
      fc.record({
        id: fc.integer({ min: 1, max: 12 }),
        name: fc.string(),
        nameEnglish: fc.string(),
        price: fc.integer({ min: 0, max: 20_000 }),
        orderable: fc.boolean(),
        optionGroups: fc.constant([]),
      }),
      { selector: (product) => product.id },
    );
    const pastArb = fc.array(
      fc.record({
        productId: fc.option(fc.integer({ min: 1, max: 15 })),
        name: fc.string(),
        nameEnglish: fc.string(),
        price: fc.integer({ min: 0, max: 20_000 }),
        quantity: fc.integer({ min: 1, max: 40 }),
        options: fc.constant([]),
      }),
    );
    fc.assert(
      fc.property(pastArb, menuArb, (past, menu) => {
        const { lines, leftOut, priceChanges } = reorder(past, menu);
        const byId = new Map(menu.map((product) => [product.id, product]));
        for (const cartLine of lines) {
          expect(byId.get(cartLine.productId)?.orderable).toBe(true);
          const ordered = past
            .filter((p) => p.productId === cartLine.productId)
            .reduce((sum, p) => sum + p.quantity, 0);
          expect(cartLine.quantity).toBe(Math.min(99, ordered));
        }
        for (const p of past) {
          const product = p.productId === null ? undefined : byId.get(p.productId);
          if (product?.orderable) {
            expect(lines.some((cartLine) => cartLine.productId === product.id)).toBe(true);
            const changed = priceChanges.some((c) => c.productId === product.id);
            if (p.price !== product.price) expect(changed).toBe(true);
          } else {
            expect(leftOut.some((dish) => dish.name === p.name)).toBe(true);
          }
        }
        for (const change of priceChanges) expect(change.newPrice).toBe(byId.get(change.productId)?.price);
      }),
    );
  });
});
