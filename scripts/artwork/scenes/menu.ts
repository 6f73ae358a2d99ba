// One simple iconic illustration per menu category (480×360, cream background).
import { blur, C, svgDoc } from '../lib.ts';
import { bowlDefs, breadSlice, foodDefs, goulashBowl, pepper, roll, tulip } from './food.ts';

export const MENU_W = 480;
export const MENU_H = 360;

const plate = (rx = 150, ry = 150) =>
  `<ellipse cx="248" cy="190" rx="${rx}" ry="${ry}" fill="#000" opacity=".12"/><ellipse cx="240" cy="180" rx="${rx}" ry="${ry}" fill="#fffaf2" stroke="${C.creamDark}" stroke-width="4"/><ellipse cx="240" cy="180" rx="${rx * 0.72}" ry="${ry * 0.72}" fill="none" stroke="${C.green}" stroke-opacity=".5" stroke-width="3"/>`;
const shadow = (cx: number, cy: number, rx: number) =>
  `<ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${rx * 0.14}" fill="#000" opacity=".13"/>`;
const lemon = (x: number, y: number, r: number) =>
  `<circle cx="${x}" cy="${y}" r="${r}" fill="#f2d04a"/><circle cx="${x}" cy="${y}" r="${r * 0.82}" fill="#fbeaa0"/><path d="M${x - r * 0.8},${y}H${x + r * 0.8}M${x},${y - r * 0.8}V${y + r * 0.8}M${x - r * 0.57},${y - r * 0.57}L${x + r * 0.57},${y + r * 0.57}M${x - r * 0.57},${y + r * 0.57}L${x + r * 0.57},${y - r * 0.57}" stroke="#f2d04a" stroke-width="3"/>`;
const parsley = (x: number, y: number) =>
  `<g fill="${C.leaf}"><ellipse cx="${x}" cy="${y}" rx="9" ry="5" transform="rotate(-30 ${x} ${y})"/><ellipse cx="${x + 10}" cy="${y - 6}" rx="9" ry="5" transform="rotate(20 ${x + 10} ${y - 6})"/><ellipse cx="${x + 4}" cy="${y + 8}" rx="8" ry="4" transform="rotate(60 ${x + 4} ${y + 8})"/></g>`;

const items: Record<string, () => string> = {
  appetisers: () => {
    let s = `<g transform="rotate(-8 240 190)"><rect x="70" y="105" width="330" height="170" rx="24" fill="${C.woodDark}" opacity=".25" transform="translate(6 8)"/><rect x="70" y="105" width="330" height="170" rx="24" fill="${C.woodLight}"/><rect x="400" y="170" width="50" height="36" rx="14" fill="${C.woodLight}"/><circle cx="434" cy="188" r="7" fill="${C.woodDark}"/>`;
    for (const [x, y] of [
      [120, 150],
      [160, 175],
      [130, 215],
      [175, 230],
    ] as const)
      s += `<circle cx="${x}" cy="${y}" r="30" fill="#9c2a22" stroke="#6e1a14" stroke-width="3"/><circle cx="${x - 8}" cy="${y - 6}" r="4" fill="#f1d7c6"/><circle cx="${x + 9}" cy="${y + 5}" r="3" fill="#f1d7c6"/><circle cx="${x + 3}" cy="${y - 13}" r="3" fill="#f1d7c6"/>`;
    s += `<path d="M220,140 L300,140 L260,215Z" fill="${C.ochreLight}" stroke="${C.ochre}" stroke-width="4"/><path d="M240,225 L320,225 L280,160Z" fill="#f5d77f" stroke="${C.ochre}" stroke-width="4"/>`;
    s += `${pepper(310, 170, 80, 10)}</g>${roll(360, 260, 34)}`;
    return s;
  },
  soups: () => goulashBowl(240, 180, 150, 3),
  poultry: () =>
    `${plate()}<ellipse cx="240" cy="185" rx="105" ry="92" fill="#d9642c"/><ellipse cx="230" cy="175" rx="80" ry="60" fill="#e67f3a" opacity=".7"/>` +
    `<g transform="rotate(-25 240 180)"><rect x="240" y="170" width="90" height="20" rx="10" fill="#f3e3c8"/><circle cx="332" cy="172" r="13" fill="#f3e3c8"/><circle cx="332" cy="190" r="13" fill="#f3e3c8"/><ellipse cx="215" cy="180" rx="68" ry="48" fill="#b8652a"/><ellipse cx="205" cy="168" rx="44" ry="22" fill="#d88b45"/></g>` +
    `<g fill="#f7dc8e">${(
      [
        [180, 240],
        [200, 252],
        [222, 246],
        [300, 232],
        [290, 250],
        [165, 222],
      ] as const
    )
      .map(
        ([x, y]) => `<ellipse cx="${x}" cy="${y}" rx="11" ry="7" transform="rotate(${x % 60} ${x} ${y})"/>`,
      )
      .join('')}</g>${parsley(270, 130)}`,
  fish: () =>
    `${plate(180, 120)}<g transform="translate(240 180)"><path d="M-130,0 C-90,-60 40,-65 95,-8 L150,-50 L135,0 L150,50 L95,8 C40,65 -90,60 -130,0Z" fill="#b9c2bd"/><path d="M-130,0 C-90,-60 40,-65 95,-8 L95,0 L-130,0Z" fill="#8fa39a"/><path d="M-60,-40 L-50,42 M-20,-46 L-10,46 M20,-44 L30,44 M60,-30 L68,30" stroke="#5d4a3a" stroke-width="6" stroke-linecap="round" opacity=".6"/><circle cx="-95" cy="-8" r="9" fill="#fff"/><circle cx="-95" cy="-8" r="4.5" fill="${C.charcoal}"/><path d="M-78,-25 Q-68,0 -78,25" stroke="#6e7f77" stroke-width="4" fill="none"/></g>${lemon(372, 232, 26)}${parsley(110, 240)}`,
  pork: () => {
    const crumbs = Array.from({ length: 40 }, (_, i) => {
      const x = 130 + ((i * 53) % 220);
      const y = 115 + ((i * 37) % 130);
      return `<circle cx="${x}" cy="${y}" r="${2 + (i % 3)}" fill="${i % 2 ? '#b8741e' : '#f3cb6c'}"/>`;
    }).join('');
    return `${plate(175, 135)}<path d="M120,150 C110,100 200,90 250,105 C320,95 370,130 360,185 C375,240 300,265 240,250 C170,265 110,230 120,150Z" fill="#dca13b"/><path d="M140,150 C140,115 210,110 250,120 C310,112 345,140 340,180" stroke="#eec267" stroke-width="10" fill="none" stroke-linecap="round"/>${crumbs}${lemon(350, 240, 30)}${parsley(150, 240)}`;
  },
  beef: () =>
    `${plate(175, 135)}<path d="M120,175 C115,110 220,100 280,115 C350,120 375,175 345,215 C320,255 220,260 170,245 C130,232 122,205 120,175Z" fill="#efe0cc"/><path d="M135,175 C132,123 222,115 278,128 C338,133 356,178 330,210 C305,242 222,245 175,232 C143,222 137,200 135,175Z" fill="#6a2c17"/><path d="M165,140 L300,220 M195,125 L330,200 M150,175 L255,240" stroke="#3a160a" stroke-width="9" stroke-linecap="round" opacity=".6"/>` +
    `<path d="M330,110 Q380,130 400,170" stroke="${C.green}" stroke-width="4" fill="none"/><g fill="${C.greenLight}">${(
      [0, 1, 2, 3, 4, 5] as const
    )
      .map(
        (i) =>
          `<ellipse cx="${340 + i * 11}" cy="${116 + i * 9}" rx="9" ry="3" transform="rotate(${i % 2 ? 60 : -20} ${340 + i * 11} ${116 + i * 9})"/>`,
      )
      .join('')}</g>${pepper(120, 265, 70, -15)}`,
  'konyha-dishes': () => {
    // fatányéros: grilled meats, sausage, crackling bacon, chips and pickles on a wooden platter
    let fries = '';
    for (let i = 0; i < 16; i++) {
      const x = 300 + ((i * 29) % 70);
      const y = 112 + ((i * 47) % 90);
      fries += `<rect x="${x}" y="${y}" width="58" height="13" rx="5" fill="${i % 3 ? '#f2c563' : '#e3a93c'}" stroke="#c98a2a" stroke-width="1.5" transform="rotate(${((i * 67) % 150) - 75} ${x + 29} ${y + 6})"/>`;
    }
    return (
      `<defs><radialGradient id="board" cx=".45" cy=".4" r=".65"><stop offset="0" stop-color="#c99057"/><stop offset="1" stop-color="#9d6535"/></radialGradient></defs>` +
      `<ellipse cx="250" cy="200" rx="210" ry="142" fill="#000" opacity=".16"/><ellipse cx="240" cy="185" rx="210" ry="142" fill="#7a4a24"/><ellipse cx="240" cy="182" rx="198" ry="130" fill="url(#board)"/>` +
      `<g fill="none" stroke="#8a5a30" stroke-opacity=".45" stroke-width="2"><ellipse cx="240" cy="182" rx="160" ry="100"/><ellipse cx="240" cy="182" rx="110" ry="66"/><ellipse cx="240" cy="182" rx="60" ry="34"/></g>` +
      fries +
      `<path d="M78,160 C80,110 140,92 190,104 C232,114 240,150 222,178 C204,206 150,214 112,204 C88,198 77,182 78,160Z" fill="#6a2c17"/><path d="M96,160 C98,124 142,112 182,120 C214,128 220,152 206,172 C192,192 150,198 120,190 C104,185 95,175 96,160Z" fill="#8b4322"/>` +
      `<path d="M110,138 L190,182 M128,122 L208,164 M104,164 L162,196" stroke="#3a160a" stroke-width="7" stroke-linecap="round" opacity=".55"/>` +
      `<path d="M120,245 C160,272 230,276 282,250" stroke="#5e1a10" stroke-width="34" fill="none" stroke-linecap="round"/><path d="M120,245 C160,272 230,276 282,250" stroke="#9c2f1c" stroke-width="26" fill="none" stroke-linecap="round"/><path d="M135,243 C170,262 225,265 268,246" stroke="#d05a3a" stroke-width="5" fill="none" stroke-linecap="round" opacity=".7"/><circle cx="282" cy="250" r="13" fill="#c9604a"/><g fill="#f1c9b4"><circle cx="279" cy="246" r="2.5"/><circle cx="286" cy="253" r="2"/><circle cx="278" cy="256" r="2"/></g>` +
      `<g transform="rotate(-8 248 165)"><path d="M200,178 L200,142 L210,128 L218,142 L226,128 L234,142 L242,128 L250,142 L258,128 L266,142 L274,128 L282,142 L290,128 L296,142 L296,178Z" fill="#d9825a"/><path d="M200,160 H296 M200,170 H296" stroke="#f6e0cc" stroke-width="5"/><path d="M200,142 L210,128 L218,142 L226,128 L234,142 L242,128 L250,142 L258,128 L266,142 L274,128 L282,142 L290,128 L296,142" stroke="#a2451f" stroke-width="4" fill="none" stroke-linejoin="round"/></g>` +
      (
        [
          [330, 250],
          [360, 232],
          [392, 214],
        ] as const
      )
        .map(
          ([x, y]) =>
            `<circle cx="${x}" cy="${y}" r="19" fill="#4f7a35"/><circle cx="${x}" cy="${y}" r="14" fill="#b9cf86"/><g fill="#e7efc8"><circle cx="${x - 4}" cy="${y - 3}" r="2.5"/><circle cx="${x + 4}" cy="${y - 2}" r="2.5"/><circle cx="${x}" cy="${y + 5}" r="2.5"/></g>`,
        )
        .join('') +
      `<g fill="none" stroke="#8e3a6a" stroke-width="5"><circle cx="176" cy="72" r="16"/><circle cx="176" cy="72" r="9"/></g>` +
      `${parsley(250, 215)}${pepper(330, 300, 80, -12)}`
    );
  },
  garnishes: () => {
    let s = `<circle cx="248" cy="192" r="130" fill="#000" opacity=".12"/><circle cx="240" cy="180" r="130" fill="url(#rim)"/><circle cx="240" cy="180" r="100" fill="#f2e6d0"/>`;
    for (let i = 0; i < 60; i++) {
      const a = i * 2.4;
      const d = 8 + ((i * 37) % 80);
      const x = 240 + Math.cos(a) * d;
      const y = 180 + Math.sin(a) * d;
      s += `<ellipse cx="${x.toFixed(1)}" cy="${y.toFixed(1)}" rx="13" ry="8" transform="rotate(${(i * 47) % 180} ${x.toFixed(1)} ${y.toFixed(1)})" fill="${i % 3 ? '#f2cf6b' : '#e8b94d'}"/>`;
    }
    return `${s}${parsley(220, 170)}${parsley(265, 205)}`;
  },
  pickles: () =>
    `${shadow(240, 322, 110)}<rect x="160" y="52" width="160" height="40" rx="8" fill="${C.ochre}"/><rect x="150" y="88" width="180" height="232" rx="36" fill="#d8e6c8" opacity=".85"/>` +
    (
      [
        [190, 150, -8],
        [240, 140, 4],
        [290, 155, 10],
        [205, 240, 6],
        [265, 235, -6],
      ] as const
    )
      .map(
        ([x, y, r]) =>
          `<rect x="${x - 20}" y="${y - 55}" width="40" height="110" rx="20" fill="#5d8a3c" transform="rotate(${r} ${x} ${y})"/><rect x="${x - 10}" y="${y - 45}" width="10" height="80" rx="5" fill="#86b25a" transform="rotate(${r} ${x} ${y})"/>`,
      )
      .join('') +
    `<path d="M300,100 Q330,160 300,220" stroke="#3f6a2a" stroke-width="4" fill="none"/><rect x="150" y="88" width="180" height="232" rx="36" fill="none" stroke="#fff" stroke-opacity=".7" stroke-width="6"/><path d="M172,120 V280" stroke="#fff" stroke-opacity=".6" stroke-width="10" stroke-linecap="round"/><rect x="185" y="210" width="110" height="60" rx="8" fill="${C.cream}"/><g transform="translate(240 258)">${tulip(1.3)}</g>`,
  desserts: () =>
    `<ellipse cx="240" cy="285" rx="190" ry="42" fill="#fffaf2" stroke="${C.creamDark}" stroke-width="4"/>` +
    `<path d="M110,140 L330,95 L380,150 L380,275 L110,275Z" fill="#3e2418"/>` +
    [0, 1, 2, 3, 4]
      .map((i) => `<rect x="110" y="${158 + i * 24}" width="270" height="12" fill="#f2dfb8"/>`)
      .join('') +
    `<path d="M330,95 L380,150 L380,275 L330,245 Z" fill="#2b1810" opacity=".5"/><path d="M100,140 L330,90 L385,148 L110,150Z" fill="${C.ochre}"/><path d="M110,145 L330,97" stroke="${C.ochreLight}" stroke-width="5"/>` +
    `<circle cx="160" cy="90" r="22" fill="#fffaf2"/><circle cx="175" cy="72" r="9" fill="#a81f2b"/><path d="M176,64 Q186,50 196,52" stroke="${C.green}" stroke-width="3" fill="none"/>`,
  'soft-drinks': () =>
    `${shadow(240, 322, 90)}<path d="M170,70 L310,70 L290,320 L190,320Z" fill="#f6e9a5" opacity=".95"/><path d="M180,120 L300,120 L290,320 L190,320Z" fill="#f2d04a" opacity=".75"/>` +
    `<rect x="200" y="150" width="40" height="40" rx="6" fill="#fff" opacity=".55" transform="rotate(12 220 170)"/><rect x="245" y="190" width="38" height="38" rx="6" fill="#fff" opacity=".5" transform="rotate(-10 264 209)"/>` +
    `<path d="M265,320 L300,20 L330,20" stroke="${C.paprika}" stroke-width="12" fill="none" stroke-linejoin="round"/>${lemon(180, 85, 40)}` +
    `<ellipse cx="315" cy="118" rx="20" ry="9" fill="${C.leaf}" transform="rotate(-30 315 118)"/><path d="M170,70 L310,70 L290,320 L190,320Z" fill="none" stroke="#fff" stroke-width="6"/><path d="M188,100 L204,300" stroke="#fff" stroke-opacity=".7" stroke-width="8" stroke-linecap="round"/>`,
  beers: () =>
    `${shadow(240, 322, 110)}<path d="M300,120 C380,120 380,260 300,260" stroke="#e8dccb" stroke-width="26" fill="none"/><rect x="150" y="80" width="160" height="240" rx="18" fill="#d98a17"/><rect x="150" y="80" width="160" height="240" rx="18" fill="url(#beer)"/>` +
    (
      [
        [180, 250],
        [200, 200],
        [270, 230],
        [250, 280],
        [280, 170],
      ] as const
    )
      .map(([x, y]) => `<circle cx="${x}" cy="${y}" r="5" fill="#ffe6a0" opacity=".8"/>`)
      .join('') +
    `<path d="M140,95 C130,55 175,45 195,62 C210,35 260,38 270,60 C295,42 335,60 318,98 Q230,115 140,95Z" fill="#fffaf2"/><rect x="168" y="110" width="14" height="190" rx="7" fill="#fff" opacity=".35"/><rect x="212" y="110" width="14" height="190" rx="7" fill="#fff" opacity=".2"/><rect x="256" y="110" width="14" height="190" rx="7" fill="#fff" opacity=".2"/>`,
  wines: () =>
    `${shadow(240, 322, 150)}<path d="M150,320 L150,150 Q150,115 175,100 L175,35 L205,35 L205,100 Q230,115 230,150 L230,320Z" fill="${C.greenDark}"/><rect x="150" y="190" width="80" height="80" fill="${C.cream}"/><g transform="translate(190 250)">${tulip(1.4)}</g><rect x="172" y="28" width="36" height="22" fill="${C.paprika}"/><rect x="160" y="150" width="10" height="150" rx="5" fill="#fff" opacity=".2"/>` +
    `<path d="M280,320 L360,320 M320,320 L320,235" stroke="#fff" stroke-width="8" stroke-linecap="round"/><path d="M270,90 C262,190 290,235 320,235 C350,235 378,190 370,90Z" fill="#fff" opacity=".55" stroke="#fff" stroke-width="4"/><path d="M267,150 C272,205 295,230 320,230 C345,230 368,205 373,150Z" fill="#7a1424"/><path d="M285,100 C280,150 288,185 300,205" stroke="#fff" stroke-width="6" fill="none" stroke-linecap="round" opacity=".8"/>`,
  spirits: () =>
    `${shadow(240, 322, 150)}<path d="M130,320 C90,320 80,260 100,220 C115,190 150,180 160,150 L160,80 L200,80 L200,150 C210,180 245,190 260,220 C280,260 270,320 230,320Z" fill="#fff" opacity=".6" stroke="#fff" stroke-width="4"/><path d="M95,245 C95,300 110,318 135,318 L225,318 C250,318 265,300 265,245Z" fill="#f0a845" opacity=".85"/><rect x="155" y="55" width="50" height="30" rx="6" fill="${C.woodLight}"/>` +
    `<path d="M300,210 L370,210 L362,318 L308,318Z" fill="#fff" opacity=".6" stroke="#fff" stroke-width="4"/><path d="M304,250 L366,250 L362,318 L308,318Z" fill="#f0a845" opacity=".85"/>` +
    `<circle cx="395" cy="295" r="28" fill="#f2a03a"/><path d="M395,268 Q380,290 392,322" stroke="#d9802a" stroke-width="3" fill="none"/><ellipse cx="410" cy="262" rx="16" ry="7" fill="${C.leaf}" transform="rotate(-30 410 262)"/><path d="M112,240 C112,280 120,300 135,310" stroke="#fff" stroke-width="8" fill="none" stroke-linecap="round" opacity=".7"/>`,
  'hot-drinks': () =>
    `<ellipse cx="240" cy="300" rx="170" ry="34" fill="#fffaf2" stroke="${C.creamDark}" stroke-width="4"/><ellipse cx="240" cy="296" rx="100" ry="16" fill="${C.creamDark}"/>` +
    `<path d="M330,180 C400,180 400,260 320,260" stroke="${C.paprika}" stroke-width="20" fill="none"/><path d="M140,150 L340,150 C340,240 300,295 240,295 C180,295 140,240 140,150Z" fill="${C.paprika}"/><ellipse cx="240" cy="150" rx="100" ry="20" fill="${C.paprikaDark}"/><ellipse cx="240" cy="152" rx="90" ry="15" fill="#5a3019"/><ellipse cx="225" cy="150" rx="40" ry="6" fill="#a06b3d" opacity=".7"/>` +
    `<g transform="translate(240 235)">${tulip(1.6).replace(C.paprika, C.cream)}</g>` +
    `<g stroke="${C.creamDark}" stroke-width="9" fill="none" stroke-linecap="round"><path d="M205,120 C190,95 225,80 208,50"/><path d="M245,122 C230,95 265,80 248,40"/><path d="M285,120 C270,95 305,80 288,55"/></g>`,
};

export const MENU_SLUGS = Object.keys(items);

export function menuSvg(slug: string): string {
  const draw = items[slug];
  if (!draw) throw new Error(`unknown menu slug ${slug}`);
  const bg = `<rect width="${MENU_W}" height="${MENU_H}" fill="${C.cream}"/><circle cx="240" cy="180" r="168" fill="${C.creamDark}" opacity=".55"/>`;
  const defs = `${foodDefs}${bowlDefs}${blur('soft', 6)}<linearGradient id="beer" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#fff" stop-opacity=".15"/><stop offset=".5" stop-color="#fff" stop-opacity="0"/><stop offset="1" stop-color="#7a4a0a" stop-opacity=".35"/></linearGradient>`;
  return svgDoc(MENU_W, MENU_H, defs, bg + draw());
}

export { breadSlice };
