// The small hall of the events page: a bright room with a green wainscot and six laid tables.
import { C, poly, proj, squad, svgDoc } from '../lib.ts';
import { at, diningTable, flowers, pendant, type TableStyle } from './interior.ts';
import {
  backWindow,
  ceiling,
  EVENT_H,
  EVENT_W,
  floor,
  lampGlow,
  type Room,
  sideWindow,
  skyDef,
  walls,
} from './room.ts';

export function smallHallSvg(): string {
  const room: Room = { cam: { f: 640, vx: 640, vy: 350, h: 1.55 }, X: 3.6, H: 3.0, ZN: 0.4, ZB: 11 };
  const { cam, X, H, ZB } = room;
  let b = ceiling(room, 'fill="#fbf5ea"');
  b += walls(room, H, 'fill="#f3e7d3"', 'fill="#efe1c9"', 'fill="#f7efe3"');
  // wainscot (deep green)
  b += walls(room, 0.95, `fill="${C.green}"`, `fill="${C.greenDark}"`, `fill="${C.green}"`);
  b += floor(room, 'fill="url(#parquet)"', 0.3, '#8a5a34');
  // windows
  for (const [z0, z1] of [
    [1.6, 3.0],
    [4.4, 5.8],
    [7.2, 8.6],
  ] as const) {
    b += sideWindow(cam, -X, 1.05, 2.6, z0, z1);
    b += poly(
      [
        proj(cam, -X, 0, z0),
        proj(cam, -X, 0, z1),
        proj(cam, -X + 1.6, 0, z1 + 0.6),
        proj(cam, -X + 1.6, 0, z0 + 0.6),
      ],
      'fill="#fff6dc" opacity=".28"',
    );
  }
  b += backWindow(cam, -2.3, -0.9, 1.05, 2.6, ZB);
  b += backWindow(cam, 0.9, 2.3, 1.05, 2.6, ZB);
  // pictures on the right wall
  for (const z of [3.2, 6.2, 9.0]) {
    b += poly(squad(cam, X, 1.45, 2.25, z, z + 0.9), `fill="${C.ochreDark}"`);
    b += poly(squad(cam, X, 1.52, 2.18, z + 0.07, z + 0.83), `fill="${C.paprika}" opacity=".8"`);
  }
  // tables, far to near
  const st: TableStyle = {
    cloth: '#fffaf2',
    clothShade: '#e4d8c6',
    leg: C.woodDark,
    chairWood: C.wood,
    cushion: C.paprika,
  };
  for (const z of [8.6, 6.0, 3.4]) {
    for (const [x0, x1] of [
      [-2.5, -1.1],
      [1.1, 2.5],
    ] as const) {
      const cx = (x0 + x1) / 2;
      b += diningTable(
        cam,
        x0,
        x1,
        z,
        z + 0.9,
        st,
        [cx - 0.35, cx + 0.35],
        at(cam, cx, 0.76, z + 0.45, flowers()),
      );
    }
  }
  for (const z of [3.8, 6.4, 9.0])
    for (const x of [-1.8, 1.8]) b += pendant(cam, x, H, 2.15, z, C.green, 'lampGlow');
  b += `<rect width="${EVENT_W}" height="${EVENT_H}" fill="url(#brighten)"/>`;
  const defs = `${skyDef}${lampGlow}
<linearGradient id="parquet" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#a8703f"/><stop offset="1" stop-color="#c08550"/></linearGradient>
<radialGradient id="brighten" cx=".5" cy=".35" r=".8"><stop offset="0" stop-color="#fff" stop-opacity=".12"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient>`;
  return svgDoc(EVENT_W, EVENT_H, defs, b);
}
