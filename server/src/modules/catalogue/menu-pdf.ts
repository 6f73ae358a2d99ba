import { TZDate } from '@date-fns/tz';
import type { Language } from '@konyha/domain/common/language';
import { formatForint } from '@konyha/domain/common/money';
import { dishAvailabilityText } from '@konyha/domain/menu/availability';
import { productGroups } from '@konyha/domain/menu/catalogue';
import { optionGroupText } from '@konyha/domain/menu/option-text';
import type { Product } from '@konyha/domain/menu/products';
import type { OpeningHours } from '@konyha/domain/restaurant/opening-hours.schemas';
import { restaurant, restaurantAddressLine } from '@konyha/domain/restaurant/restaurant';
import { format } from 'date-fns';
import { messages } from '../../i18n/messages.ts';
import {
  accentRule,
  pdfColors as colors,
  pdfFonts as fonts,
  pdfDocument,
} from '../../platform/pdf/pdf-document.ts';
import { specialDateLines, weeklyHoursLines } from './menu-pdf-hours.ts';

/** The printable menu of the given products in one language, with the week's hours and the next special dates. */
export function renderMenuPdf(
  products: readonly Product[],
  hours: OpeningHours,
  language: Language,
  now: Date,
): Promise<Buffer> {
  const t = messages[language];
  const { doc, done } = pdfDocument({
    size: 'A4',
    margins: { top: 56, bottom: 56, left: 56, right: 56 },
    info: { Title: `${restaurant.name} – ${t.menuTitle}`, Author: restaurant.name },
    lang: language,
  });

  const width = doc.page.width - doc.page.margins.left - doc.page.margins.right;
  const left = doc.page.margins.left;

  doc.font(fonts.title).fontSize(30).fillColor(colors.accent).text(restaurant.name, { align: 'center' });
  doc.font(fonts.heading).fontSize(16).fillColor(colors.ink).text(t.menuTitle, { align: 'center' });
  doc
    .moveDown(0.3)
    .font(fonts.italic)
    .fontSize(10)
    .fillColor(colors.muted)
    .text(t.menuSubtitle, { align: 'center' });
  doc.font(fonts.body).text(`${restaurantAddressLine()} · ${restaurant.phone}`, { align: 'center' });
  writeHours(doc, hours, language, now);

  for (const group of productGroups) {
    const items = products.filter((p) => p.group === group);
    if (items.length === 0) continue;
    if (doc.y > doc.page.height - 160) doc.addPage();
    doc.moveDown(1.2);
    doc
      .font(fonts.heading)
      .fontSize(14)
      .fillColor(colors.accent)
      .text(t.groups[group], left, doc.y, { width });
    accentRule(doc, left, width);
    doc.moveDown(0.4);
    for (const product of items) writeItem(doc, product, language, left, width);
  }

  const stamp = format(new TZDate(now, restaurant.timeZone), 'yyyy-MM-dd');
  doc.moveDown(1.5).font(fonts.italic).fontSize(8).fillColor(colors.muted);
  doc.text(`${t.generatedOn}: ${stamp}`, left, doc.y, { width, align: 'center' });
  doc.end();
  return done;
}

function writeHours(doc: PDFKit.PDFDocument, hours: OpeningHours, language: Language, now: Date) {
  const t = messages[language];
  const specials = specialDateLines(hours, language, now);
  doc.moveDown(0.6).font(fonts.bold).fontSize(9).fillColor(colors.ink);
  doc.text(t.openingHours, { align: 'center' });
  doc.font(fonts.body).fillColor(colors.muted).text(weeklyHoursLines(hours, language).join(' · '), {
    align: 'center',
  });
  if (specials.length === 0) return;
  doc.font(fonts.bold).fillColor(colors.ink).text(t.specialDates, { align: 'center' });
  doc.font(fonts.body).fillColor(colors.muted).text(specials.join(' · '), { align: 'center' });
}

function writeItem(
  doc: PDFKit.PDFDocument,
  product: Product,
  language: Language,
  left: number,
  width: number,
) {
  const t = messages[language];
  const name = language === 'hu' ? product.name : product.nameEnglish;
  const description = language === 'hu' ? product.description : product.descriptionEnglish;
  const price = formatForint(product.price, language);
  if (doc.y > doc.page.height - 110) doc.addPage();
  const top = doc.y;
  doc.font(fonts.bold).fontSize(11).fillColor(colors.ink);
  const priceWidth = doc.widthOfString(price);
  doc.text(name, left, top, { width: width - priceWidth - 16 });
  const afterName = doc.y;
  doc.text(price, left + width - priceWidth, top, { lineBreak: false });
  doc.y = afterName;
  const allergens = product.allergenics.map((a) => t.allergenics[a]).join(', ');
  const detail = [description, allergens && `(${allergens})`].filter(Boolean).join(' ');
  if (detail)
    doc
      .font(fonts.body)
      .fontSize(9)
      .fillColor(colors.muted)
      .text(detail, left, doc.y, { width: width - 80 });
  // Under the dish, how to order it: its hours (issue 31), then its choices: "Köret választás (1 kötelező): rizs,
  // hasábburgonya, burgonyapüré +200 Ft".
  doc.font(fonts.body).fontSize(9).fillColor(colors.ink);
  const when = dishAvailabilityText(product, language);
  if (when) doc.text(`${t.available} ${when}`, left + 8, doc.y, { width: width - 88 });
  for (const group of product.optionGroups)
    doc.text(optionGroupText(group, language), left + 8, doc.y, { width: width - 88 });
  doc.moveDown(0.5);
}
