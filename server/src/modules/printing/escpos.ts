import { type PrintLine, paperColumns } from '@konyha/domain/printing/print-text';
import ReceiptPrinterEncoder from '@point-of-sale/receipt-printer-encoder';
import { fitsCodePage, lineImage, paperDots } from './line-image.ts';

/**
 * The ESC/POS byte stream of a ticket or slip: initialise, Hungarian text in code page 852 (ESC t 18 on Epson and
 * compatibles, which the 'epson' mapping names), double width and height where the layout asks, a few lines of
 * feed so the last line clears the cutter, and a cut. A line with characters CP852 lacks is printed as an image.
 */
export async function escPos(lines: readonly PrintLine[]): Promise<Uint8Array> {
  const images = await Promise.all(
    lines.map((line) => (fitsCodePage(line.text) ? undefined : lineImage(line))),
  );
  const encoder = new ReceiptPrinterEncoder({
    language: 'esc-pos',
    columns: paperColumns,
    codepageMapping: 'epson',
    feedBeforeCut: 4,
  });
  encoder.initialize().codepage('cp852');
  lines.forEach((line, index) => {
    const image = images[index];
    if (image) {
      encoder
        .align('left')
        .image(image, { width: paperDots, height: image.info.height, algorithm: 'threshold' });
      return;
    }
    const scale = line.size === 'double' ? 2 : 1;
    encoder
      .align(line.align ?? 'left')
      .bold(line.bold ?? false)
      .size(scale, scale)
      .line(line.text);
  });
  return encoder.cut().encode();
}
