// Delivery illustration: courier on a bicycle with a paper food bag, Budapest skyline hint (1280×853).
import { C, n, rng, svgDoc } from '../lib.ts';

export const DELIVERY_W = 1280;
export const DELIVERY_H = 853;

function skyline(): string {
  const r = rng(7);
  let far = '';
  // Parliament-like silhouette: long body, central dome, spires
  far += `<g fill="#e2c9a4"><rect x="140" y="470" width="560" height="140"/><path d="M360,470 Q420,330 480,470Z"/><rect x="414" y="320" width="12" height="40"/><path d="M420,300 L426,322 L414,322Z"/>`;
  for (let i = 0; i < 9; i++) {
    const x = 160 + i * 64;
    far += `<rect x="${x}" y="440" width="14" height="40"/><path d="M${x},440 L${x + 7},412 L${x + 14},440Z"/>`;
  }
  far += '</g>';
  let near = '';
  let x = 0;
  while (x < DELIVERY_W) {
    const w = 70 + r() * 90;
    const h = 90 + r() * 140;
    const y = 640 - h;
    near += `<rect x="${n(x)}" y="${n(y)}" width="${n(w + 1)}" height="${n(h)}" fill="${r() > 0.5 ? '#b7c3a8' : '#a9b89c'}"/>`;
    near += `<path d="M${n(x - 4)},${n(y)} L${n(x + w / 2)},${n(y - 24 - r() * 20)} L${n(x + w + 5)},${n(y)}Z" fill="#9aab8f"/>`;
    for (let wy = y + 18; wy < 610; wy += 34)
      for (let wx = x + 12; wx < x + w - 16; wx += 26)
        near += `<rect x="${n(wx)}" y="${n(wy)}" width="12" height="18" rx="2" fill="#f7efe3" opacity=".55"/>`;
    x += w;
  }
  return far + near;
}

function wheel(cx: number, cy: number, r: number): string {
  let spokes = '';
  for (let i = 0; i < 12; i++) {
    const a = (i * Math.PI) / 6;
    spokes += `M${cx},${cy}L${n(cx + Math.cos(a) * r * 0.92)},${n(cy + Math.sin(a) * r * 0.92)}`;
  }
  return `<circle cx="${cx}" cy="${cy}" r="${r}" fill="none" stroke="${C.charcoal}" stroke-width="16"/><circle cx="${cx}" cy="${cy}" r="${r - 10}" fill="none" stroke="#8d857c" stroke-width="4"/><path d="${spokes}" stroke="#b8b0a6" stroke-width="2"/><circle cx="${cx}" cy="${cy}" r="9" fill="#6f6860"/>`;
}

export function deliverySvg(): string {
  const rw: [number, number] = [440, 650];
  const fw: [number, number] = [850, 650];
  const bb: [number, number] = [615, 655];
  const seat: [number, number] = [580, 470];
  const head: [number, number] = [790, 460];
  let b = `<rect width="${DELIVERY_W}" height="${DELIVERY_H}" fill="url(#dsky)"/>`;
  b += `<circle cx="1010" cy="200" r="90" fill="${C.ochreLight}" opacity=".55"/>`;
  b += skyline();
  // street
  b += `<rect y="640" width="${DELIVERY_W}" height="30" fill="#d8c7ad"/><rect y="668" width="${DELIVERY_W}" height="${DELIVERY_H - 668}" fill="#4a413b"/>`;
  b += `<path d="M0,790 H${DELIVERY_W}" stroke="${C.cream}" stroke-width="8" stroke-dasharray="70 50" opacity=".7"/>`;
  b += `<ellipse cx="640" cy="760" rx="330" ry="16" fill="#000" opacity=".25"/>`;
  // speed lines
  b += `<g stroke="${C.cream}" stroke-width="8" stroke-linecap="round" opacity=".8"><path d="M150,470 H330"/><path d="M110,540 H300"/><path d="M190,610 H320"/></g>`;
  // wheels, frame
  b += wheel(rw[0], rw[1] + 55, 110) + wheel(fw[0], fw[1] + 55, 110);
  const L = (a: [number, number], c: [number, number]) => `M${a[0]},${a[1]}L${c[0]},${c[1]}`;
  b += `<path d="${L([rw[0], rw[1] + 55], bb)}${L([rw[0], rw[1] + 55], seat)}${L(bb, seat)}${L(seat, head)}${L(bb, head)}${L(head, [fw[0], fw[1] + 55])}" stroke="${C.paprika}" stroke-width="14" stroke-linecap="round" stroke-linejoin="round" fill="none"/>`;
  b += `<path d="M${head[0]},${head[1]} L780,425 L735,420" stroke="${C.charcoal}" stroke-width="10" stroke-linecap="round" fill="none"/>`;
  b += `<path d="M548,462 Q585,450 612,462 L606,472 L552,472Z" fill="${C.charcoal}"/>`;
  // front rack with paper bag
  b += `<path d="M800,505 H905 M820,505 L850,${fw[1] + 55}" stroke="${C.charcoal}" stroke-width="7" fill="none"/>`;
  b += `<g transform="translate(812 368)"><path d="M0,20 L96,20 L100,136 L-4,136Z" fill="#c49a63"/><path d="M0,20 L96,20 L92,0 L4,0Z" fill="#d9b27c"/><path d="M12,20 Q48,-12 84,20" stroke="#8c6536" stroke-width="5" fill="none"/><circle cx="48" cy="76" r="26" fill="${C.cream}"/><path d="M40,66 C30,80 42,98 56,96 C50,90 48,80 52,68Z" fill="${C.paprika}"/><path d="M46,68 Q50,58 58,60" stroke="${C.green}" stroke-width="4" fill="none" stroke-linecap="round"/><path d="M-4,118 H100" stroke="#a87f4a" stroke-width="4"/></g>`;
  // courier: legs
  b += `<path d="M590,450 L665,560 L640,700" stroke="${C.greenDark}" stroke-width="40" stroke-linecap="round" stroke-linejoin="round" fill="none"/>`;
  b += `<path d="M600,452 L690,540 L600,620" stroke="${C.green}" stroke-width="40" stroke-linecap="round" stroke-linejoin="round" fill="none"/>`;
  b += `<rect x="618" y="692" width="56" height="20" rx="8" fill="${C.charcoal}"/><rect x="576" y="612" width="56" height="20" rx="8" fill="${C.charcoal}"/>`;
  b += `<path d="${L(bb, [640, 700])}${L(bb, [600, 620])}" stroke="#6f6860" stroke-width="8"/>`;
  // torso (jacket), arm, head with cap
  b += `<path d="M560,455 C570,380 640,300 705,300 C735,305 742,335 726,360 C690,400 640,440 625,470Z" fill="${C.paprika}"/>`;
  b += `<path d="M600,430 C640,380 680,330 712,310" stroke="${C.paprikaDark}" stroke-width="6" fill="none" opacity=".6"/>`;
  b += `<path d="M705,325 L770,380 L742,420" stroke="${C.paprikaDark}" stroke-width="30" stroke-linecap="round" stroke-linejoin="round" fill="none"/><circle cx="744" cy="420" r="14" fill="#e0b08a"/>`;
  b += `<rect x="712" y="268" width="22" height="40" rx="10" fill="#e0b08a"/><circle cx="740" cy="250" r="40" fill="#e9bd96"/>`;
  b += `<path d="M700,245 Q705,198 748,200 Q790,205 788,245Z" fill="${C.green}"/><path d="M780,238 L815,246 L785,250Z" fill="${C.greenDark}"/>`;
  b += `<circle cx="762" cy="252" r="4" fill="${C.charcoal}"/><path d="M758,272 Q768,276 774,268" stroke="${C.charcoal}" stroke-width="3" fill="none" stroke-linecap="round"/>`;
  b += `<path d="M640,360 L660,330" stroke="${C.ochreLight}" stroke-width="6"/>`;
  const defs = `<linearGradient id="dsky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#f9e6c6"/><stop offset="1" stop-color="${C.cream}"/></linearGradient>`;
  return svgDoc(DELIVERY_W, DELIVERY_H, defs, b);
}
