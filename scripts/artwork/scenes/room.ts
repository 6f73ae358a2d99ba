// What the three perspective interiors of the events page (1280×853) share: size, light, windows, walls and floor.
import { C, type Cam, fquad, hquad, n, type Pt, poly, proj, radial, scale, squad } from '../lib.ts';

export const EVENT_W = 1280;
export const EVENT_H = 853;

export const lampGlow = radial('lampGlow', [
  [0, '#ffe9b0', 0.55],
  [0.4, '#ffd47a', 0.18],
  [1, '#ffd47a', 0],
]);

/** Straight floor lines converging to the vanishing point (planks / tiles). */
export function floorLines(
  cam: Cam,
  x0: number,
  x1: number,
  step: number,
  z0: number,
  z1: number,
  stroke: string,
): string {
  let s = '';
  for (let x = x0; x <= x1 + 1e-6; x += step) {
    const a = proj(cam, x, 0, z0);
    const b = proj(cam, x, 0, z1);
    s += `M${n(a[0])},${n(a[1])}L${n(b[0])},${n(b[1])}`;
  }
  return `<path d="${s}" stroke="${stroke}" stroke-width="1.5"/>`;
}

/** A window: its frame, the sky behind the glass, and the glazing bars a–b (upright) and c–d (across). */
function windowPane(frame: Pt[], glass: Pt[], [a, b, c, d]: readonly [Pt, Pt, Pt, Pt], bar: number): string {
  const line = (p: Pt, q: Pt) => `M${n(p[0])},${n(p[1])}L${n(q[0])},${n(q[1])}`;
  return `${poly(frame, 'fill="#fffaf2"')}${poly(glass, 'fill="url(#sky)"')}<path d="${line(a, b)}${line(c, d)}" stroke="#fffaf2" stroke-width="${n(bar)}"/>`;
}

/** The height of a window's transom: a little above the middle. */
const transom = (y0: number, y1: number) => y0 + (y1 - y0) * 0.62;

/** A window in the side wall at `x`. */
export function sideWindow(cam: Cam, x: number, y0: number, y1: number, z0: number, z1: number): string {
  const zm = (z0 + z1) / 2;
  const bars = [proj(cam, x, y0, zm), proj(cam, x, y1, zm), proj(cam, x, transom(y0, y1), z0)] as const;
  const frame = squad(cam, x, y0 - 0.08, y1 + 0.08, z0 - 0.08, z1 + 0.08);
  const glass = squad(cam, x, y0, y1, z0, z1);
  return windowPane(frame, glass, [...bars, proj(cam, x, transom(y0, y1), z1)], scale(cam, 0.07, zm));
}

/** A window in the back wall at depth `z`. */
export function backWindow(cam: Cam, x0: number, x1: number, y0: number, y1: number, z: number): string {
  const [upright, across] = [(x0 + x1) / 2, transom(y0, y1)];
  const frame = fquad(cam, x0 - 0.08, x1 + 0.08, y0 - 0.08, y1 + 0.08, z);
  const bars = [
    proj(cam, upright, y0, z),
    proj(cam, upright, y1, z),
    proj(cam, x0, across, z),
    proj(cam, x1, across, z),
  ] as const;
  return windowPane(frame, fquad(cam, x0, x1, y0, y1, z), bars, scale(cam, 0.06, z));
}

export const skyDef = `<linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#cfe4ee"/><stop offset=".7" stop-color="#eef5ef"/><stop offset="1" stop-color="#d6e3c6"/></linearGradient>`;

/** A room's box as the camera sees it: half-width X, height H, from depth ZN to the back wall at ZB. */
export interface Room {
  cam: Cam;
  X: number;
  H: number;
  ZN: number;
  ZB: number;
}

/** The cream backdrop and the ceiling. */
export const ceiling = ({ cam, X, H, ZN, ZB }: Room, fill: string) =>
  `<rect width="${EVENT_W}" height="${EVENT_H}" fill="${C.cream}"/>${poly(hquad(cam, -X, X, H, ZN, ZB), fill)}`;

/** The left, right and back walls from the floor up to `top`, each with its own attributes. */
export const walls = ({ cam, X, ZN, ZB }: Room, top: number, left: string, right: string, back: string) =>
  poly(squad(cam, -X, 0, top, ZN, ZB), left) +
  poly(squad(cam, X, 0, top, ZN, ZB), right) +
  poly(fquad(cam, -X, X, 0, top, ZB), back);

/** The floor and its planks or tiles, `step` apart. */
export const floor = ({ cam, X, ZN, ZB }: Room, fill: string, step: number, stroke: string) =>
  poly(hquad(cam, -X, X, 0, ZN, ZB), fill) + floorLines(cam, -X, X, step, ZN, ZB, stroke);
