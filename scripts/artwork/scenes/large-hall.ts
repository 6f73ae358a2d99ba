// The large hall of the events page: a stage with curtains, long tables and chandeliers.
import { C, fquad, hquad, n, poly, proj, scale, svgDoc } from '../lib.ts';
import { at, candle, diningTable, flowers, type TableStyle } from './interior.ts';
import { ceiling, EVENT_H, EVENT_W, floor, lampGlow, type Room, sideWindow, skyDef, walls } from './room.ts';

export function largeHallSvg(): string {
  const room: Room = { cam: { f: 560, vx: 640, vy: 320, h: 1.75 }, X: 5, H: 4.2, ZN: 0.4, ZB: 16 };
  const { cam, X, H, ZB } = room;
  let b = ceiling(room, 'fill="#f6ecdb"');
  // ceiling beams
  for (const z of [2, 4, 6, 8, 10, 12, 14])
    b += poly(hquad(cam, -X, X, H - 0.01, z, z + 0.25), `fill="${C.woodLight}"`);
  b += walls(room, H, 'fill="#efe0c6"', 'fill="#eadbc0"', 'fill="#f3e6d0"');
  b += floor(room, 'fill="url(#parquet2)"', 0.5, '#8a5a34');
  for (const z of [2.5, 5.5, 8.5, 11.5]) {
    b += sideWindow(cam, -X, 1.0, 3.2, z, z + 1.3);
    b += sideWindow(cam, X, 1.0, 3.2, z, z + 1.3);
  }
  // stage with curtains
  b += poly(fquad(cam, -3.4, 3.4, 0.6, 3.6, ZB), `fill="${C.paprikaDark}"`);
  let folds = '';
  for (let i = 0; i < 14; i++) {
    const x = -3.4 + (6.8 * i) / 14;
    folds += poly(fquad(cam, x, x + 0.22, 0.6, 3.6, ZB), `fill="${C.paprika}"`);
  }
  b += folds;
  b += poly(fquad(cam, -3.6, 3.6, 3.3, 3.8, ZB - 0.05), `fill="${C.ochre}"`);
  b += poly(hquad(cam, -3.6, 3.6, 0.6, 13.6, ZB), `fill="${C.woodLight}"`);
  b += poly(fquad(cam, -3.6, 3.6, 0, 0.6, 13.6), `fill="${C.woodDark}"`);
  // piano and microphone on stage
  b += at(
    cam,
    -1.6,
    0.6,
    15,
    `<path d="M-0.8,-0.75 L0.7,-0.75 Q0.9,-0.75 0.9,-0.55 L0.9,-0.5 L-0.8,-0.5Z" fill="#1d1a18"/><rect x="-0.75" y="-0.5" width="0.06" height="0.5" fill="#1d1a18"/><rect x="0.75" y="-0.5" width="0.06" height="0.5" fill="#1d1a18"/><rect x="-0.8" y="-0.8" width="1.2" height="0.06" fill="#fff"/>`,
  );
  b += at(
    cam,
    0.6,
    0.6,
    14.8,
    `<path d="M0,0 L0,-1.5" stroke="#2b2623" stroke-width="0.03"/><path d="M-0.2,0 L0.2,0" stroke="#2b2623" stroke-width="0.04"/><ellipse cy="-1.55" rx="0.04" ry="0.07" fill="#2b2623"/>`,
  );
  b += `<circle cx="${n(proj(cam, 0, 2, ZB)[0])}" cy="${n(proj(cam, 0, 2, ZB)[1])}" r="${n(scale(cam, 3.5, ZB))}" fill="url(#spot)"/>`;
  // long tables, far to near
  const st: TableStyle = {
    cloth: '#fffaf2',
    clothShade: '#e2d5c1',
    leg: C.woodDark,
    chairWood: C.woodDark,
    cushion: C.green,
  };
  for (const z of [10.6, 8.2, 5.8, 3.4]) {
    for (const [x0, x1] of [
      [-4.4, -0.7],
      [0.7, 4.4],
    ] as const) {
      const seats: number[] = [];
      for (let x = x0 + 0.35; x < x1 - 0.2; x += 0.62) seats.push(x);
      const cx = (x0 + x1) / 2;
      const centre =
        at(cam, cx - 0.9, 0.76, z + 0.45, candle()) +
        at(cam, cx, 0.76, z + 0.45, flowers()) +
        at(cam, cx + 0.9, 0.76, z + 0.45, candle());
      b += diningTable(cam, x0, x1, z, z + 0.9, st, seats, centre);
    }
  }
  // chandeliers
  for (const z of [4.5, 9]) {
    for (const x of [-2.5, 2.5]) {
      const [cx, cy] = proj(cam, x, 3.1, z);
      const top = proj(cam, x, H, z);
      const s = scale(cam, 1, z);
      b += `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(s * 1.4)}" fill="url(#lampGlow)"/><line x1="${n(top[0])}" y1="${n(top[1])}" x2="${n(cx)}" y2="${n(cy)}" stroke="${C.ochreDark}" stroke-width="2"/>`;
      b += `<g transform="translate(${n(cx)} ${n(cy)}) scale(${n(s)})"><path d="M-0.6,0 Q0,0.35 0.6,0" fill="none" stroke="${C.ochreDark}" stroke-width="0.04"/>${[
        -0.6, -0.3, 0, 0.3, 0.6,
      ]
        .map(
          (dx) =>
            `<circle cx="${dx}" cy="${n(Math.abs(dx) < 0.1 ? 0.17 : Math.abs(dx) < 0.4 ? 0.12 : 0)}" r="0.07" fill="#fff3c8"/>`,
        )
        .join('')}</g>`;
    }
  }
  const defs = `${skyDef}${lampGlow}
<linearGradient id="parquet2" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#9c6436"/><stop offset="1" stop-color="#b97d47"/></linearGradient>
<radialGradient id="spot"><stop offset="0" stop-color="#fff1c4" stop-opacity=".4"/><stop offset="1" stop-color="#fff1c4" stop-opacity="0"/></radialGradient>`;
  return svgDoc(EVENT_W, EVENT_H, defs, b);
}
