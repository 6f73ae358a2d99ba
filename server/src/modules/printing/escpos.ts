import { type PrintLine, paperColumns } from '@konyha/domain/printing/print-text';
import ReceiptPrinterEncoder from '@point-of-sale/receipt-printer-encoder';

/**
 * The ESC/POS byte stream of a ticket or slip: initialise, Hungarian text in code page 852 (ESC t 18 on Epson and
 * compatibles, which the 'epson' mapping names), double width and height where the layout asks, a few lines of
 * feed so the last line clears the cutter, and a cut. Characters CP852 lacks come out as '?'.
 */
export function escPos(lines: readonly PrintLine[]): Uint8Array {
  const encoder = new ReceiptPrinterEncoder({
    language: 'esc-pos',
    columns: paperColumns,
    codepageMapping: 'epson',
    feedBeforeCut: 4,
  });
  encoder.initialize().codepage('cp852');
  for (const line of lines) {
    const scale = line.size === 'double' ? 2 : 1;
    encoder
      .align(line.align ?? 'left')
      .bold(line.bold ?? false)
      .size(scale, scale)
      .line(line.text);
  }
  return encoder.cut().encode();
}
