import type { Language } from '@konyha/domain/common/language';
import type { Product } from '@konyha/domain/menu/products';
import { defaultWeeklyHours } from '@konyha/domain/restaurant/opening-hours.defaults';
import { anExtrasGroup, anOptionGroup } from '@konyha/domain/testing/option-group.fixture';
import { aProduct } from '@konyha/domain/testing/product.fixture';
import { extractText, getDocumentProxy } from 'unpdf';
import { describe, expect, it } from 'vitest';
import { renderMenuPdf } from './menu-pdf.ts';

/** A dish with the usual two groups: choose one side (the mash +200 Ft), and up to five extras (cheese +300 Ft). */
const chicken: Product = aProduct({
  id: 5,
  name: 'Rántott csirke',
  nameEnglish: 'Fried chicken',
  description: 'Ropogós panírban',
  descriptionEnglish: 'In a crisp crumb',
  price: 3290,
  group: 'POULTRY',
  loquuId: 0,
  optionGroups: [anOptionGroup(), anExtrasGroup()],
});

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
