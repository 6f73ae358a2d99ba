import type { PrintLine } from '@konyha/domain/printing/print-text';
import sharp from 'sharp';

/** 72 mm of print at 203 dpi, and font A's 24-dot line (doubled for double size). */
export const paperDots = 576;
const lineDots = 24;

/** What code page 852 holds above ASCII, byte 0x80 to 0xFF. */
const cp852High =
  'ÇüéâäůćçłëŐőîŹÄĆÉĹĺôöĽľŚśÖÜŤťŁ×čáíóúĄąŽžĘę¬źČş«»░▒▓│┤ÁÂĚŞ╣║╗╝Żż┐└┴┬├─┼Ăă╚╔╩╦╠═╬¤đĐĎËďŇÍÎě┘┌█▄ŢŮ▀ÓßÔŃńňŠšŔÚŕŰýÝţ´\u00ad˝˛ˇ˘§÷¸°¨˙űŘř■\u00a0';
const cp852 = new Set(cp852High);

/** Whether the printer's code page can print the text as characters (else it goes as an image). */
export const fitsCodePage = (text: string) =>
  Array.from(text.normalize('NFC')).every((c) => (c >= ' ' && c <= '~') || cp852.has(c));

const escapeXml = (text: string) => text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * A line the code page cannot hold (a guest's note in Cyrillic, an emoji) drawn as a picture of the paper's width,
 * in whatever the server's fonts have for it (fontconfig falls back font by font), as RGBA pixels for the encoder.
 */
export async function lineImage(line: PrintLine) {
  const scale = line.size === 'double' ? 2 : 1;
  const height = lineDots * scale;
  const centred = line.align === 'center';
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${paperDots}" height="${height}">
<rect width="100%" height="100%" fill="#fff"/>
<text x="${centred ? paperDots / 2 : 0}" y="${19 * scale}" text-anchor="${centred ? 'middle' : 'start'}"
 font-family="DejaVu Sans Mono, monospace" font-size="${20 * scale}" font-weight="${line.bold ? 'bold' : 'normal'}"
 xml:space="preserve" fill="#000">${escapeXml(line.text)}</text></svg>`;
  return sharp(Buffer.from(svg))
    .flatten({ background: '#ffffff' })
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
}
