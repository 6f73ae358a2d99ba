// Perspective interiors for the events page: small hall, wine cellar, large hall (1280×853).
import { blur, C, type Cam, fquad, hquad, n, poly, proj, radial, scale, squad, svgDoc } from '../lib.ts';
import { at, bottle, candle, diningTable, flowers, pendant, type TableStyle, wineGlass } from './interior.ts';

export const EVENT_W = 1280;
export const EVENT_H = 853;

const lampGlow = radial('lampGlow', [
  [0, '#ffe9b0', 0.55],
  [0.4, '#ffd47a', 0.18],
  [1, '#ffd47a', 0],
]);

/** Straight floor lines converging to the vanishing point (planks / tiles). */
function floorLines(
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

function sideWindow(cam: Cam, x: number, y0: number, y1: number, z0: number, z1: number): string {
  const zm = (z0 + z1) / 2;
  const ym = y0 + (y1 - y0) * 0.62;
  const a = proj(cam, x, y0, zm);
  const b = proj(cam, x, y1, zm);
  const c = proj(cam, x, ym, z0);
  const d = proj(cam, x, ym, z1);
  return `${poly(squad(cam, x, y0 - 0.08, y1 + 0.08, z0 - 0.08, z1 + 0.08), 'fill="#fffaf2"')}${poly(squad(cam, x, y0, y1, z0, z1), 'fill="url(#sky)"')}<path d="M${n(a[0])},${n(a[1])}L${n(b[0])},${n(b[1])}M${n(c[0])},${n(c[1])}L${n(d[0])},${n(d[1])}" stroke="#fffaf2" stroke-width="${n(scale(cam, 0.07, zm))}"/>`;
}

function backWindow(cam: Cam, x0: number, x1: number, y0: number, y1: number, z: number): string {
  const xm = (x0 + x1) / 2;
  const ym = y0 + (y1 - y0) * 0.62;
  const a = proj(cam, xm, y0, z);
  const b = proj(cam, xm, y1, z);
  const c = proj(cam, x0, ym, z);
  const d = proj(cam, x1, ym, z);
  return `${poly(fquad(cam, x0 - 0.08, x1 + 0.08, y0 - 0.08, y1 + 0.08, z), 'fill="#fffaf2"')}${poly(fquad(cam, x0, x1, y0, y1, z), 'fill="url(#sky)"')}<path d="M${n(a[0])},${n(a[1])}L${n(b[0])},${n(b[1])}M${n(c[0])},${n(c[1])}L${n(d[0])},${n(d[1])}" stroke="#fffaf2" stroke-width="${n(scale(cam, 0.06, z))}"/>`;
}

const skyDef = `<linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#cfe4ee"/><stop offset=".7" stop-color="#eef5ef"/><stop offset="1" stop-color="#d6e3c6"/></linearGradient>`;

// ---------------------------------------------------------------------------------------------
export function smallHallSvg(): string {
  const cam: Cam = { f: 640, vx: 640, vy: 350, h: 1.55 };
  const X = 3.6;
  const H = 3.0;
  const ZB = 11;
  const ZN = 0.4;
  let b = `<rect width="${EVENT_W}" height="${EVENT_H}" fill="${C.cream}"/>`;
  b += poly(hquad(cam, -X, X, H, ZN, ZB), 'fill="#fbf5ea"');
  b += poly(squad(cam, -X, 0, H, ZN, ZB), 'fill="#f3e7d3"');
  b += poly(squad(cam, X, 0, H, ZN, ZB), 'fill="#efe1c9"');
  b += poly(fquad(cam, -X, X, 0, H, ZB), 'fill="#f7efe3"');
  // wainscot (deep green)
  b += poly(squad(cam, -X, 0, 0.95, ZN, ZB), `fill="${C.green}"`);
  b += poly(squad(cam, X, 0, 0.95, ZN, ZB), `fill="${C.greenDark}"`);
  b += poly(fquad(cam, -X, X, 0, 0.95, ZB), `fill="${C.green}"`);
  // floor
  b += poly(hquad(cam, -X, X, 0, ZN, ZB), 'fill="url(#parquet)"');
  b += floorLines(cam, -X, X, 0.3, ZN, ZB, '#8a5a34');
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

// ---------------------------------------------------------------------------------------------
function vault(cam: Cam, X: number, wallH: number, rise: number, z: number): [number, number][] {
  const out: [number, number][] = [];
  for (let i = 0; i <= 24; i++) {
    const t = (Math.PI * i) / 24;
    out.push(proj(cam, X * Math.cos(t), wallH + rise * Math.sin(t), z) as [number, number]);
  }
  return out;
}

function barrelEnd(): string {
  return `<circle r="0.36" fill="#6b3d1f"/><circle r="0.36" fill="none" stroke="#2b2623" stroke-width="0.045"/><circle r="0.27" fill="#8a5530"/><circle r="0.27" fill="none" stroke="#2b2623" stroke-width="0.03"/><path d="M-0.25,-0.08H0.25M-0.26,0.08H0.26" stroke="#5a3820" stroke-width="0.015"/><circle r="0.035" cy="0.15" fill="${C.ochre}"/>`;
}

export function cellarSvg(): string {
  const cam: Cam = { f: 620, vx: 640, vy: 400, h: 1.5 };
  const X = 2.7;
  const WH = 1.7;
  const R = 1.3;
  const ZB = 9;
  const ZN = 0.35;
  let b = `<rect width="${EVENT_W}" height="${EVENT_H}" fill="url(#brick)"/><rect width="${EVENT_W}" height="${EVENT_H}" fill="#2a130a" opacity=".35"/>`;
  // floor (stone)
  b += poly(hquad(cam, -X, X, 0, ZN, ZB), 'fill="#4a3a30"');
  b += floorLines(cam, -X, X, 0.6, ZN, ZB, '#2e241e');
  for (const z of [1, 1.6, 2.4, 3.4, 4.6, 6, 7.5]) {
    const a = proj(cam, -X, 0, z);
    const c = proj(cam, X, 0, z);
    b += `<path d="M${n(a[0])},${n(a[1])}H${n(c[0])}" stroke="#2e241e" stroke-width="1.5"/>`;
  }
  // back wall: arch with wine rack
  const back = [proj(cam, -X, 0, ZB), ...vault(cam, X, WH, R, ZB), proj(cam, X, 0, ZB)];
  b += poly(back, 'fill="url(#brick)"');
  b += poly(back, 'fill="#f2a64a" opacity=".18"');
  const rk = fquad(cam, -1.6, 1.6, 0.1, 2.2, ZB);
  b += poly(rk, `fill="${C.woodDark}"`);
  const [rx0, ry0] = proj(cam, -1.6, 2.2, ZB);
  const cell = scale(cam, 0.2, ZB);
  let dots = '';
  for (let i = 0; i < 16; i++)
    for (let j = 0; j < 10; j++)
      dots += `<circle cx="${n(rx0 + cell * (i + 0.5))}" cy="${n(ry0 + cell * (j + 0.55))}" r="${n(cell * 0.32)}" fill="${(i * 7 + j * 3) % 5 === 0 ? '#c9b06b' : '#1f2a1c'}"/>`;
  b += dots;
  // vault ribs
  for (const z of [7.5, 6, 4.5, 3, 1.5]) {
    const v = vault(cam, X, WH, R, z);
    b += `<polyline points="${v.map(([a, c]) => `${n(a)},${n(c)}`).join(' ')}" fill="none" stroke="#c98b5a" stroke-opacity=".55" stroke-width="${n(scale(cam, 0.22, z))}"/>`;
    b += `<polyline points="${v.map(([a, c]) => `${n(a)},${n(c)}`).join(' ')}" fill="none" stroke="#3a1c0f" stroke-opacity=".4" stroke-width="${n(scale(cam, 0.04, z))}" transform="translate(0 ${n(scale(cam, 0.12, z))})"/>`;
    for (const sx of [-X, X]) {
      const a = proj(cam, sx, 0, z);
      const c = proj(cam, sx, WH, z);
      b += `<path d="M${n(a[0])},${n(a[1])}L${n(c[0])},${n(c[1])}" stroke="#c98b5a" stroke-opacity=".45" stroke-width="${n(scale(cam, 0.22, z))}"/>`;
    }
  }
  // barrel stacks along the back
  for (const [x, y, z] of [
    [-2.2, 0.36, 8.3],
    [-1.45, 0.36, 8.3],
    [-1.82, 1.0, 8.3],
    [2.2, 0.36, 8.3],
    [1.45, 0.36, 8.3],
    [1.82, 1.0, 8.3],
    [-2.25, 0.36, 6.4],
    [-2.25, 1.0, 6.4],
  ] as const) {
    const [px, py] = proj(cam, x, y, z);
    b += `<g transform="translate(${n(px)} ${n(py)}) scale(${n(scale(cam, 1, z))})">${barrelEnd()}</g>`;
  }
  // bar counter on the right
  b += poly(squad(cam, 1.3, 0, 1.1, 1.6, 5.8), `fill="${C.woodDark}"`);
  b += poly(squad(cam, 1.3, 0.15, 1.0, 1.6, 5.8), 'fill="url(#barPanel)"');
  b += poly(hquad(cam, 1.2, 1.9, 1.1, 1.6, 5.8), `fill="${C.woodLight}"`);
  b += poly(fquad(cam, 1.3, 1.9, 0, 1.1, 1.6), `fill="${C.wood}"`);
  // bottles on the wall shelf behind the bar
  for (const z of [2.4, 3.4, 4.4]) {
    b += poly(squad(cam, X, 1.35, 1.4, z - 0.45, z + 0.45), `fill="${C.woodLight}"`);
  }
  // glasses on the bar
  for (const z of [2.2, 3.1, 4.0, 4.9]) b += at(cam, 1.55, 1.1, z, wineGlass(true));
  // barrel tables with candles on the left
  for (const z of [2.6, 4.6]) {
    b += poly(fquad(cam, -1.75, -1.05, 0, 1.0, z), 'fill="url(#staves)"');
    b += `<path d="M${n(proj(cam, -1.75, 0.25, z)[0])},${n(proj(cam, -1.75, 0.25, z)[1])}H${n(proj(cam, -1.05, 0.25, z)[0])}M${n(proj(cam, -1.75, 0.75, z)[0])},${n(proj(cam, -1.75, 0.75, z)[1])}H${n(proj(cam, -1.05, 0.75, z)[0])}" stroke="#2b2623" stroke-width="${n(scale(cam, 0.04, z))}"/>`;
    b += `<ellipse cx="${n(proj(cam, -1.4, 1.0, z + 0.3)[0])}" cy="${n(proj(cam, -1.4, 1.0, z + 0.3)[1])}" rx="${n(scale(cam, 0.38, z + 0.3))}" ry="${n(scale(cam, 0.08, z + 0.3))}" fill="#7a4a28"/>`;
    b += `<circle cx="${n(proj(cam, -1.4, 1.15, z + 0.3)[0])}" cy="${n(proj(cam, -1.4, 1.15, z + 0.3)[1])}" r="${n(scale(cam, 0.6, z))}" fill="url(#lampGlow)"/>`;
    b += at(cam, -1.4, 1.0, z + 0.3, candle());
    b += at(cam, -1.62, 1.0, z + 0.25, wineGlass(true));
    b += at(cam, -1.15, 1.0, z + 0.35, bottle('#1f3a26', C.cream, 0.3));
  }
  for (const z of [2, 4, 6.2]) {
    const lamp = `<path d="M-0.16,0.14 Q-0.14,-0.02 0,-0.04 Q0.14,-0.02 0.16,0.14Z" fill="${C.ochreDark}"/><circle cy="0.15" r="0.06" fill="#fff3c8"/>`;
    const top = proj(cam, 0, WH + R, z);
    const lp = proj(cam, 0, 2.3, z);
    b += `<circle cx="${n(lp[0])}" cy="${n(lp[1] + scale(cam, 0.15, z))}" r="${n(scale(cam, 1.3, z))}" fill="url(#lampGlow)"/>`;
    b += `<line x1="${n(top[0])}" y1="${n(top[1])}" x2="${n(lp[0])}" y2="${n(lp[1])}" stroke="#1a0f08" stroke-width="2"/>${at(cam, 0, 2.3, z, lamp)}`;
  }
  // bar stools
  for (const z of [2.3, 3.5, 4.7]) {
    b += at(
      cam,
      1.0,
      0,
      z,
      `<rect x="-0.02" y="-0.7" width="0.04" height="0.7" fill="#2b2623"/><ellipse cy="-0.72" rx="0.2" ry="0.05" fill="${C.paprikaDark}"/><ellipse cy="-0.25" rx="0.12" ry="0.02" fill="none" stroke="#2b2623" stroke-width="0.02"/>`,
    );
  }
  b += `<rect width="${EVENT_W}" height="${EVENT_H}" fill="url(#cellarVig)"/>`;
  const defs = `${lampGlow}${blur('soft', 6)}
<pattern id="brick" width="64" height="28" patternUnits="userSpaceOnUse"><rect width="64" height="28" fill="#4e2a1a"/><rect x="1" y="1" width="30" height="12" rx="2" fill="#8e4a2c"/><rect x="33" y="1" width="30" height="12" rx="2" fill="#a05634"/><rect x="-15" y="15" width="30" height="12" rx="2" fill="#9a5030"/><rect x="17" y="15" width="30" height="12" rx="2" fill="#86442a"/><rect x="49" y="15" width="30" height="12" rx="2" fill="#9a5030"/></pattern>
<linearGradient id="barPanel" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${C.wood}"/><stop offset="1" stop-color="${C.woodDark}"/></linearGradient>
<linearGradient id="staves" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#4a2a14"/><stop offset=".5" stop-color="#9a6336"/><stop offset="1" stop-color="#4a2a14"/></linearGradient>
<radialGradient id="cellarVig" cx=".5" cy=".45" r=".75"><stop offset=".5" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity=".55"/></radialGradient>`;
  return svgDoc(EVENT_W, EVENT_H, defs, b);
}

// ---------------------------------------------------------------------------------------------
export function largeHallSvg(): string {
  const cam: Cam = { f: 560, vx: 640, vy: 320, h: 1.75 };
  const X = 5;
  const H = 4.2;
  const ZB = 16;
  const ZN = 0.4;
  let b = `<rect width="${EVENT_W}" height="${EVENT_H}" fill="${C.cream}"/>`;
  b += poly(hquad(cam, -X, X, H, ZN, ZB), 'fill="#f6ecdb"');
  // ceiling beams
  for (const z of [2, 4, 6, 8, 10, 12, 14])
    b += poly(hquad(cam, -X, X, H - 0.01, z, z + 0.25), `fill="${C.woodLight}"`);
  b += poly(squad(cam, -X, 0, H, ZN, ZB), 'fill="#efe0c6"');
  b += poly(squad(cam, X, 0, H, ZN, ZB), 'fill="#eadbc0"');
  b += poly(fquad(cam, -X, X, 0, H, ZB), 'fill="#f3e6d0"');
  b += poly(hquad(cam, -X, X, 0, ZN, ZB), 'fill="url(#parquet2)"');
  b += floorLines(cam, -X, X, 0.5, ZN, ZB, '#8a5a34');
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
