import type { Order } from '@konyha/domain/orders/order.schemas';
import { aChosenExtra } from '@konyha/domain/testing/option-group.fixture';
import { aChickenLine } from '@konyha/domain/testing/order.fixture';

/** An order line with options (issue 15): fried chicken with chips, cheese and onion; 3 290 Ft with its extras. */
export const chickenWithOptions: Order['products'][number] = aChickenLine({
  options: [
    ...aChickenLine().options,
    aChosenExtra({ optionId: 10, name: 'hagyma', nameEnglish: 'onion', price: 200 }),
  ],
});

/** What a reader sees under that line, in each language (Testing Library reads a non-breaking space as a space). */
export const chickenOptionTexts = {
  hu: ['Köret: hasábburgonya', 'Extrák: sajt +300 Ft, hagyma +200 Ft'],
  en: ['Side: chips', 'Extras: cheese +300 Ft, onion +200 Ft'],
};
