import type { Option, OptionGroup, OrderLineOption } from '../menu/options.schemas.ts';

/** One option of a group as the API shows it: free, available, not chosen by default. */
export const anOption = (overrides: Partial<Option> & Pick<Option, 'id'>): Option => ({
  name: `opció ${overrides.id}`,
  nameEnglish: `option ${overrides.id}`,
  price: 0,
  available: true,
  isDefault: false,
  ...overrides,
});

/**
 * An option group as the API shows it (issue 15). By default "Köret választás": choose exactly one side of rice,
 * chips or mash (+200 Ft), rice by default. Override `options` (built with `anOption`) for other choices.
 */
export const anOptionGroup = (overrides: Partial<OptionGroup> = {}): OptionGroup => ({
  id: 1,
  name: 'Köret választás',
  nameEnglish: 'Choice of side',
  required: true,
  min: 1,
  max: 1,
  options: [
    anOption({ id: 1, name: 'rizs', nameEnglish: 'rice', isDefault: true }),
    anOption({ id: 2, name: 'hasábburgonya', nameEnglish: 'chips' }),
    anOption({ id: 3, name: 'burgonyapüré', nameEnglish: 'mashed potatoes', price: 200 }),
  ],
  ...overrides,
});

/** "Extrák": up to five priced extras, none needed; cheese for 300 Ft by default. */
export const anExtrasGroup = (overrides: Partial<OptionGroup> = {}): OptionGroup =>
  anOptionGroup({
    id: 2,
    name: 'Extrák',
    nameEnglish: 'Extras',
    required: false,
    min: 0,
    max: 5,
    options: [anOption({ id: 4, name: 'sajt', nameEnglish: 'cheese', price: 300 })],
    ...overrides,
  });

/** A side to choose, as a manager types it: fries by default, rice, and mash for `mashPrice` extra. */
export const aSideChoice = (mashPrice = 200, overrides: Partial<OptionGroup> = {}): OptionGroup =>
  anOptionGroup({
    options: [
      anOption({ id: 1, name: 'Hasábburgonya', nameEnglish: 'Fries', isDefault: true }),
      anOption({ id: 2, name: 'Rizs', nameEnglish: 'Rice' }),
      anOption({ id: 3, name: 'Burgonyapüré', nameEnglish: 'Mashed potatoes', price: mashPrice }),
    ],
    ...overrides,
  });

/** Cheese, bacon and a fried egg as extras, as a manager types them, at these prices (Ft). */
export const someExtras = (
  { cheese = 300, bacon = 450, egg = 250 } = {},
  overrides: Partial<OptionGroup> = {},
): OptionGroup =>
  anExtrasGroup({
    options: [
      anOption({ id: 1, name: 'Sajt', nameEnglish: 'Cheese', price: cheese }),
      anOption({ id: 2, name: 'Bacon', nameEnglish: 'Bacon', price: bacon }),
      anOption({ id: 3, name: 'Tükörtojás', nameEnglish: 'Fried egg', price: egg }),
    ],
    ...overrides,
  });

/** A group as the manager's form sends it (POST /product/option-groups): no ids, no availability. */
export const optionGroupInput = ({ id: _id, options, ...group }: OptionGroup) => ({
  ...group,
  options: options.map(({ id: _optionId, available: _available, ...option }) => option),
});

/** An option as an order line keeps it: chips as the side, by default. */
export const aChosenOption = (overrides: Partial<OrderLineOption> = {}): OrderLineOption => ({
  optionId: 2,
  groupName: 'Köret',
  groupNameEnglish: 'Side',
  name: 'hasábburgonya',
  nameEnglish: 'chips',
  price: 0,
  ...overrides,
});

/** A chosen extra ("Extrák"): cheese for 300 Ft, by default. */
export const aChosenExtra = (overrides: Partial<OrderLineOption> = {}): OrderLineOption =>
  aChosenOption({
    optionId: 9,
    groupName: 'Extrák',
    groupNameEnglish: 'Extras',
    name: 'sajt',
    nameEnglish: 'cheese',
    price: 300,
    ...overrides,
  });
