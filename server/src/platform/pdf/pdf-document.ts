import { createRequire } from 'node:module';
import path from 'node:path';
import PDFDocument from 'pdfkit';

// DejaVu has every Hungarian glyph (ő, ű) that pdfkit's built-in Helvetica lacks.
const fontDir = path.join(
  path.dirname(createRequire(import.meta.url).resolve('dejavu-fonts-ttf/package.json')),
  'ttf',
);

/** The printed papers' fonts (the menu, the lunch menu's poster and sticker). */
export const pdfFonts = {
  title: path.join(fontDir, 'DejaVuSerif-Bold.ttf'),
  heading: path.join(fontDir, 'DejaVuSerif-Bold.ttf'),
  body: path.join(fontDir, 'DejaVuSans.ttf'),
  bold: path.join(fontDir, 'DejaVuSans-Bold.ttf'),
  italic: path.join(fontDir, 'DejaVuSans-Oblique.ttf'),
};
export const pdfColors = { ink: '#2b2623', accent: '#b3261e', muted: '#6b625c' };

/** A new PDF document and its bytes once `doc.end()` is called. */
export function pdfDocument(options: PDFKit.PDFDocumentOptions) {
  const doc = new PDFDocument(options);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  return { doc, done };
}

/** A thin accent line under a heading, across the text's width. */
export function accentRule(doc: PDFKit.PDFDocument, left: number, width: number, gap = 2) {
  doc
    .moveTo(left, doc.y + gap)
    .lineTo(left + width, doc.y + gap)
    .lineWidth(0.5)
    .strokeColor(pdfColors.accent)
    .stroke();
}
