// Furniture and props for the perspective interiors (events page).
import { C, type Cam, fquad, hellipse, hquad, n, poly, proj, scale, squad } from '../lib.ts';

/** Rounds metres to mm for the frontal (constant depth) groups. */
export function m(v: number): string {
  return String(Math.round(v * 1000) / 1000);
}

/**
 * Draws `inner` (in metres, y pointing up as negative) on the plane of constant depth z, anchored at
 * world point (x, y, z). Used for anything seen face-on: chairs, glasses, bottles, the piano...
 */
export function at(cam: Cam, x: number, y: number, z: number, inner: string): string {
  const [px, py] = proj(cam, x, y, z);
  const s = scale(cam, 1, z);
  return `<g transform="translate(${n(px)} ${n(py)}) scale(${Math.round(s * 100) / 100})">${inner}</g>`;
}

export function wineGlass(red: boolean): string {
  const wine = red
    ? `<path d="M-0.031,-0.135 C-0.03,-0.108 -0.018,-0.094 0,-0.094 C0.018,-0.094 0.03,-0.108 0.031,-0.135Z" fill="#7a1424"/>`
    : '';
  return `<path d="M-0.032,0 L0.032,0 M0,0 L0,-0.09" stroke="#fff" stroke-opacity=".85" stroke-width="0.009"/>
<path d="M-0.036,-0.175 C-0.04,-0.112 -0.02,-0.09 0,-0.09 C0.02,-0.09 0.04,-0.112 0.036,-0.175Z" fill="#fff" fill-opacity=".35" stroke="#fff" stroke-opacity=".9" stroke-width="0.006"/>${wine}`;
}

/** Bentwood chair seen from the back (facing away from the camera) or from the front. */
export function chairBack(wood: string, cushion: string): string {
  return `<rect x="-0.215" y="-0.96" width="0.045" height="0.96" rx="0.02" fill="${wood}"/>
<rect x="0.17" y="-0.96" width="0.045" height="0.96" rx="0.02" fill="${wood}"/>
<rect x="-0.2" y="-0.98" width="0.4" height="0.36" rx="0.1" fill="none" stroke="${wood}" stroke-width="0.05"/>
<rect x="-0.025" y="-0.95" width="0.05" height="0.32" fill="${wood}"/>
<rect x="-0.22" y="-0.5" width="0.44" height="0.06" rx="0.02" fill="${cushion}"/>`;
}

export type TableStyle = {
  cloth: string;
  clothShade: string;
  leg: string;
  chairWood: string;
  cushion: string;
};

/** A square/rectangular dining table with cloth, chairs on the far and near side, and place settings. */
export function diningTable(
  cam: Cam,
  x0: number,
  x1: number,
  z0: number,
  z1: number,
  st: TableStyle,
  seatsX: readonly number[],
  centrepiece: string,
): string {
  const topY = 0.76;
  const dropY = 0.48;
  let far = '';
  for (const sx of seatsX) far += at(cam, sx, 0, z1 + 0.42, chairBack(st.chairWood, st.cushion));
  let table = '';
  // legs
  for (const lx of [x0 + 0.06, x1 - 0.06])
    table += poly(fquad(cam, lx - 0.025, lx + 0.025, 0, dropY, z0 + 0.06), `fill="${st.leg}"`);
  // visible side face (towards the centre of the room)
  if (x1 < 0) table += poly(squad(cam, x1, dropY, topY, z0, z1), `fill="${st.clothShade}"`);
  if (x0 > 0) table += poly(squad(cam, x0, dropY, topY, z0, z1), `fill="${st.clothShade}"`);
  table += poly(fquad(cam, x0, x1, dropY, topY, z0), `fill="${st.cloth}"`);
  table += poly(hquad(cam, x0, x1, topY, z0, z1), `fill="${st.cloth}"`);
  // a darker hem line
  table += `<polyline points="${[proj(cam, x0, dropY, z0), proj(cam, x1, dropY, z0)].map(([a, b]) => `${n(a)},${n(b)}`).join(' ')}" stroke="${st.clothShade}" stroke-width="${n(scale(cam, 0.015, z0))}"/>`;
  // settings
  for (const sx of seatsX) {
    for (const sz of [z1 - 0.17, z0 + 0.17]) {
      table += hellipse(cam, sx, topY, sz, 0.13, 'fill="#fff" stroke="#d8cfc2" stroke-width=".8"');
      table += hellipse(cam, sx, topY, sz, 0.08, `fill="#f4ede2"`);
    }
    table += at(cam, sx + 0.17, topY, z1 - 0.28, wineGlass(true));
  }
  table += centrepiece;
  for (const sx of seatsX) table += at(cam, sx + 0.17, topY, z0 + 0.3, wineGlass(false));
  let near = '';
  for (const sx of seatsX) {
    const zb = z0 - 0.42;
    near += poly(hquad(cam, sx - 0.21, sx + 0.21, 0.46, zb, zb + 0.4), `fill="${st.cushion}"`);
    near += at(cam, sx, 0, zb, chairBack(st.chairWood, st.cushion));
  }
  return far + table + near;
}

/** Little vase with red flowers (paprika-like blooms), for table centres. */
export function flowers(): string {
  return `<path d="M-0.035,0 L0.035,0 L0.045,-0.1 Q0,-0.13 -0.045,-0.1Z" fill="${C.green}"/>
<path d="M0,-0.1 L-0.05,-0.2 M0,-0.1 L0.04,-0.22 M0,-0.1 L0,-0.24" stroke="${C.leaf}" stroke-width="0.012"/>
<circle cx="-0.05" cy="-0.21" r="0.03" fill="${C.paprikaLight}"/><circle cx="0.04" cy="-0.23" r="0.03" fill="${C.paprika}"/><circle cx="0" cy="-0.26" r="0.032" fill="#d9492f"/>
<ellipse cx="-0.035" cy="-0.15" rx="0.03" ry="0.012" fill="${C.leaf}" transform="rotate(-30 -0.035 -0.15)"/>`;
}

export function candle(): string {
  return `<rect x="-0.018" y="-0.12" width="0.036" height="0.12" fill="${C.cream}"/><path d="M0,-0.12 Q-0.018,-0.15 0,-0.18 Q0.018,-0.15 0,-0.12Z" fill="${C.ochreLight}"/>`;
}

/** Bottle seen face-on, base at origin. */
export function bottle(color: string, label: string, h = 0.3): string {
  const b = h * 0.6;
  return `<path d="M-0.038,0 L-0.038,${m(-b)} Q-0.038,${m(-b - 0.05)} -0.013,${m(-b - 0.07)} L-0.013,${m(-h)} L0.013,${m(-h)} L0.013,${m(-b - 0.07)} Q0.038,${m(-b - 0.05)} 0.038,${m(-b)} L0.038,0Z" fill="${color}"/>
<rect x="-0.038" y="${m(-b * 0.75)}" width="0.076" height="${m(b * 0.4)}" fill="${label}"/>
<rect x="-0.026" y="${m(-b + 0.01)}" width="0.012" height="${m(b * 0.9)}" fill="#fff" opacity=".25"/>`;
}

/** Pendant lamp: cord from ceiling to the shade, warm glow below. */
export function pendant(
  cam: Cam,
  x: number,
  ceilY: number,
  lampY: number,
  z: number,
  shade: string,
  glowId: string,
): string {
  const [cx, cy] = proj(cam, x, ceilY, z);
  const [lx, ly] = proj(cam, x, lampY, z);
  const glow = `<circle cx="${n(lx)}" cy="${n(ly + scale(cam, 0.1, z))}" r="${n(scale(cam, 0.9, z))}" fill="url(#${glowId})"/>`;
  return `${glow}<line x1="${n(cx)}" y1="${n(cy)}" x2="${n(lx)}" y2="${n(ly)}" stroke="#2b2623" stroke-width="${n(Math.max(1, scale(cam, 0.012, z)))}"/>${at(
    cam,
    x,
    lampY,
    z,
    `<path d="M-0.24,0.16 Q-0.22,-0.02 0,-0.04 Q0.22,-0.02 0.24,0.16Z" fill="${shade}"/><ellipse cx="0" cy="0.16" rx="0.24" ry="0.035" fill="${C.ochreLight}"/><circle cx="0" cy="0.17" r="0.06" fill="#fff6d8"/>`,
  )}`;
}
