// Delivery illustration (1280×853): a courier on a long-john cargo bike carrying a paper food bag
// along the Danube embankment, with the Parliament, the Buda hills and a Margaret Bridge hint behind.
import { C, n, rng, svgDoc } from '../lib.ts';
import { potMark } from './brand.ts';

export const DELIVERY_W = 1280;
export const DELIVERY_H = 853;

const GROUND = 796;

function parliament(): string {
  const col = '#d7b48a';
  const dark = '#c9a276';
  let s = `<g fill="${col}">`;
  // long body with the river-front wings
  s += `<rect x="70" y="420" width="560" height="58"/><rect x="110" y="402" width="150" height="20"/><rect x="440" y="402" width="150" height="20"/>`;
  // central dome and its spire
  s += `<rect x="300" y="360" width="100" height="62"/><path d="M292,362 Q350,250 408,362Z"/><rect x="345" y="262" width="10" height="24"/><path d="M350,222 L356,264 L344,264Z"/>`;
  // pinnacles along the roof
  for (let i = 0; i < 15; i++) {
    const x = 78 + i * 38;
    if (x > 285 && x < 405) continue;
    const h = i % 3 === 0 ? 40 : 22;
    s += `<path d="M${x},${420 - (x > 100 && x < 600 ? 18 : 0)} L${x + 4},${402 - h} L${x + 8},${420 - (x > 100 && x < 600 ? 18 : 0)}Z"/>`;
  }
  // the two towers flanking the dome
  s += `<rect x="262" y="360" width="16" height="60"/><path d="M262,360 L270,318 L278,360Z"/><rect x="422" y="360" width="16" height="60"/><path d="M422,360 L430,318 L438,360Z"/>`;
  s += '</g>';
  // windows rhythm
  let w = '';
  for (let x = 82; x < 620; x += 16) w += `M${x},432 v30`;
  s += `<path d="${w}" stroke="${dark}" stroke-width="6"/>`;
  return s;
}

function hills(): string {
  return `<path d="M640,478 C720,420 800,380 880,392 C950,400 990,360 1060,350 C1140,342 1200,380 1280,372 V478Z" fill="#c9c7a6"/>
<path d="M980,360 L980,330 L986,318 L992,330 L992,360Z" fill="#b5b391"/>
<path d="M820,478 C900,440 980,430 1060,440 C1140,448 1200,430 1280,424 V478Z" fill="#b7bb98"/>`;
}

/** Margaret Bridge hint: a long deck on shallow steel arches and stone piers, bending at the island. */
function bridge(): string {
  const deckY = 470;
  const water = 500;
  let arches = '';
  const piers = [-40, 150, 340, 530, 720];
  for (let i = 0; i < piers.length - 1; i++) {
    const a = piers[i] ?? 0;
    const b = piers[i + 1] ?? 0;
    arches += `M${a + 12},${water - 4} Q${(a + b) / 2},${deckY - 4} ${b - 2},${water - 4}`;
  }
  // second, receding leg after the bend at the island
  const piers2 = [720, 850, 970, 1080, 1180, 1290];
  let arches2 = '';
  for (let i = 0; i < piers2.length - 1; i++) {
    const a = piers2[i] ?? 0;
    const b = piers2[i + 1] ?? 0;
    const ya = deckY - (a - 720) * 0.03;
    const yb = deckY - (b - 720) * 0.03;
    arches2 += `M${a + 8},${n(water - 4 - (a - 720) * 0.035)} Q${(a + b) / 2},${n((ya + yb) / 2 - 2)} ${b - 2},${n(water - 4 - (b - 720) * 0.035)}`;
  }
  let pierRects = '';
  for (const p of [...piers, ...piers2]) {
    const lift = p > 720 ? (p - 720) * 0.035 : 0;
    pierRects += `<rect x="${p}" y="${n(deckY - 16 - lift)}" width="14" height="${n(water - deckY + 16)}" fill="#a79a84"/><rect x="${p - 2}" y="${n(deckY - 22 - lift)}" width="18" height="8" rx="2" fill="#978a74"/>`;
  }
  return `<g>
<path d="M-40,${deckY} L720,${deckY} L1290,${n(deckY - 570 * 0.03)}" stroke="#7f8a74" stroke-width="10" fill="none"/>
<path d="M-40,${deckY - 8} L720,${deckY - 8} L1290,${n(deckY - 8 - 570 * 0.03)}" stroke="#8f9a83" stroke-width="3" fill="none"/>
<path d="${arches}${arches2}" stroke="#6f7b66" stroke-width="7" fill="none"/>
${pierRects}
</g>`;
}

function river(): string {
  const r = rng(11);
  let glints = '';
  for (let i = 0; i < 26; i++) {
    const y = 506 + r() * 84;
    const x = r() * 1280;
    const w = 30 + r() * 90;
    glints += `M${n(x)},${n(y)}h${n(w)}`;
  }
  return `<rect y="496" width="${DELIVERY_W}" height="110" fill="url(#danube)"/>
<path d="${glints}" stroke="${C.cream}" stroke-opacity=".45" stroke-width="3" stroke-linecap="round"/>
<ellipse cx="1010" cy="540" rx="60" ry="6" fill="${C.ochreLight}" opacity=".5"/>`;
}

function quay(): string {
  let blocks = '';
  for (let x = 0; x < DELIVERY_W; x += 64) blocks += `M${x},606 v34 M${x + 32},623 v17`;
  return `<rect y="604" width="${DELIVERY_W}" height="38" fill="#cdb38c"/><path d="M0,623 H${DELIVERY_W}${blocks}" stroke="#b39973" stroke-width="2"/>
<rect y="598" width="${DELIVERY_W}" height="8" fill="#b8a07a"/>`;
}

function lamp(x: number): string {
  return `<g fill="${C.green}"><rect x="${x - 5}" y="470" width="10" height="172"/><rect x="${x - 11}" y="630" width="22" height="14" rx="3"/><path d="M${x - 30},478 Q${x},462 ${x + 30},478" stroke="${C.green}" stroke-width="6" fill="none"/></g>
<circle cx="${x - 30}" cy="490" r="11" fill="#fff3d2"/><circle cx="${x + 30}" cy="490" r="11" fill="#fff3d2"/><circle cx="${x}" cy="460" r="13" fill="#fff3d2"/>`;
}

function wheel(cx: number, cy: number, r: number): string {
  let spokes = '';
  for (let i = 0; i < 16; i++) {
    const a = (i * Math.PI) / 8;
    spokes += `M${cx},${cy}L${n(cx + Math.cos(a) * r * 0.9)},${n(cy + Math.sin(a) * r * 0.9)}`;
  }
  return `<circle cx="${cx}" cy="${cy}" r="${r - 6}" fill="none" stroke="${C.charcoal}" stroke-width="14"/><circle cx="${cx}" cy="${cy}" r="${r - 15}" fill="none" stroke="#9c948a" stroke-width="4"/><path d="${spokes}" stroke="#c9c1b6" stroke-width="2"/><circle cx="${cx}" cy="${cy}" r="10" fill="#6f6860"/>`;
}

function cargoBike(): string {
  const rear = [420, GROUND - 95] as const;
  const front = [1000, GROUND - 60] as const;
  const bb = [545, 712] as const;
  const seat = [480, 528] as const;
  const head = [690, 520] as const;
  const steerLow = [712, 628] as const;
  const frame = `M${rear[0]},${rear[1]} L${bb[0]},${bb[1]} L${seat[0]},${seat[1] + 14} L${rear[0]},${rear[1]} M${seat[0]},${seat[1] + 14} L${head[0]},${head[1] + 36} M${bb[0]},${bb[1]} L${steerLow[0]},${steerLow[1]} M${head[0]},${head[1]} L${steerLow[0]},${steerLow[1]} L740,728 L925,728 L${front[0]},${front[1]}`;
  const box = `<g>
<rect x="742" y="586" width="196" height="130" rx="8" fill="#7a4a24"/>
<rect x="748" y="592" width="184" height="118" rx="6" fill="${C.paprika}"/>
<path d="M748,630 H932 M748,670 H932" stroke="${C.paprikaDark}" stroke-width="3"/>
<g transform="translate(812 618) scale(.88)">${potMark(C.cream, C.cream)}</g>
</g>`;
  const bag = `<g>
<path d="M768,600 L770,470 L880,470 L884,600Z" fill="#c79a62"/>
<path d="M770,470 L780,458 L790,470 L800,458 L810,470 L820,458 L830,470 L840,458 L850,470 L860,458 L870,470 L880,458 L880,470Z" fill="#d9b27c"/>
<path d="M880,470 L900,480 L902,600 L884,600Z" fill="#a97c47"/>
<path d="M800,478 Q825,446 850,478" stroke="#8c6536" stroke-width="5" fill="none"/>
<circle cx="826" cy="532" r="30" fill="${C.cream}"/>
<g transform="translate(807 514) scale(.6)">${potMark(C.paprika, C.green)}</g>
</g>`;
  return `<ellipse cx="700" cy="${GROUND + 6}" rx="380" ry="14" fill="#000" opacity=".22"/>
${wheel(rear[0], rear[1], 95)}${wheel(front[0], front[1], 60)}
${bag}${box}
<path d="${frame}" stroke="${C.green}" stroke-width="15" stroke-linecap="round" stroke-linejoin="round" fill="none"/>
<path d="M722,650 L${front[0]},${front[1]}" stroke="#6f6860" stroke-width="4"/>
<path d="M${head[0]},${head[1]} L680,492 L650,488" stroke="${C.charcoal}" stroke-width="10" stroke-linecap="round" fill="none"/>
<path d="M452,520 Q484,508 512,520 L506,532 L458,532Z" fill="${C.charcoal}"/>
<circle cx="${bb[0]}" cy="${bb[1]}" r="20" fill="none" stroke="#6f6860" stroke-width="6"/>`;
}

function rider(part: 'far' | 'near'): string {
  const skin = '#e2ae86';
  const hip = [492, 512] as const;
  // far leg (pedal up/back), near leg (pedal down/front)
  const farKnee = [600, 560] as const;
  const farFoot = [520, 680] as const;
  const nearKnee = [598, 610] as const;
  const nearFoot = [578, 738] as const;
  const far = `<path d="M${hip[0]},${hip[1]} L${farKnee[0]},${farKnee[1]} L${farFoot[0]},${farFoot[1]}" stroke="#1f1b19" stroke-width="38" stroke-linecap="round" stroke-linejoin="round" fill="none"/>
<rect x="${farFoot[0] - 14}" y="${farFoot[1] - 4}" width="56" height="20" rx="9" fill="${C.cream}" transform="rotate(8 ${farFoot[0]} ${farFoot[1]})"/>
<path d="M545,712 L520,688" stroke="#6f6860" stroke-width="8" stroke-linecap="round"/>`;
  const near = `<path d="M545,712 L578,742" stroke="#6f6860" stroke-width="8" stroke-linecap="round"/>
<path d="M${hip[0]},${hip[1]} L${nearKnee[0]},${nearKnee[1]} L${nearFoot[0]},${nearFoot[1]}" stroke="${C.charcoal}" stroke-width="40" stroke-linecap="round" stroke-linejoin="round" fill="none"/>
<rect x="${nearFoot[0] - 16}" y="${nearFoot[1] - 6}" width="60" height="21" rx="9" fill="${C.cream}"/>
<path d="M470,520 C470,440 520,372 600,352 C632,346 650,370 640,398 C620,440 560,488 540,528Z" fill="${C.paprika}"/>
<path d="M500,500 C520,440 560,392 612,366" stroke="${C.ochre}" stroke-width="8" fill="none" stroke-linecap="round"/>
<path d="M612,372 L662,440 L652,488" stroke="${C.paprikaDark}" stroke-width="28" stroke-linecap="round" stroke-linejoin="round" fill="none"/>
<circle cx="652" cy="490" r="13" fill="${skin}"/>
<path d="M606,350 L628,328" stroke="${skin}" stroke-width="24" stroke-linecap="round"/>
<g transform="translate(4 8)"><circle cx="640" cy="296" r="36" fill="${skin}"/>
<path d="M602,296 C598,254 630,240 656,244 C684,248 694,272 690,290 Z" fill="${C.green}"/>
<path d="M612,262 C630,252 660,252 680,266" stroke="${C.ochre}" stroke-width="6" fill="none"/>
<path d="M688,286 L712,292 L688,296Z" fill="${C.greenDark}"/>
<path d="M618,300 Q612,312 620,322" stroke="#4a2e1a" stroke-width="8" fill="none" stroke-linecap="round"/>
<circle cx="662" cy="298" r="4" fill="${C.charcoal}"/>
<path d="M660,316 Q670,320 676,312" stroke="${C.charcoal}" stroke-width="3" fill="none" stroke-linecap="round"/></g>`;
  return part === 'far' ? far : near;
}

export function deliverySvg(): string {
  const defs = `<linearGradient id="dsky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#f6dfb9"/><stop offset=".55" stop-color="#f9ead2"/><stop offset="1" stop-color="${C.cream}"/></linearGradient>
<linearGradient id="danube" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#8fb0a6"/><stop offset="1" stop-color="#5e8781"/></linearGradient>
<linearGradient id="road" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#57504a"/><stop offset="1" stop-color="#3b3531"/></linearGradient>`;
  let b = `<rect width="${DELIVERY_W}" height="${DELIVERY_H}" fill="url(#dsky)"/>`;
  b += `<circle cx="1010" cy="190" r="84" fill="${C.ochreLight}" opacity=".6"/><circle cx="1010" cy="190" r="130" fill="${C.ochreLight}" opacity=".15"/>`;
  b += `<g fill="#fff" opacity=".6"><ellipse cx="240" cy="150" rx="90" ry="16"/><ellipse cx="300" cy="136" rx="60" ry="14"/><ellipse cx="760" cy="110" rx="110" ry="14"/></g>`;
  b += hills() + parliament();
  b += `<rect y="476" width="${DELIVERY_W}" height="22" fill="#cdb48e"/>`;
  b += river() + bridge() + quay();
  b += lamp(150) + lamp(1150);
  b += `<rect y="642" width="${DELIVERY_W}" height="${DELIVERY_H - 642}" fill="url(#road)"/>`;
  b += `<rect y="642" width="${DELIVERY_W}" height="10" fill="#6b625a"/>`;
  b += `<path d="M0,830 H${DELIVERY_W}" stroke="${C.cream}" stroke-width="7" stroke-dasharray="70 50" opacity=".55"/>`;
  b += `<g stroke="${C.cream}" stroke-width="7" stroke-linecap="round" opacity=".75"><path d="M120,690 H280"/><path d="M80,730 H260"/><path d="M140,770 H290"/></g>`;
  b += rider('far') + cargoBike() + rider('near');
  return svgDoc(DELIVERY_W, DELIVERY_H, defs, b);
}
