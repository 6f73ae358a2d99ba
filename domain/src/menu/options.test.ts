import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { anExtrasGroup, anOption, anOptionGroup } from '../testing/option-group.fixture.ts';
import type { Option, OptionGroup } from './options.schemas.ts';
import { cartLineKey, choiceProblem, chosenOptions, defaultChoice, unitPrice } from './options.ts';

const option = (id: number, price = 0, changes: Partial<Option> = {}) => anOption({ id, price, ...changes });

// "Köret": choose exactly one side; "Extrák": up to two priced extras.
const side: OptionGroup = anOptionGroup({
  name: 'Köret',
  nameEnglish: 'Side',
  options: [option(11, 0, { isDefault: true }), option(12, 200), option(13, 0, { available: false })],
});
const extras: OptionGroup = anExtrasGroup({
  max: 2,
  options: [option(21, 300), option(22, 450), option(23, 150)],
});
const groups = [side, extras];

describe('choiceProblem', () => {
  it('accepts one side and up to the maximum of extras', () => {
    expect(choiceProblem(groups, [11])).toBeUndefined();
    expect(choiceProblem(groups, [12, 21, 22])).toBeUndefined();
  });

  it('accepts no options for a dish without groups', () => {
    expect(choiceProblem([], [])).toBeUndefined();
  });

  it('names a required group left out', () => {
    expect(choiceProblem(groups, [21])).toEqual({ groupId: 1, kind: 'required' });
  });

  it('names a group with one choice too many', () => {
    expect(choiceProblem(groups, [11, 12])).toEqual({ groupId: 1, kind: 'tooMany' });
    expect(choiceProblem(groups, [11, 21, 22, 23])).toEqual({ groupId: 2, kind: 'tooMany' });
  });

  it('names an optional group chosen below its minimum', () => {
    const pickTwo = { ...extras, min: 2 };
    expect(choiceProblem([pickTwo], [21])).toEqual({ groupId: 2, kind: 'tooFew' });
    expect(choiceProblem([pickTwo], [21, 22])).toBeUndefined();
  });

  it('refuses an option of no group of the product, and an unavailable one with its group', () => {
    expect(choiceProblem(groups, [11, 99])).toEqual({ groupId: null, kind: 'unknownOption' });
    expect(choiceProblem(groups, [13])).toEqual({ groupId: 1, kind: 'unavailableOption' });
  });

  it('refuses the same option twice', () => {
    expect(choiceProblem(groups, [11, 21, 21])).toEqual({ groupId: null, kind: 'tooMany' });
  });
});

describe('unitPrice and chosenOptions', () => {
  it('adds the chosen options to the dish and keeps them in menu order with both names', () => {
    expect(unitPrice(2490, groups, [22, 12])).toBe(2490 + 450 + 200);
    expect(chosenOptions(groups, [22, 12])).toEqual([
      {
        optionId: 12,
        groupName: 'Köret',
        groupNameEnglish: 'Side',
        name: 'opció 12',
        nameEnglish: 'option 12',
        price: 200,
      },
      expect.objectContaining({ optionId: 22, groupNameEnglish: 'Extras', price: 450 }),
    ]);
  });

  it('starts the dialog with the available defaults only', () => {
    const outOfRice = { ...side, options: [option(11, 0, { isDefault: true, available: false })] };
    expect(defaultChoice(groups)).toEqual([11]);
    expect(defaultChoice([outOfRice])).toEqual([]);
  });

  it('makes one cart line of the same options in any order', () => {
    expect(cartLineKey(5, [22, 12])).toBe(cartLineKey(5, [12, 22]));
    expect(cartLineKey(5)).not.toBe(cartLineKey(5, [12]));
  });
});

/** Well-formed groups: min ≤ max, every group's defaults between min and max and available. */
const wellFormedGroups = fc
  .array(
    fc.record({
      prices: fc.array(fc.integer({ min: 0, max: 5000 }), { minLength: 1, maxLength: 6 }),
      required: fc.boolean(),
      defaults: fc.nat(),
      extraMax: fc.nat({ max: 3 }),
    }),
    { maxLength: 4 },
  )
  .map((specs) => {
    let nextId = 1;
    return specs.map((spec, index): OptionGroup => {
      const defaults = Math.max(spec.required ? 1 : 0, spec.defaults % (spec.prices.length + 1));
      const min = Math.min(defaults, spec.required ? 1 : 0);
      return {
        id: index + 1,
        name: `csoport ${index}`,
        nameEnglish: `group ${index}`,
        required: spec.required,
        min,
        max: Math.max(1, defaults) + spec.extraMax,
        options: spec.prices.map((price, position) =>
          option(nextId++, price, { isDefault: position < defaults }),
        ),
      };
    });
  });

describe('properties', () => {
  it('prices a piece as the dish plus the sum of the chosen options', () => {
    fc.assert(
      fc.property(wellFormedGroups, fc.integer({ min: 0, max: 100_000 }), fc.nat(), (gs, base, seed) => {
        const all = gs.flatMap((g) => g.options);
        const chosen = all.filter((_, i) => (seed >> (i % 30)) & 1).map((o) => o.id);
        const sum = all.filter((o) => chosen.includes(o.id)).reduce((s, o) => s + o.price, 0);
        expect(unitPrice(base, gs, chosen)).toBe(base + sum);
      }),
    );
  });

  it('allows the default choice of well-formed groups', () => {
    fc.assert(
      fc.property(wellFormedGroups, (gs) => {
        expect(choiceProblem(gs, defaultChoice(gs))).toBeUndefined();
      }),
    );
  });
});
