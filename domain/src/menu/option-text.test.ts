import { describe, expect, it } from 'vitest';
import { aChosenExtra, aChosenOption, anOption, anOptionGroup } from '../testing/option-group.fixture.ts';
import { lineOptionTexts, optionGroupText, orderLineText } from './option-text.ts';
import type { OptionGroup, OrderLineOption } from './options.schemas.ts';

const chosen: OrderLineOption[] = [
  aChosenOption({ optionId: 1 }),
  aChosenExtra({ optionId: 7 }),
  aChosenExtra({ optionId: 8, name: 'hagyma', nameEnglish: 'onion', price: 1200 }),
];

/** The usual side group, with the chips run out. */
const sides: OptionGroup = anOptionGroup({
  options: [
    anOption({ id: 1, name: 'rizs', nameEnglish: 'rice', isDefault: true }),
    anOption({ id: 2, name: 'hasábburgonya', nameEnglish: 'chips', available: false }),
    anOption({ id: 3, name: 'burgonyapüré', nameEnglish: 'mashed potatoes', price: 200 }),
  ],
});

describe("an order line's options in words", () => {
  it('names each group once with its choices and the price of the ones that cost extra, in Hungarian', () => {
    expect(lineOptionTexts(chosen, 'hu')).toEqual([
      'Köret: hasábburgonya',
      'Extrák: sajt +300\u00a0Ft, hagyma +1\u00a0200\u00a0Ft',
    ]);
  });

  it('uses the English names in English, and the Hungarian one where the English is empty', () => {
    const untranslated = { ...chosen[0], nameEnglish: '' } as OrderLineOption;
    expect(lineOptionTexts([untranslated, ...chosen.slice(1)], 'en')).toEqual([
      'Side: hasábburgonya',
      'Extras: cheese +300\u00a0Ft, onion +1,200\u00a0Ft',
    ]);
  });

  it('leaves the prices out for the kitchen', () => {
    expect(lineOptionTexts(chosen, 'hu', { prices: false })).toEqual([
      'Köret: hasábburgonya',
      'Extrák: sajt, hagyma',
    ]);
  });

  it('is nothing for a line without options', () => {
    expect(lineOptionTexts([], 'hu')).toEqual([]);
    expect(orderLineText({ name: 'Gulyás', nameEnglish: 'Goulash', quantity: 2, options: [] }, 'en')).toBe(
      '2 × Goulash',
    );
  });

  it('fits a line and its options on one row', () => {
    const line = { name: 'Rántott csirke', nameEnglish: 'Fried chicken', quantity: 1, options: chosen };
    expect(orderLineText(line, 'hu')).toBe(
      '1 × Rántott csirke (Köret: hasábburgonya; Extrák: sajt +300\u00a0Ft, hagyma +1\u00a0200\u00a0Ft)',
    );
  });
});

describe('an option group as the menu lists it', () => {
  it('says how many to choose and lists every option with its extra price', () => {
    expect(optionGroupText(sides, 'hu')).toBe(
      'Köret választás (1 kötelező): rizs, hasábburgonya, burgonyapüré +200\u00a0Ft',
    );
    expect(optionGroupText(sides, 'en')).toBe(
      'Choice of side (1 required): rice, chips, mashed potatoes +200\u00a0Ft',
    );
  });

  it('says an optional group is up to its maximum, and a range when the bounds differ', () => {
    expect(optionGroupText({ ...sides, required: false, min: 0, max: 5 }, 'hu')).toMatch(
      /^Köret választás \(legfeljebb 5\)/,
    );
    expect(optionGroupText({ ...sides, required: false, min: 0, max: 5 }, 'en')).toMatch(/\(up to 5\)/);
    expect(optionGroupText({ ...sides, min: 1, max: 2 }, 'hu')).toMatch(/\(1–2 kötelező\)/);
    expect(optionGroupText({ ...sides, min: 1, max: 2 }, 'en')).toMatch(/\(1–2 required\)/);
  });
});
