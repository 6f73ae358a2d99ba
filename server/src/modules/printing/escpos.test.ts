import { describe, expect, it } from 'vitest';
import { escPos } from './escpos.ts';
import { fitsCodePage } from './line-image.ts';

const bytesOf = async (...texts: string[]) => Buffer.from(await escPos(texts.map((text) => ({ text }))));

describe('the printer byte stream', () => {
  it('prints Hungarian in code page 852, as characters', async () => {
    const bytes = await bytesOf('Tűzről pattant őzgerinc');
    expect(bytes.includes(Buffer.from([0x1b, 0x74, 18]))).toBe(true);
    expect(bytes.includes(Buffer.from([0x54, 0xfb, 0x7a, 0x72, 0x8b, 0x6c]))).toBe(true); // "Tűzrő" + "l"
  });

  it('prints a line CP852 cannot hold (Cyrillic, an emoji) as an image instead of question marks', async () => {
    expect(fitsCodePage('Árvíztűrő tükörfúrógép × 2')).toBe(true);
    expect(fitsCodePage('Позвоните 😀')).toBe(false);
    const plain = await bytesOf('Megjegyzés:');
    const bytes = await bytesOf('Megjegyzés:', 'Позвоните, пожалуйста 😀');
    expect(bytes.includes(Buffer.from('?????????, '))).toBe(false);
    // The picture: far more bytes than the text, sent with GS v 0 (raster) or ESC * (column) graphics.
    expect(bytes.length - plain.length).toBeGreaterThan(500);
    expect(bytes.includes(Buffer.from([0x1d, 0x76, 0x30])) || bytes.includes(Buffer.from([0x1b, 0x2a]))).toBe(
      true,
    );
  });
});
