import type { Language } from '@konyha/domain/common/language';
import { formatForint } from '@konyha/domain/common/money';
import type { LunchDish, LunchVariant, LunchWeek } from '@konyha/domain/lunch/lunch-menu.schemas';
import { weekdaysOf } from '@konyha/domain/lunch/lunch-week';
import { weekdayOf } from '@konyha/domain/restaurant/opening-hours';
import { restaurant, restaurantAddressLine } from '@konyha/domain/restaurant/restaurant';
import { messages } from '../../i18n/messages.ts';
import {
  accentRule,
  pdfColors as colors,
  pdfFonts as fonts,
  pdfDocument,
} from '../../platform/pdf/pdf-document.ts';

export type LunchPdfFormat = 'a4' | 'sticker';

const texts = {
  hu: {
    title: 'Napi menü',
    week: (number: number) => `${number}. hét`,
    variant: (code: string) => `${code} menü`,
    soup: 'Leves',
    main: 'Főétel',
    mainOnly: 'Csak főétel',
    empty: 'Erre a hétre még nincs napi menü.',
  },
  en: {
    title: 'Lunch menu',
    week: (number: number) => `Week ${number}`,
    variant: (code: string) => `Menu ${code}`,
    soup: 'Soup',
    main: 'Main',
    mainOnly: 'Main only',
    empty: 'No lunch menu for this week yet.',
  },
} satisfies Record<Language, unknown>;

interface Layout {
  size: string | [number, number];
  /** Points; the font sizes too. */
  margin: number;
  title: number;
  subtitle: number;
  heading: number;
  body: number;
  small: number;
}

/** The poster fills an A4 page; the sticker is an 80 mm strip for a window, as long as a page of A4. */
const layouts: Record<LunchPdfFormat, Layout> = {
  a4: { size: 'A4', margin: 48, title: 28, subtitle: 14, heading: 13, body: 10.5, small: 9 },
  sticker: { size: [226.77, 841.89], margin: 12, title: 15, subtitle: 10, heading: 9.5, body: 8, small: 7 },
};

const shortDate = (day: string, language: Language) => {
  const [year, month, date] = day.split('-');
  return language === 'hu' ? `${year}. ${month}. ${date}.` : `${date}/${month}/${year}`;
};
const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** The week's Monday to Friday as the title reads it: "48. hét · 2026. 11. 23. – 2026. 11. 27.". */
function weekLine(week: string, language: Language) {
  const days = weekdaysOf(week);
  const range = `${shortDate(days[0] as string, language)} – ${shortDate(days[4] as string, language)}`;
  return `${texts[language].week(Number(week.slice(6)))} · ${range}`;
}

/** A soup or a main with its marks: "Leves: Gulyásleves (gluténmentes)". */
function dishLine(label: string, dish: LunchDish, language: Language) {
  const name = language === 'hu' ? dish.name : dish.nameEnglish;
  const marks = dish.allergenics.map((a) => messages[language].allergenics[a]).join(', ');
  return `${label}: ${name}${marks ? ` (${marks})` : ''}`;
}

/** The printable lunch menu of a week in one language: an A4 poster or a narrow sticker. */
export function renderLunchPdf(
  lunch: LunchWeek,
  language: Language,
  format: LunchPdfFormat,
): Promise<Buffer> {
  const t = texts[language];
  const layout = layouts[format];
  const { doc, done } = pdfDocument({
    size: layout.size,
    margins: { top: layout.margin, bottom: layout.margin, left: layout.margin, right: layout.margin },
    info: { Title: `${restaurant.name} – ${t.title} ${lunch.week}`, Author: restaurant.name },
    lang: language,
  });
  const left = layout.margin;
  const width = doc.page.width - 2 * layout.margin;

  doc.font(fonts.title).fontSize(layout.title).fillColor(colors.accent);
  doc.text(`${restaurant.name} · ${t.title}`, { align: 'center' });
  doc.font(fonts.heading).fontSize(layout.subtitle).fillColor(colors.ink);
  doc.text(weekLine(lunch.week, language), { align: 'center' });
  if (format === 'a4')
    doc
      .font(fonts.body)
      .fontSize(layout.small)
      .fillColor(colors.muted)
      .text(`${restaurantAddressLine()} · ${restaurant.phone}`, { align: 'center' });
  if (lunch.days.length === 0)
    doc.moveDown(2).font(fonts.italic).fontSize(layout.body).text(t.empty, { align: 'center' });

  for (const day of lunch.days) {
    if (doc.y > doc.page.height - layout.margin - 6 * layout.heading) doc.addPage();
    doc.moveDown(format === 'a4' ? 1.2 : 0.8);
    const weekday = capitalised(messages[language].weekdays[weekdayOf(day.date)]);
    doc.font(fonts.heading).fontSize(layout.heading).fillColor(colors.accent);
    doc.text(
      `${weekday}, ${shortDate(day.date, language)} · ${day.window.from}–${day.window.to}`,
      left,
      doc.y,
      {
        width,
      },
    );
    accentRule(doc, left, width, 1);
    doc.moveDown(0.3);
    for (const variant of day.variants) writeVariant(doc, variant, language, layout, { left, width });
  }
  doc.end();
  return done;
}

function writeVariant(
  doc: PDFKit.PDFDocument,
  variant: LunchVariant,
  language: Language,
  layout: Layout,
  { left, width }: { left: number; width: number },
) {
  const t = texts[language];
  const price = formatForint(variant.price, language);
  if (doc.y > doc.page.height - layout.margin - 4 * layout.body) doc.addPage();
  const top = doc.y;
  doc.font(fonts.bold).fontSize(layout.body).fillColor(colors.ink);
  const priceWidth = doc.widthOfString(price);
  doc.text(t.variant(variant.code), left, top, { width: width - priceWidth - 8 });
  const afterName = doc.y;
  doc.text(price, left + width - priceWidth, top, { lineBreak: false });
  doc.y = afterName;
  doc.font(fonts.body).fontSize(layout.small).fillColor(colors.ink);
  const indent = { width: width - 8 };
  if (variant.soup) doc.text(dishLine(t.soup, variant.soup, language), left + 8, doc.y, indent);
  doc.text(dishLine(t.main, variant.main, language), left + 8, doc.y, indent);
  if (variant.mainOnlyPrice !== null)
    doc
      .fillColor(colors.muted)
      .text(`${t.mainOnly}: ${formatForint(variant.mainOnlyPrice, language)}`, left + 8, doc.y, indent);
  doc.moveDown(0.4);
}
