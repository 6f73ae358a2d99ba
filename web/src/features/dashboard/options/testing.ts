import type { OptionGroup } from '@konyha/domain/menu/options.schemas';

/** "Köret választás": choose one side, fries by default. */
export const sides: OptionGroup = {
  id: 1,
  name: 'Köret választás',
  nameEnglish: 'Choice of side',
  required: true,
  min: 1,
  max: 1,
  options: [
    { id: 11, name: 'Hasábburgonya', nameEnglish: 'Fries', price: 0, available: true, isDefault: true },
    { id: 12, name: 'Rizs', nameEnglish: 'Rice', price: 0, available: true, isDefault: false },
    {
      id: 13,
      name: 'Burgonyapüré',
      nameEnglish: 'Mashed potatoes',
      price: 200,
      available: false,
      isDefault: false,
    },
  ],
};

export const extras: OptionGroup = {
  id: 2,
  name: 'Extrák',
  nameEnglish: 'Extras',
  required: false,
  min: 0,
  max: 5,
  options: [{ id: 21, name: 'Sajt', nameEnglish: 'Cheese', price: 350, available: true, isDefault: false }],
};

export const sauces: OptionGroup = {
  id: 3,
  name: 'Szószok',
  nameEnglish: 'Sauces',
  required: false,
  min: 0,
  max: 2,
  options: [{ id: 31, name: 'Tartár', nameEnglish: 'Tartar', price: 250, available: true, isDefault: false }],
};
