// Home page hero: a cosy table seen from above. The left ~45% stays dark and calm for text.
import { blur, C, n, rng, svgDoc } from '../lib.ts';
import { bowlDefs, breadSlice, foodDefs, goulashBowl, pepper, roll, wineDef, wineGlassTop } from './food.ts';

export const HERO_W = 1920;
export const HERO_H = 900;

function planks(): string {
  const r = rng(7);
  const edges = [0, 165, 345, 520, 705, 900];
  const tones = ['#6b4428', '#5f3b22', '#714a2c', '#654026', '#5a3820'];
  let out = '';
  for (let i = 0; i < edges.length - 1; i++) {
    const y0 = edges[i] ?? 0;
    const y1 = edges[i + 1] ?? 900;
    out += `<rect x="0" y="${y0}" width="${HERO_W}" height="${y1 - y0}" fill="${tones[i]}"/>`;
    out += `<rect x="0" y="${y0}" width="${HERO_W}" height="${y1 - y0}" fill="url(#plankShade)"/>`;
    for (let g = 0; g < 7; g++) {
      const y = y0 + 12 + r() * (y1 - y0 - 24);
      const a = (r() - 0.5) * 26;
      const b = (r() - 0.5) * 26;
      out += `<path d="M-10,${n(y)} C500,${n(y + a)} 900,${n(y - a)} 1300,${n(y + b)} S1800,${n(y - b * 0.5)} 1940,${n(y + a * 0.3)}" fill="none" stroke="#2f1c10" stroke-opacity="${n(0.18 + r() * 0.18)}" stroke-width="${n(1.5 + r() * 2.5)}"/>`;
    }
    const kx = 200 + r() * 1500;
    const ky = (y0 + y1) / 2 + (r() - 0.5) * 40;
    out += `<ellipse cx="${n(kx)}" cy="${n(ky)}" rx="26" ry="9" fill="none" stroke="#2f1c10" stroke-opacity=".35" stroke-width="3"/><ellipse cx="${n(kx)}" cy="${n(ky)}" rx="9" ry="4" fill="#2f1c10" opacity=".45"/>`;
    if (i > 0) out += `<rect x="0" y="${y0 - 2}" width="${HERO_W}" height="5" fill="#23150c"/>`;
  }
  return out;
}

function cloth(): string {
  return `<g transform="rotate(-9 1400 520)">
<rect x="1012" y="244" width="1200" height="900" fill="#000" opacity=".45" filter="url(#soft)"/>
<rect x="1000" y="230" width="1200" height="900" fill="url(#gingham)"/>
<rect x="1000" y="230" width="1200" height="900" fill="url(#clothShade)"/>
<rect x="1022" y="252" width="1200" height="900" fill="none" stroke="${C.cream}" stroke-opacity=".8" stroke-width="3" stroke-dasharray="10 8"/>
<rect x="1000" y="230" width="1200" height="900" fill="none" stroke="#7c1a14" stroke-opacity=".5" stroke-width="3"/>
</g>`;
}

function basket(): string {
  return `<g transform="translate(1735 150) rotate(-12)">
<ellipse rx="250" ry="190" cx="14" cy="20" fill="#000" opacity=".5" filter="url(#soft)"/>
<ellipse rx="245" ry="185" fill="url(#wicker)"/>
<ellipse rx="245" ry="185" fill="url(#basketShade)"/>
<ellipse rx="236" ry="176" fill="none" stroke="#7a4a1c" stroke-width="26"/>
<ellipse rx="236" ry="176" fill="none" stroke="#d9a55a" stroke-width="13" stroke-dasharray="20 9"/>
<path d="M-205,-40 L-120,-150 L170,-140 L215,60 L60,165 L-160,120Z" fill="${C.cream}"/>
<path d="M-190,-46 L-112,-140 M-172,-52 L-100,-144 M200,58 L52,154 M188,48 L44,142" stroke="${C.paprika}" stroke-width="7"/>
<path d="M-205,-40 L-120,-150 L170,-140 L215,60 L60,165 L-160,120Z" fill="url(#linenShade)"/>
${breadSlice(-70, 40, 1.05, -20, 11)}
${breadSlice(10, 25, 1.05, -8, 12)}
${breadSlice(85, 10, 1.05, 6, 13)}
${roll(-120, -70, 62)}
</g>`;
}

function spoon(): string {
  return `<g transform="translate(1395 610) rotate(38)">
<path d="M40,-9 L300,-14 Q318,0 300,14 L40,9Z" fill="#000" opacity=".35" transform="translate(10 12)" filter="url(#soft)"/>
<path d="M40,-7 C120,-8 220,-16 290,-20 Q326,0 290,20 C220,16 120,8 40,7Z" fill="url(#steel)"/>
<ellipse rx="58" ry="40" fill="url(#steel)"/>
<ellipse rx="50" ry="33" fill="#a93616"/>
<ellipse rx="46" ry="29" cx="-2" fill="#c0471a"/>
<rect x="-14" y="-12" width="22" height="20" rx="6" fill="#5c2414" transform="rotate(20)"/>
<circle cx="18" cy="8" r="9" fill="#e7b552"/>
<path d="M-40,-26 A50,35 0 0 1 10,-36" fill="none" stroke="#fff" stroke-opacity=".8" stroke-width="4" stroke-linecap="round"/>
</g>`;
}

function paprikaDish(x: number, y: number): string {
  const r = rng(21);
  let specks = '';
  for (let i = 0; i < 40; i++) {
    const a = r() * Math.PI * 2;
    const d = Math.sqrt(r()) * 44;
    specks += `<circle cx="${n(Math.cos(a) * d)}" cy="${n(Math.sin(a) * d)}" r="${n(1.2 + r() * 2)}" fill="${r() > 0.5 ? '#7a150d' : '#e4593a'}"/>`;
  }
  let dust = '';
  for (let i = 0; i < 30; i++) {
    const a = r() * Math.PI * 2;
    const d = 75 + r() * 50;
    dust += `<circle cx="${n(Math.cos(a) * d + 40)}" cy="${n(Math.sin(a) * d * 0.7 + 20)}" r="${n(1 + r() * 2.2)}" fill="#c2341f" opacity=".8"/>`;
  }
  return `<g transform="translate(${x} ${y})">${dust}
<circle r="72" cx="8" cy="10" fill="#000" opacity=".45" filter="url(#soft)"/>
<circle r="70" fill="url(#rim)"/>
<circle r="70" fill="none" stroke="${C.green}" stroke-width="4"/>
<circle r="55" fill="url(#powder)"/>${specks}
<path d="M-58,-24 A62,62 0 0 1 -24,-58" fill="none" stroke="#fff" stroke-opacity=".8" stroke-width="5" stroke-linecap="round"/>
<g transform="rotate(-35)"><rect x="10" y="-6" width="120" height="12" rx="6" fill="#b98650"/><ellipse cx="6" rx="20" ry="14" fill="#c99660"/><ellipse cx="6" rx="14" ry="9" fill="#b3261e"/></g>
</g>`;
}

function steam(): string {
  return `<g fill="none" stroke="#fff" stroke-linecap="round" filter="url(#steamBlur)">
<path d="M1250,470 C1170,400 1310,340 1230,250 S1290,130 1210,40" stroke-width="40" stroke-opacity=".32"/>
<path d="M1340,440 C1420,370 1290,310 1370,230 S1300,110 1390,20" stroke-width="32" stroke-opacity=".26"/>
<path d="M1290,540 C1240,450 1330,400 1285,310" stroke-width="26" stroke-opacity=".3"/>
</g>`;
}

export function heroDefs(): string {
  return `${foodDefs}${bowlDefs}${wineDef}${blur('soft', 10)}${blur('steamBlur', 14)}
<linearGradient id="plankShade" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#fff" stop-opacity=".06"/><stop offset=".5" stop-color="#fff" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity=".18"/></linearGradient>
<pattern id="gingham" width="56" height="56" patternUnits="userSpaceOnUse"><rect width="56" height="56" fill="${C.cream}"/><rect width="28" height="56" fill="${C.paprika}" opacity=".55"/><rect width="56" height="28" fill="${C.paprika}" opacity=".55"/></pattern>
<linearGradient id="clothShade" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#000" stop-opacity=".28"/><stop offset=".35" stop-color="#000" stop-opacity="0"/><stop offset=".6" stop-color="#fff" stop-opacity=".08"/><stop offset="1" stop-color="#000" stop-opacity=".15"/></linearGradient>
<pattern id="wicker" width="36" height="24" patternUnits="userSpaceOnUse"><rect width="36" height="24" fill="#8f5a25"/><rect x="1" y="1" width="16" height="10" rx="5" fill="#c48a45"/><rect x="19" y="13" width="16" height="10" rx="5" fill="#c48a45"/><rect x="19" y="1" width="16" height="10" rx="5" fill="#a86f31"/><rect x="1" y="13" width="16" height="10" rx="5" fill="#a86f31"/></pattern>
<radialGradient id="basketShade" cx=".5" cy=".5" r=".5"><stop offset=".55" stop-color="#000" stop-opacity=".3"/><stop offset="1" stop-color="#000" stop-opacity="0"/></radialGradient>
<linearGradient id="linenShade" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#fff" stop-opacity="0"/><stop offset="1" stop-color="#6b4a2a" stop-opacity=".35"/></linearGradient>
<radialGradient id="powder" cx=".45" cy=".42" r=".6"><stop offset="0" stop-color="#d9452a"/><stop offset="1" stop-color="#8e1f12"/></radialGradient>
<linearGradient id="leftDark" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#120c09" stop-opacity=".84"/><stop offset=".3" stop-color="#120c09" stop-opacity=".72"/><stop offset=".45" stop-color="#120c09" stop-opacity=".42"/><stop offset=".58" stop-color="#120c09" stop-opacity="0"/></linearGradient>
<radialGradient id="warm" cx=".66" cy=".5" r=".55"><stop offset="0" stop-color="${C.ochreLight}" stop-opacity=".16"/><stop offset="1" stop-color="${C.ochreLight}" stop-opacity="0"/></radialGradient>
<radialGradient id="vignette" cx=".62" cy=".5" r=".8"><stop offset=".6" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity=".45"/></radialGradient>`;
}

export function heroBody(): string {
  return `${planks()}
${cloth()}
${paprikaDish(955, 735)}
${wineGlassTop(1020, 185, 98)}
${goulashBowl(1290, 505, 255, 3)}
${spoon()}
${basket()}
${pepper(1665, 850, 230, -16)}
${pepper(1745, 560, 190, 24, -0.1)}
${pepper(1090, 865, 190, -6)}
${steam()}
<rect width="${HERO_W}" height="${HERO_H}" fill="url(#warm)"/>
<rect width="${HERO_W}" height="${HERO_H}" fill="url(#vignette)"/>
<rect width="${HERO_W}" height="${HERO_H}" fill="url(#leftDark)"/>`;
}

export function heroSvg(): string {
  return svgDoc(HERO_W, HERO_H, heroDefs(), heroBody());
}
