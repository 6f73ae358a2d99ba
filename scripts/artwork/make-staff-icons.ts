// The installable staff app's icons (issue 32), drawn from the same mark as the favicon:
//   node scripts/artwork/make-staff-icons.ts   (from the repository root)
// "any" icons keep the favicon's rounded cream square; the maskable one fills the square with cream and keeps the
// mark inside the central 80 % circle a launcher may crop to; the badge is the mark alone, white on transparent,
// which Android shows in the status bar as a silhouette.
import { mkdir } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { C } from './lib.ts';
import { iconSvg, potMark } from './scenes/brand.ts';

const here = dirname(fileURLToPath(import.meta.url));
const ICONS = join(here, '..', '..', 'web', 'public', 'icons');

const maskableSvg = (size: number) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 64 64"><rect width="64" height="64" fill="${C.cream}"/><g transform="translate(12.8 12.8) scale(.6)">${potMark(C.paprika, C.green)}</g></svg>`;
const badgeSvg = (size: number) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 64 64">${potMark('#fff', '#fff')}</svg>`;

const png = (svg: string, file: string) =>
  sharp(Buffer.from(svg)).png({ compressionLevel: 9 }).toFile(join(ICONS, file));

await mkdir(ICONS, { recursive: true });
await png(iconSvg(192), 'staff-192.png');
await png(iconSvg(512), 'staff-512.png');
await png(maskableSvg(512), 'staff-maskable-512.png');
await png(badgeSvg(96), 'staff-badge-96.png');
console.log(`icons written to ${ICONS}`);
