// Small helpers shared by the artwork scenes: palette, seeded randomness, SVG snippets and a
// pinhole-camera projection used by the interior scenes.

export const C = {
  paprika: '#b3261e',
  paprikaDark: '#7c1a14',
  paprikaLight: '#d9492f',
  green: '#2f4b3a',
  greenDark: '#1f3428',
  greenLight: '#557a55',
  leaf: '#5d8a3c',
  cream: '#f7efe3',
  creamDark: '#e9dac3',
  ochre: '#d89a2b',
  ochreLight: '#f2c563',
  ochreDark: '#a86f17',
  charcoal: '#2b2623',
  wood: '#8a5a34',
  woodDark: '#5a3820',
  woodLight: '#b47c48',
  white: '#fffaf2',
} as const;

/** Deterministic PRNG (mulberry32) so every run produces byte-identical artwork. */
export function rng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Rounds to one decimal for compact SVG text. */
export function n(v: number): string {
  return String(Math.round(v * 10) / 10);
}

export type Pt = readonly [number, number];

export function pts(list: readonly Pt[]): string {
  return list.map(([x, y]) => `${n(x)},${n(y)}`).join(' ');
}

export function poly(list: readonly Pt[], attrs: string): string {
  return `<polygon points="${pts(list)}" ${attrs}/>`;
}

export function svgDoc(w: number, h: number, defs: string, body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}"><defs>${defs}</defs>${body}</svg>`;
}

export function linear(
  id: string,
  stops: readonly (readonly [number, string, number?])[],
  dir = 'x1="0" y1="0" x2="0" y2="1"',
): string {
  return `<linearGradient id="${id}" ${dir}>${stops
    .map(
      ([o, c, a]) =>
        `<stop offset="${o}" stop-color="${c}"${a === undefined ? '' : ` stop-opacity="${a}"`}/>`,
    )
    .join('')}</linearGradient>`;
}

export function radial(
  id: string,
  stops: readonly (readonly [number, string, number?])[],
  extra = '',
): string {
  return `<radialGradient id="${id}" ${extra}>${stops
    .map(
      ([o, c, a]) =>
        `<stop offset="${o}" stop-color="${c}"${a === undefined ? '' : ` stop-opacity="${a}"`}/>`,
    )
    .join('')}</radialGradient>`;
}

export function blur(id: string, sd: number): string {
  return `<filter id="${id}" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="${sd}"/></filter>`;
}

/** A soft round light: radial gradient circle (gradient id must exist). */
export function glow(x: number, y: number, r: number, gradId: string, opacity = 1): string {
  return `<circle cx="${n(x)}" cy="${n(y)}" r="${n(r)}" fill="url(#${gradId})" opacity="${opacity}"/>`;
}

/** Pinhole camera looking down +Z; Y is height above the floor (metres). */
export type Cam = { readonly f: number; readonly vx: number; readonly vy: number; readonly h: number };

export function proj(cam: Cam, x: number, y: number, z: number): Pt {
  return [cam.vx + (cam.f * x) / z, cam.vy + (cam.f * (cam.h - y)) / z];
}

/** Screen size of `m` metres at depth z. */
export function scale(cam: Cam, m: number, z: number): number {
  return (cam.f * m) / z;
}

/** Projected horizontal quad x0..x1, z0..z1 at height y. */
export function hquad(cam: Cam, x0: number, x1: number, y: number, z0: number, z1: number): Pt[] {
  return [proj(cam, x0, y, z0), proj(cam, x1, y, z0), proj(cam, x1, y, z1), proj(cam, x0, y, z1)];
}

/** Projected vertical quad facing the camera (constant z). */
export function fquad(cam: Cam, x0: number, x1: number, y0: number, y1: number, z: number): Pt[] {
  return [proj(cam, x0, y1, z), proj(cam, x1, y1, z), proj(cam, x1, y0, z), proj(cam, x0, y0, z)];
}

/** Projected vertical quad along the depth axis (constant x). */
export function squad(cam: Cam, x: number, y0: number, y1: number, z0: number, z1: number): Pt[] {
  return [proj(cam, x, y1, z0), proj(cam, x, y1, z1), proj(cam, x, y0, z1), proj(cam, x, y0, z0)];
}

/** Horizontal circle (plate, table top...) projected as an ellipse. */
export function hellipse(cam: Cam, x: number, y: number, z: number, r: number, attrs: string): string {
  const [cx, cy] = proj(cam, x, y, z);
  const rx = scale(cam, r, z);
  const ry = Math.max(0.6, (rx * Math.abs(cam.h - y)) / z);
  return `<ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(rx)}" ry="${n(ry)}" ${attrs}/>`;
}
