import type { Language } from '@konyha/domain/common/language';
import type { Product } from '@konyha/domain/menu/products';
import { defaultWeeklyHours } from '@konyha/domain/restaurant/opening-hours.defaults';
import { extractText, getDocumentProxy } from 'unpdf';
import { describe, expect, it } from 'vitest';
import { renderMenuPdf } from './menu-pdf.ts';

const option = (id: number, name: string, nameEnglish: string, price = 0) => ({
  id,
  name,
  nameEnglish,
  price,
  available: true,
  isDefault: false,
});

const chicken: Product = {
  id: 5,
  name: 'Rántott csirke',
  nameEnglish: 'Fried chicken',
  description: 'Ropogós panírban',
  descriptionEnglish: 'In a crisp crumb',
  price: 3290,
  type: 'FOOD',
  group: 'POULTRY',
  orderable: true,
  allergenics: [],
  loquuId: 0,
  optionGroups: [
    {
      id: 1,
      name: 'Köret választás',
      nameEnglish: 'Choice of side',
      required: true,
      min: 1,
      max: 1,
      options: [
        option(1, 'rizs', 'rice'),
        option(2, 'hasábburgonya', 'chips'),
        option(3, 'burgonyapüré', 'mashed potatoes', 200),
      ],
    },
    {
      id: 2,
      name: 'Extrák',
      nameEnglish: 'Extras',
      required: false,
      min: 0,
      max: 5,
      options: [option(4, 'sajt', 'cheese', 300)],
    },
  ],
  soldOutToday: false,
  dailyPortions: null,
  portionsLeft: null,
  photo: null,
  vatRate: 27,
  deposit: 0,
  ntakCategory: 'ETEL',
  ntakSubCategory: 'FOETEL',
};

async function pdfText(language: Language) {
  const pdf = await renderMenuPdf(
    [chicken],
    { weekly: defaultWeeklyHours, specialDates: [] },
    language,
    new Date('2026-11-20T12:00:00+01:00'),
  );
  const text = (await extractText(await getDocumentProxy(new Uint8Array(pdf)), { mergePages: true })).text;
  // The PDF keeps the non-breaking space between an amount and "Ft"; the guest reads a space.
  return text.replaceAll('\u00a0', ' ');
}

describe('the menu PDF of a dish with options', () => {
  it('lists its groups under it with how many to choose and the extra prices, in Hungarian', async () => {
    const text = await pdfText('hu');
    expect(text).toContain('Köret választás (1 kötelező): rizs, hasábburgonya, burgonyapüré +200 Ft');
    expect(text).toContain('Extrák (legfeljebb 5): sajt +300 Ft');
  });

  it('lists them in English in the English menu', async () => {
    const text = await pdfText('en');
    expect(text).toContain('Choice of side (1 required): rice, chips, mashed potatoes +200 Ft');
    expect(text).toContain('Extras (up to 5): cheese +300 Ft');
  });
});
