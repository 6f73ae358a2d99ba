// The Konyha mark: a round cooking pot whose stem-like handle makes it read as a paprika pod too.
// Drawn in a 64×64 box at the origin; bold shapes so it stays readable at 16 px.
import { C } from '../lib.ts';

export function potMark(body: string, stem: string): string {
  return `<path d="M32,21 C32,14 36,9 44,7" stroke="${stem}" stroke-width="5.5" fill="none" stroke-linecap="round"/>
<rect x="7" y="20" width="50" height="8" rx="4" fill="${body}"/>
<path d="M11,31 H53 V38 C53,49 44,57 32,57 C20,57 11,49 11,38Z" fill="${body}"/>
<rect x="2" y="33" width="12" height="7" rx="3.5" fill="${body}"/><rect x="50" y="33" width="12" height="7" rx="3.5" fill="${body}"/>`;
}

/** Favicon / touch icon: paprika-red mark on a cream rounded square. */
export function iconSvg(size: number, rounded = true): string {
  const bg = rounded
    ? `<rect width="64" height="64" rx="14" fill="${C.cream}"/>`
    : `<rect width="64" height="64" fill="${C.cream}"/>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 64 64">${bg}<g transform="translate(4 3) scale(.875)">${potMark(C.paprika, C.green)}</g></svg>`;
}
