import type { OptionGroup } from '@konyha/domain/menu/options.schemas';
import { anExtrasGroup, anOption, anOptionGroup } from '@konyha/domain/testing/option-group.fixture';

/** "Köret választás": choose one side, fries by default. */
export const sides: OptionGroup = anOptionGroup({
  options: [
    anOption({ id: 11, name: 'Hasábburgonya', nameEnglish: 'Fries', isDefault: true }),
    anOption({ id: 12, name: 'Rizs', nameEnglish: 'Rice' }),
    anOption({ id: 13, name: 'Burgonyapüré', nameEnglish: 'Mashed potatoes', price: 200, available: false }),
  ],
});

export const extras: OptionGroup = anExtrasGroup({
  options: [anOption({ id: 21, name: 'Sajt', nameEnglish: 'Cheese', price: 350 })],
});

export const sauces: OptionGroup = anExtrasGroup({
  id: 3,
  name: 'Szószok',
  nameEnglish: 'Sauces',
  max: 2,
  options: [anOption({ id: 31, name: 'Tartár', nameEnglish: 'Tartar', price: 250 })],
});
