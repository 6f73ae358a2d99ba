import type { Order } from '@konyha/domain/orders/order.schemas';

/** An order line with options (issue 15): fried chicken with chips, cheese and onion; 3 290 Ft with its extras. */
export const chickenWithOptions: Order['products'][number] = {
  productId: 5,
  name: 'Rántott csirke',
  nameEnglish: 'Fried chicken',
  price: 3290,
  quantity: 2,
  vatRate: 27,
  net: 0,
  vat: 0,
  deposit: 0,
  options: [
    {
      optionId: 2,
      groupName: 'Köret',
      groupNameEnglish: 'Side',
      name: 'hasábburgonya',
      nameEnglish: 'chips',
      price: 0,
    },
    {
      optionId: 9,
      groupName: 'Extrák',
      groupNameEnglish: 'Extras',
      name: 'sajt',
      nameEnglish: 'cheese',
      price: 300,
    },
    {
      optionId: 10,
      groupName: 'Extrák',
      groupNameEnglish: 'Extras',
      name: 'hagyma',
      nameEnglish: 'onion',
      price: 200,
    },
  ],
};

/** What a reader sees under that line, in each language (Testing Library reads a non-breaking space as a space). */
export const chickenOptionTexts = {
  hu: ['Köret: hasábburgonya', 'Extrák: sajt +300 Ft, hagyma +200 Ft'],
  en: ['Side: chips', 'Extras: cheese +300 Ft, onion +200 Ft'],
};
