import { createRng, type Rng } from '../../db/seed/prng';
import { circle, el, hsl, linear, path, pts, rect, svgDoc } from './svg';

/**
 * Generated pictures: property photos, hero banners, gallery and blog pictures, video
 * thumbnails. Gradient skies, building silhouettes with window patterns, trees; no text, so
 * nothing depends on fonts. Every picture is a pure function of its number.
 */

interface Palette {
  sky: readonly [string, string];
  sun: string;
  far: string;
  win: string;
  winDim: string;
  facade: readonly [string, string];
  side: string;
  ground: readonly [string, string];
  tree: string;
  night: boolean;
}

/** Day, golden hour, dusk, night: the four views of a property set. */
const TIMES: readonly Palette[] = [
  {
    sky: ['#6fb1ee', '#dcefff'],
    sun: '#fff7cf',
    far: '#a8c8e8',
    win: '#d8ecff',
    winDim: '#9fb8d3',
    facade: ['#f7f8fb', '#cfd8e4'],
    side: '#aab7c8',
    ground: ['#8cc47a', '#5b914c'],
    tree: '#3d7a37',
    night: false,
  },
  {
    sky: ['#f4945a', '#ffe1b2'],
    sun: '#fff1c4',
    far: '#e6a47c',
    win: '#ffe3a6',
    winDim: '#d9a57a',
    facade: ['#fde7d3', '#dba481'],
    side: '#b98466',
    ground: ['#a4b35f', '#6b7d38'],
    tree: '#4b6a2a',
    night: false,
  },
  {
    sky: ['#3b3677', '#ec8a6b'],
    sun: '#ffd59e',
    far: '#6b5c96',
    win: '#ffd47c',
    winDim: '#5d5287',
    facade: ['#6a5d99', '#3a3166'],
    side: '#2c2550',
    ground: ['#3d4959', '#232c39'],
    tree: '#25392f',
    night: false,
  },
  {
    sky: ['#07142e', '#203c69'],
    sun: '#eef3ff',
    far: '#1a2c50',
    win: '#ffd866',
    winDim: '#22314f',
    facade: ['#27354f', '#121b2f'],
    side: '#0d1424',
    ground: ['#142032', '#0a111e'],
    tree: '#0e2723',
    night: true,
  },
];

function defs(p: Palette, extra = ''): string {
  return (
    '<defs>' +
    linear('s', p.sky) +
    linear('g', p.ground) +
    linear('f', p.facade, 'h') +
    // Two windows per tile, one lit and one dimmer: façades read as lived-in at any hour.
    el(
      'pattern',
      { id: 'w', width: 36, height: 30, patternUnits: 'userSpaceOnUse' },
      rect(5, 7, 11, 15, p.win) + rect(21, 7, 11, 15, p.night ? p.winDim : p.win, { opacity: 0.75 }),
    ) +
    extra +
    '</defs>'
  );
}

function sky(w: number, h: number, p: Palette, rng: Rng): string {
  let out = rect(0, 0, w, h, 'url(#s)');
  if (p.night) {
    let stars = '';
    for (let i = 0; i < 24; i++) stars += `M${pts(rng.int(0, w), rng.int(0, Math.round(h * 0.45)))}h2v2h-2z`;
    out += path(stars, '#ffffff', { opacity: 0.7 });
  }
  out += circle(w * (0.15 + rng.next() * 0.7), h * (0.12 + rng.next() * 0.12), Math.max(18, w * 0.045), p.sun, {
    opacity: 0.9,
  });
  // Two soft clouds.
  for (let i = 0; i < 2; i++) {
    const cx = rng.int(Math.round(w * 0.1), Math.round(w * 0.9));
    const cy = rng.int(Math.round(h * 0.08), Math.round(h * 0.3));
    const s = w / 800;
    out += path(
      `M${pts(cx - 60 * s, cy)}a${pts(30 * s, 18 * s)} 0 0 1 ${pts(40 * s, -14 * s)}a${pts(34 * s, 24 * s)} 0 0 1 ${pts(56 * s, 4 * s)}a${pts(22 * s, 14 * s)} 0 0 1 ${pts(24 * s, 10 * s)}z`,
      '#ffffff',
      { opacity: p.night ? 0.08 : 0.45 },
    );
  }
  return out;
}

/** A stepped skyline as one path: far and middle layers cost a few bytes per building. */
function skyline(rng: Rng, w: number, base: number, minH: number, maxH: number, minW: number, maxW: number): string {
  let d = `M0 ${base}`;
  let x = 0;
  while (x < w) {
    const bw = rng.int(minW, maxW);
    const bh = rng.int(minH, maxH);
    d += `V${base - bh}`;
    if (rng.chance(0.2)) d += `h${Math.round(bw / 2) - 2}v-${rng.int(10, 30)}h4v${0}`;
    x = Math.min(w, x + bw);
    d += `H${x}`;
  }
  return `${d}V${base}z`.replace(/v0/g, '');
}

function tree(x: number, ground: number, size: number, color: string): string {
  return (
    rect(x - size * 0.08, ground - size * 0.7, size * 0.16, size * 0.7, '#5b3d28') +
    circle(x, ground - size * 0.85, size * 0.45, color) +
    circle(x - size * 0.3, ground - size * 0.6, size * 0.3, color) +
    circle(x + size * 0.3, ground - size * 0.6, size * 0.3, color)
  );
}

function tower(x: number, y: number, w: number, ground: number, p: Palette): string {
  const h = ground - y;
  const side = Math.round(w * 0.28);
  return (
    rect(x, y, w, h, 'url(#f)') +
    rect(x + 6, y + 14, w - 12, h - 20, 'url(#w)') +
    path(`M${pts(x + w, y)}l${pts(side, -side * 0.4)}V${ground}H${pts(x + w)}z`, p.side) +
    rect(x - 4, y - 8, w + 8, 10, p.side) +
    rect(x + w / 2 - 10, ground - 26, 20, 26, p.night ? p.win : p.side)
  );
}

function house(x: number, ground: number, w: number, p: Palette, accent: string, storeys: number): string {
  const h = storeys * 62;
  const top = ground - h;
  return (
    rect(x, top, w, h, 'url(#f)') +
    path(`M${pts(x - 14, top)}L${pts(x + w / 2, top - w * 0.38)}L${pts(x + w + 14, top)}z`, accent) +
    rect(x + w * 0.42, ground - 44, w * 0.16, 44, p.side) +
    rect(x + 12, top + 16, w * 0.22, 26, p.win) +
    rect(x + w - 12 - w * 0.22, top + 16, w * 0.22, 26, p.win) +
    (storeys > 1
      ? rect(x + 12, top + 80, w * 0.22, 26, p.win) + rect(x + w - 12 - w * 0.22, top + 80, w * 0.22, 26, p.win)
      : '')
  );
}

function office(x: number, y: number, w: number, ground: number, p: Palette, glass: string): string {
  const h = ground - y;
  return (
    rect(x, y, w, h, glass) +
    rect(x, y, w, h, 'url(#m)') +
    rect(x + 4, y + 4, w * 0.35, h - 8, '#ffffff', { opacity: p.night ? 0.05 : 0.18 }) +
    rect(x - 6, ground - 34, w + 12, 8, p.side) +
    rect(x + w * 0.3, ground - 26, w * 0.4, 26, p.night ? p.win : '#2b3a4d', { opacity: 0.85 })
  );
}

function shops(x: number, ground: number, w: number, p: Palette, rng: Rng): string {
  const h = 150;
  let out = rect(x, ground - h, w, h, 'url(#f)') + rect(x, ground - h - 10, w, 12, p.side);
  const bays = Math.max(2, Math.floor(w / 90));
  const bw = w / bays;
  for (let i = 0; i < bays; i++) {
    const bx = x + i * bw;
    out += rect(bx + 8, ground - 86, bw - 16, 86, p.night ? p.win : '#33475b', { opacity: p.night ? 0.9 : 0.75 });
    out += path(`M${pts(bx + 4, ground - 92)}h${Math.round(bw - 8)}l-10 24H${Math.round(bx + 14)}z`, 'url(#a)');
    out += rect(bx + 14, ground - 134, bw - 28, 22, hsl(rng.int(0, 360), 55, 45));
  }
  return out;
}

/** Property photo: set 1–10 towers, 11–14 villas and houses, 15–20 commercial; view 1–4 is the time of day. */
export function propertyScene(set: number, view: number, width = 800, height = 600): string {
  const p = TIMES[(view - 1) % TIMES.length] as Palette;
  const rng = createRng(set * 7919 + 17);
  const skyRng = createRng(set * 31 + view * 131);
  const ground = Math.round(height * 0.8);
  const hue = rng.int(0, 360);
  const accent = hsl(hue, 45, p.night ? 25 : 42);
  let extra = '';
  let body = '';
  if (set >= 15) {
    const glass = hsl(200 + rng.int(-20, 20), 45, p.night ? 16 : 45);
    extra =
      el(
        'pattern',
        { id: 'm', width: 28, height: 22, patternUnits: 'userSpaceOnUse' },
        rect(0, 0, 2, 22, '#0f1b2a', { opacity: 0.35 }) +
          rect(0, 0, 28, 2, '#0f1b2a', { opacity: 0.25 }) +
          (p.night ? rect(6, 6, 16, 10, p.win, { opacity: 0.5 }) : ''),
      ) +
      el(
        'pattern',
        { id: 'a', width: 24, height: 10, patternUnits: 'userSpaceOnUse' },
        rect(0, 0, 12, 10, accent) + rect(12, 0, 12, 10, '#f8fafc'),
      );
    const count = rng.int(1, 2);
    const ow = rng.int(150, 230);
    for (let i = 0; i < count; i++) body += office(120 + i * (ow + 110), rng.int(90, 200), ow, ground, p, glass);
    body += shops(rng.chance(0.5) ? 40 : width - 340, ground, 300, p, rng);
  } else if (set >= 11) {
    const count = rng.int(2, 3);
    for (let i = 0; i < count; i++) {
      const w = rng.int(150, 190);
      body += house(70 + (i * (width - 140)) / count, ground, w, p, accent, rng.int(1, 2));
    }
  } else {
    const count = rng.int(2, 4);
    const slot = (width - 80) / count;
    for (let i = 0; i < count; i++) {
      const w = rng.int(Math.round(slot * 0.45), Math.round(slot * 0.62));
      body += tower(40 + i * slot + rng.int(0, 20), rng.int(70, 260), w, ground, p);
    }
  }
  let trees = '';
  for (let i = 0; i < 7; i++) trees += tree(rng.int(10, width - 10), ground + rng.int(4, 30), rng.int(34, 64), p.tree);
  const content =
    defs(p, extra) +
    sky(width, height, p, skyRng) +
    path(skyline(rng, width, ground, 60, 170, 30, 80), p.far, { opacity: 0.55 }) +
    body +
    rect(0, ground, width, height - ground, 'url(#g)') +
    rect(0, height - 44, width, 30, p.night ? '#1d2431' : '#4a5260') +
    path(`M0 ${height - 30}H${width}`, 'none', {
      stroke: '#f5f5f5',
      'stroke-width': 3,
      'stroke-dasharray': '26 18',
      opacity: 0.8,
    }) +
    trees;
  return svgDoc(
    width,
    height,
    content,
    set >= 15 ? 'Commercial building' : set >= 11 ? 'Villas and houses' : 'Residential towers',
  );
}

/** Fallback for a property picture that failed to load: neutral, calm, clearly a placeholder. */
export function fallbackScene(): string {
  const body =
    '<defs>' +
    linear('s', ['#eef2f7', '#d9e1ea']) +
    '</defs>' +
    rect(0, 0, 800, 600, 'url(#s)') +
    path('M400 190L260 300h34v120h212V300h34z', '#b7c3d1') +
    rect(375, 350, 50, 70, '#eef2f7') +
    rect(318, 318, 36, 30, '#eef2f7') +
    rect(446, 318, 36, 30, '#eef2f7');
  return svgDoc(800, 600, body, 'Picture not available');
}

const BANNER_SKIES: readonly (readonly [string, string, string])[] = [
  ['#0f2a5c', '#3b6fb6', '#f2b38b'],
  ['#12343b', '#2d8c8c', '#f4d79b'],
  ['#2c1d4a', '#8a4f9e', '#f5a07a'],
  ['#071428', '#1c3766', '#5d7fb8'],
  ['#3a2a12', '#c07a2c', '#ffd9a0'],
  ['#3b1630', '#c0507a', '#ffc7a8'],
  ['#0b3b2e', '#2f8f6f', '#cfeedd'],
  ['#1a1f4d', '#4b58b8', '#c9d2ff'],
];

/** Hero banner 1600x640 (n = 1…8): layered skyline under a wide gradient sky. */
export function bannerScene(n: number, width = 1600, height = 640): string {
  const [top, mid, low] = BANNER_SKIES[(n - 1) % BANNER_SKIES.length] as readonly [string, string, string];
  const rng = createRng(n * 1543 + 7);
  const night = n === 4 || n === 8;
  const ground = Math.round(height * 0.86);
  // Foreground towers: a deep shade of the banner's own hue rather than plain black.
  const near = hsl([215, 180, 280, 220, 30, 330, 160, 235][(n - 1) % 8] ?? 220, 30, 11);
  let stars = '';
  if (night)
    for (let i = 0; i < 40; i++) stars += `M${pts(rng.int(0, width), rng.int(0, Math.round(height * 0.5)))}h2v2h-2z`;
  let towers = '';
  let x = rng.int(-20, 0);
  while (x < width) {
    const w = rng.int(Math.round(width / 28), Math.round(width / 15));
    const h = rng.int(Math.round(height * 0.22), Math.round(height * 0.5));
    towers += rect(x, ground - h, w, h, near) + rect(x + 6, ground - h + 12, w - 12, h - 16, 'url(#w)');
    x += w + rng.int(8, 40);
  }
  const body =
    '<defs>' +
    linear('s', [top, mid, low]) +
    linear(
      'v',
      [
        ['#000000', 0.45],
        ['#000000', 0],
      ],
      'h',
    ) +
    el(
      'pattern',
      { id: 'w', width: 22, height: 26, patternUnits: 'userSpaceOnUse' },
      rect(5, 6, 8, 11, '#ffd98a', { opacity: night ? 0.85 : 0.45 }),
    ) +
    '</defs>' +
    rect(0, 0, width, height, 'url(#s)') +
    (stars ? path(stars, '#ffffff', { opacity: 0.75 }) : '') +
    circle(
      width * (0.55 + rng.next() * 0.35),
      height * (0.14 + rng.next() * 0.08),
      height * 0.08,
      night ? '#f1f4ff' : '#fff1cf',
      { opacity: 0.85 },
    ) +
    path(skyline(rng, width, ground, Math.round(height * 0.25), Math.round(height * 0.52), 30, 90), mid, {
      opacity: 0.35,
    }) +
    path(skyline(rng, width, ground, Math.round(height * 0.18), Math.round(height * 0.42), 40, 110), top, {
      opacity: 0.55,
    }) +
    towers +
    rect(0, ground, width, height - ground, near) +
    path(`M0 ${ground + 30}H${width}`, 'none', {
      stroke: '#ffd98a',
      'stroke-width': 3,
      'stroke-dasharray': '40 30',
      opacity: 0.5,
    }) +
    // Darker left side: the hero's search form sits there and stays readable.
    rect(0, 0, width * 0.6, height, 'url(#v)');
  return svgDoc(width, height, body, 'City skyline');
}

/** Video thumbnail 640x360 with a play button. */
export function videoScene(n: number): string {
  const inner = bannerScene(n === 1 ? 2 : 3, 640, 360)
    .replace(/^<svg[^>]*>/, '')
    .replace(/<\/svg>$/, '');
  const body =
    inner +
    rect(0, 0, 640, 360, '#000000', { opacity: 0.2 }) +
    circle(320, 180, 44, '#ffffff', { opacity: 0.92 }) +
    path('M306 156L346 180L306 204z', '#d7263d');
  return svgDoc(640, 360, body, 'Play video');
}

/** Gallery picture 800x600: 1–10 projects, 11–16 handover and marketing events, 17–20 Holi. */
export function galleryScene(n: number): string {
  if (n <= 10) return propertyScene(((n * 3) % 20) + 1, ((n - 1) % 3) + 1);
  const rng = createRng(n * 313);
  const holi = n >= 17;
  const bg = holi ? ['#fff4e0', '#ffd6e8'] : ['#1f2a44', '#44547a'];
  let body = '<defs>' + linear('s', bg) + '</defs>' + rect(0, 0, 800, 600, 'url(#s)');
  if (holi) {
    const colours = ['#ff3d7f', '#ffb000', '#00b3a4', '#7c4dff', '#00c853', '#ff6d00'];
    for (let i = 0; i < 16; i++)
      body += circle(rng.int(0, 800), rng.int(0, 420), rng.int(30, 120), rng.pick(colours), { opacity: 0.45 });
  } else {
    // Stage, canopy and bunting.
    body += rect(120, 140, 560, 260, '#f5f5f5', { opacity: 0.1 }) + rect(160, 330, 480, 40, '#b23a48');
    body += path('M80 140L400 70L720 140z', '#e0a100');
    let flags = '';
    for (let i = 0; i < 14; i++) flags += `M${pts(100 + i * 44, 120)}l22 0l-11 26z`;
    body += path(flags, '#ffd166') + path('M100 120H716', 'none', { stroke: '#ffd166', 'stroke-width': 2 });
    if (n <= 13)
      body += circle(400, 250, 44, '#ffd166') + rect(396, 290, 8, 60, '#ffd166') + rect(404, 330, 20, 8, '#ffd166');
  }
  // Crowd silhouettes in front.
  let crowd = '';
  for (let i = 0; i < 18; i++) {
    const cx = 20 + i * 45 + rng.int(-8, 8);
    const cy = 520 + rng.int(-20, 10);
    crowd += `M${pts(cx - 20, 600)}q${pts(20, -70, 40, 0)}z` + `M${pts(cx + 14, cy - 28)}a14 14 0 1 1 0 1z`;
  }
  body += path(crowd, holi ? '#5b2a86' : '#0c1222', { opacity: 0.85 });
  return svgDoc(800, 600, body, holi ? 'Holi celebration' : 'Company event');
}

/** Blog picture 800x450: a skyline with a round badge. */
export function blogScene(n: number): string {
  const inner = bannerScene(((n + 2) % 8) + 1, 800, 450)
    .replace(/^<svg[^>]*>/, '')
    .replace(/<\/svg>$/, '');
  const icons = [
    'M400 190l-60 48h16v52h88v-52h16z', // house
    'M372 180h56v90h-56zM382 200h36M382 220h36M382 240h24', // document
    'M400 185a45 45 0 1 0 1 0z', // coin
    'M400 180a32 32 0 0 1 32 32c0 26-32 62-32 62s-32-36-32-62a32 32 0 0 1 32-32z', // pin
  ];
  const d = icons[(n - 1) % icons.length] as string;
  const body =
    inner +
    circle(400, 228, 72, '#ffffff', { opacity: 0.92 }) +
    path(d, '#dbeafe', { stroke: '#0f4c81', 'stroke-width': 4, 'stroke-linejoin': 'round' });
  return svgDoc(800, 450, body, 'Blog illustration');
}
