// Reusable top-down food pieces (used by the hero and the og image).
import { C, n, rng } from '../lib.ts';

/** Gradient/filter definitions the pieces below rely on. */
export const foodDefs = `
<linearGradient id="pep" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#e2543a"/><stop offset=".45" stop-color="${C.paprika}"/><stop offset="1" stop-color="#6e140f"/></linearGradient>
<radialGradient id="crumb" cx=".5" cy=".45" r=".6"><stop offset="0" stop-color="#f6e3b8"/><stop offset=".75" stop-color="#edd29a"/><stop offset="1" stop-color="#d9ad68"/></radialGradient>
<radialGradient id="roll" cx=".38" cy=".35" r=".7"><stop offset="0" stop-color="#dc9f55"/><stop offset=".6" stop-color="#b8742f"/><stop offset="1" stop-color="#7c4619"/></radialGradient>
<linearGradient id="steel" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#f1eee9"/><stop offset=".5" stop-color="#b9b4ad"/><stop offset="1" stop-color="#7d7872"/></linearGradient>
`;

/** Hungarian pointed paprika lying on the table; stem at origin, body along +x. */
export function pepper(x: number, y: number, len: number, angle: number, bend = 0.12): string {
  const w = len * 0.2;
  const tipY = len * bend;
  const body = `M0,${n(-w * 0.9)} C${n(len * 0.25)},${n(-w * 1.35)} ${n(len * 0.7)},${n(-w * 0.55 + tipY * 0.6)} ${n(len)},${n(tipY)} C${n(len * 0.7)},${n(w * 0.45 + tipY * 0.7)} ${n(len * 0.25)},${n(w * 1.3)} 0,${n(w * 0.9)} C${n(-w * 0.5)},${n(w * 0.6)} ${n(-w * 0.5)},${n(-w * 0.6)} 0,${n(-w * 0.9)}Z`;
  const shine = `M${n(len * 0.06)},${n(-w * 0.72)} C${n(len * 0.3)},${n(-w * 0.95)} ${n(len * 0.6)},${n(-w * 0.4 + tipY * 0.4)} ${n(len * 0.8)},${n(tipY * 0.6)}`;
  const groove = `M${n(len * 0.05)},${n(w * 0.15)} C${n(len * 0.3)},${n(w * 0.3)} ${n(len * 0.55)},${n(w * 0.1 + tipY * 0.4)} ${n(len * 0.78)},${n(tipY * 0.75)}`;
  return `<g transform="translate(${n(x)} ${n(y)}) rotate(${angle})">
<path d="${body}" fill="#000" opacity=".4" transform="translate(${n(w * 0.3)} ${n(w * 0.4)})" filter="url(#soft)"/>
<path d="${body}" fill="url(#pep)"/>
<path d="${groove}" fill="none" stroke="#5e100b" stroke-opacity=".35" stroke-width="${n(w * 0.1)}" stroke-linecap="round"/>
<path d="${shine}" fill="none" stroke="#fff" stroke-opacity=".5" stroke-width="${n(w * 0.14)}" stroke-linecap="round"/>
<ellipse cx="${n(-w * 0.05)}" cy="0" rx="${n(w * 0.3)}" ry="${n(w * 0.7)}" fill="${C.green}"/>
<path d="M${n(-w * 0.2)},0 C${n(-w * 0.7)},${n(-w * 0.05)} ${n(-w * 1)},${n(-w * 0.4)} ${n(-w * 1.15)},${n(-w * 0.8)}" fill="none" stroke="${C.greenLight}" stroke-width="${n(w * 0.3)}" stroke-linecap="round"/>
</g>`;
}

const SLICE =
  'M-75,50 C-82,12 -86,-20 -60,-45 C-35,-66 35,-66 60,-45 C86,-20 82,12 75,50 C40,58 -40,58 -75,50Z';

/** A slice of white bread (top view of a flat-lying slice). */
export function breadSlice(x: number, y: number, s: number, angle: number, seed: number): string {
  const r = rng(seed);
  let holes = '';
  for (let i = 0; i < 16; i++) {
    const hx = (r() - 0.5) * 110;
    const hy = (r() - 0.5) * 70 - 5;
    holes += `<ellipse cx="${n(hx)}" cy="${n(hy)}" rx="${n(2 + r() * 4)}" ry="${n(1.5 + r() * 2.5)}" fill="#d6ae6c" opacity=".7"/>`;
  }
  return `<g transform="translate(${n(x)} ${n(y)}) rotate(${angle}) scale(${s})">
<path d="${SLICE}" fill="#000" opacity=".3" transform="translate(6 8)" filter="url(#soft)"/>
<path d="${SLICE}" fill="url(#crumb)" stroke="#8f4f1d" stroke-width="10" stroke-linejoin="round"/>
<path d="${SLICE}" fill="none" stroke="#c07a36" stroke-width="4" transform="scale(.955)"/>${holes}</g>`;
}

/** A crusty round bread roll with scored top. */
export function roll(x: number, y: number, r: number): string {
  return `<g transform="translate(${n(x)} ${n(y)})">
<circle r="${n(r)}" cx="6" cy="9" fill="#000" opacity=".3" filter="url(#soft)"/>
<circle r="${n(r)}" fill="url(#roll)"/>
<path d="M${n(-r * 0.55)},${n(-r * 0.2)} Q0,${n(-r * 0.5)} ${n(r * 0.55)},${n(-r * 0.2)} M${n(-r * 0.6)},${n(r * 0.22)} Q0,${n(-r * 0.08)} ${n(r * 0.6)},${n(r * 0.22)}" fill="none" stroke="#f1cf8d" stroke-width="${n(r * 0.1)}" stroke-linecap="round" opacity=".9"/>
</g>`;
}

/** Top view of a red wine glass: foot, bowl, wine, highlights. */
export function wineGlassTop(x: number, y: number, r: number): string {
  return `<g transform="translate(${n(x)} ${n(y)})">
<ellipse cx="${n(r * 0.35)}" cy="${n(r * 0.45)}" rx="${n(r * 1.05)}" ry="${n(r * 0.95)}" fill="#000" opacity=".28" filter="url(#soft)"/>
<ellipse cx="${n(r * 0.5)}" cy="${n(r * 0.6)}" rx="${n(r * 0.55)}" ry="${n(r * 0.45)}" fill="#c0283a" opacity=".35" filter="url(#soft)"/>
<circle r="${n(r * 0.78)}" cx="${n(r * 0.12)}" cy="${n(r * 0.14)}" fill="#fff" opacity=".07" stroke="#fff" stroke-opacity=".3" stroke-width="3"/>
<circle r="${n(r)}" fill="#fff" opacity=".1"/>
<circle r="${n(r * 0.86)}" fill="url(#wine)"/>
<circle r="${n(r)}" fill="none" stroke="#fff" stroke-opacity=".7" stroke-width="${n(r * 0.05)}"/>
<path d="M${n(-r * 0.72)},${n(-r * 0.25)} A${n(r * 0.76)},${n(r * 0.76)} 0 0 1 ${n(-r * 0.1)},${n(-r * 0.75)}" fill="none" stroke="#fff" stroke-opacity=".75" stroke-width="${n(r * 0.08)}" stroke-linecap="round"/>
<ellipse cx="${n(r * 0.3)}" cy="${n(r * 0.32)}" rx="${n(r * 0.22)}" ry="${n(r * 0.1)}" transform="rotate(-40 ${n(r * 0.3)} ${n(r * 0.32)})" fill="#fff" opacity=".25"/>
</g>`;
}

export const wineDef = `<radialGradient id="wine" cx=".42" cy=".4" r=".65"><stop offset="0" stop-color="#9b1f33"/><stop offset=".7" stop-color="#5e0d1c"/><stop offset="1" stop-color="#3a0711"/></radialGradient>`;

/** Kalocsa-style tulip motif pointing up (−y), roughly 30 units tall. */
export function tulip(s: number): string {
  return `<g transform="scale(${s})"><path d="M0,2 L0,-12" stroke="${C.green}" stroke-width="2.2"/>
<ellipse cx="-6" cy="-6" rx="5.5" ry="2.4" transform="rotate(-35 -6 -6)" fill="${C.leaf}"/>
<ellipse cx="6" cy="-6" rx="5.5" ry="2.4" transform="rotate(35 6 -6)" fill="${C.leaf}"/>
<path d="M0,-11 C-8,-14 -9,-23 -5,-29 C-3,-24 -1,-23 0,-21 C1,-23 3,-24 5,-29 C9,-23 8,-14 0,-11Z" fill="${C.paprika}"/>
<circle cx="0" cy="-17" r="2" fill="${C.ochre}"/></g>`;
}

/** Steaming goulash bowl seen from above. */
export function goulashBowl(cx: number, cy: number, R: number, seed: number): string {
  const r = rng(seed);
  const soupR = R * 0.76;
  let chunks = '';
  const placed: [number, number, number][] = [];
  const tryPlace = (minR: number, size: number): [number, number] | null => {
    for (let k = 0; k < 40; k++) {
      const a = r() * Math.PI * 2;
      const d = Math.sqrt(r()) * (soupR - size - minR);
      const x = Math.cos(a) * d;
      const y = Math.sin(a) * d;
      if (placed.every(([px, py, ps]) => Math.hypot(px - x, py - y) > (ps + size) * 0.8)) {
        placed.push([x, y, size]);
        return [x, y];
      }
    }
    return null;
  };
  const u = R / 250;
  // beef cubes
  for (let i = 0; i < 9; i++) {
    const s = (28 + r() * 10) * u;
    const p = tryPlace(6 * u, s * 0.7);
    if (!p) continue;
    const rot = r() * 90;
    chunks += `<g transform="translate(${n(p[0])} ${n(p[1])}) rotate(${n(rot)})"><rect x="${n(-s / 2)}" y="${n(-s / 2)}" width="${n(s)}" height="${n(s * 0.85)}" rx="${n(s * 0.28)}" fill="#5c2414"/><rect x="${n(-s / 2 + 3 * u)}" y="${n(-s / 2 + 2 * u)}" width="${n(s * 0.6)}" height="${n(s * 0.35)}" rx="${n(s * 0.15)}" fill="#864027" opacity=".8"/></g>`;
  }
  // potato cubes
  for (let i = 0; i < 8; i++) {
    const s = (26 + r() * 8) * u;
    const p = tryPlace(6 * u, s * 0.7);
    if (!p) continue;
    const rot = r() * 90;
    chunks += `<g transform="translate(${n(p[0])} ${n(p[1])}) rotate(${n(rot)})"><rect x="${n(-s / 2)}" y="${n(-s / 2)}" width="${n(s)}" height="${n(s)}" rx="${n(s * 0.22)}" fill="#e7b552" stroke="#c8561f" stroke-opacity=".6" stroke-width="${n(3 * u)}"/><rect x="${n(-s / 2 + 4 * u)}" y="${n(-s / 2 + 4 * u)}" width="${n(s * 0.45)}" height="${n(s * 0.3)}" rx="${n(4 * u)}" fill="#f6d68a"/></g>`;
  }
  // carrot coins
  for (let i = 0; i < 7; i++) {
    const s = (12 + r() * 4) * u;
    const p = tryPlace(4 * u, s);
    if (!p) continue;
    chunks += `<circle cx="${n(p[0])}" cy="${n(p[1])}" r="${n(s)}" fill="#e8772a"/><circle cx="${n(p[0])}" cy="${n(p[1])}" r="${n(s * 0.55)}" fill="none" stroke="#f5a455" stroke-width="${n(2 * u)}"/>`;
  }
  // fat droplets and parsley
  let sheen = '';
  for (let i = 0; i < 26; i++) {
    const a = r() * Math.PI * 2;
    const d = Math.sqrt(r()) * soupR * 0.92;
    sheen += `<circle cx="${n(Math.cos(a) * d)}" cy="${n(Math.sin(a) * d)}" r="${n((2 + r() * 5) * u)}" fill="#f3a046" opacity=".55"/>`;
  }
  let parsley = '';
  for (let i = 0; i < 22; i++) {
    const a = r() * Math.PI * 2;
    const d = Math.sqrt(r()) * soupR * 0.85;
    const x = Math.cos(a) * d;
    const y = Math.sin(a) * d;
    parsley += `<ellipse cx="${n(x)}" cy="${n(y)}" rx="${n((3 + r() * 3) * u)}" ry="${n(2 * u)}" transform="rotate(${n(r() * 180)} ${n(x)} ${n(y)})" fill="${i % 3 ? '#4e8a32' : '#6fa344'}"/>`;
  }
  let motifs = '';
  for (let i = 0; i < 20; i++) {
    const ang = (i * 360) / 20;
    motifs +=
      i % 2 === 0
        ? `<g transform="rotate(${ang}) translate(0 ${n(-R * 0.81)})">${tulip(u * 1.3)}</g>`
        : `<g transform="rotate(${ang})"><circle cx="0" cy="${n(-R * 0.895)}" r="${n(6 * u)}" fill="${C.ochre}"/><circle cx="0" cy="${n(-R * 0.895)}" r="${n(2.5 * u)}" fill="${C.paprika}"/></g>`;
  }
  return `<g transform="translate(${n(cx)} ${n(cy)})">
<circle r="${n(R * 1.02)}" cx="${n(R * 0.09)}" cy="${n(R * 0.12)}" fill="#120c08" opacity=".55" filter="url(#soft)"/>
<circle r="${n(R)}" fill="url(#rim)"/>
<circle r="${n(R * 0.985)}" fill="none" stroke="${C.green}" stroke-width="${n(5 * u)}"/>
${motifs}
<circle r="${n(R * 0.79)}" fill="none" stroke="${C.green}" stroke-width="${n(4 * u)}"/>
<circle r="${n(R * 0.77)}" fill="url(#bowlIn)"/>
<g transform="translate(${n(4 * u)} ${n(5 * u)})">
<circle r="${n(soupR)}" fill="url(#soup)"/>
${sheen}${chunks}${parsley}
<circle r="${n(soupR)}" fill="url(#soupEdge)"/>
</g>
<path d="M${n(-R * 0.93)},${n(-R * 0.3)} A${n(R * 0.98)},${n(R * 0.98)} 0 0 1 ${n(-R * 0.3)},${n(-R * 0.93)}" fill="none" stroke="#fff" stroke-opacity=".8" stroke-width="${n(7 * u)}" stroke-linecap="round"/>
</g>`;
}

export const bowlDefs = `
<radialGradient id="rim" cx=".4" cy=".38" r=".7"><stop offset="0" stop-color="#fffaf1"/><stop offset=".8" stop-color="#f1e6d4"/><stop offset="1" stop-color="#d2bf9f"/></radialGradient>
<radialGradient id="bowlIn" cx=".6" cy=".62" r=".6"><stop offset=".6" stop-color="#f6ecdc"/><stop offset="1" stop-color="#c9b493"/></radialGradient>
<radialGradient id="soup" cx=".45" cy=".42" r=".62"><stop offset="0" stop-color="#cc4b1c"/><stop offset=".65" stop-color="#a8341a"/><stop offset="1" stop-color="#7a2210"/></radialGradient>
<radialGradient id="soupEdge" cx=".5" cy=".5" r=".5"><stop offset=".82" stop-color="#6a1a0c" stop-opacity="0"/><stop offset="1" stop-color="#6a1a0c" stop-opacity=".55"/></radialGradient>
`;
