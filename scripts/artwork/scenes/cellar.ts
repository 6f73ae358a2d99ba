// The wine cellar of the events page: a brick vault with barrels and a bar.
import { blur, C, type Cam, fquad, hquad, n, poly, proj, scale, squad, svgDoc } from '../lib.ts';
import { at, bottle, candle, wineGlass } from './interior.ts';
import { EVENT_H, EVENT_W, floor, lampGlow } from './room.ts';

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
  b += floor({ cam, X, H: WH + R, ZN, ZB }, 'fill="#4a3a30"', 0.6, '#2e241e');
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
