import { crc32 } from 'node:zlib';
import sharp from 'sharp';

/** A plain photo of the given size and format, made in the test. */
export function photo(width: number, height: number, format: 'jpeg' | 'png' | 'webp', colour = '#c87828') {
  return sharp({ create: { width, height, channels: 3, background: colour } })
    .toFormat(format)
    .toBuffer();
}

/** A phone's JPEG: EXIF with a GPS position in Budapest and the "turn 90° clockwise" orientation. */
export function phoneJpeg(width: number, height: number) {
  return sharp({ create: { width, height, channels: 3, background: '#3a7d44' } })
    .withExif({
      IFD0: { Copyright: 'Konyha test kitchen' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '47/1 29/1 53/1',
        GPSLongitudeRef: 'E',
        GPSLongitude: '19/1 2/1 25/1',
      },
    })
    .withMetadata({ orientation: 6 })
    .jpeg()
    .toBuffer();
}

/** Whether EXIF data holds a GPS directory (its pointer, tag 0x8825, in either byte order). */
export const hasGps = (exif: Buffer | undefined) =>
  exif !== undefined &&
  (exif.includes(Buffer.from([0x25, 0x88])) || exif.includes(Buffer.from([0x88, 0x25])));

function pngChunk(type: string, data: Buffer) {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typed = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typed));
  return Buffer.concat([length, typed, crc]);
}

/** A pixel bomb: a few dozen bytes whose PNG header claims `width` × `height` pixels. */
export function claimedPng(width: number, height: number) {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // RGB
  const signature = Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]);
  return Buffer.concat([
    signature,
    pngChunk('IHDR', header),
    pngChunk('IDAT', Buffer.alloc(0)),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}
