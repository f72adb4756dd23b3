import { BANK_NAMES, PROJECT_NAMES } from 'contracts/api';
import { createRng } from '../../db/seed/prng';
import { bannerScene } from './scenes';
import { circle, el, FONT, hsl, linear, path, rect, svgDoc, text } from './svg';

/** Logos and portraits: New Projects logos, partner banks, the team, the site's own logo and card. */

/** Projects shown in the New Projects slider (logo-1 … logo-10), from the suggestion list. */
export const LOGO_PROJECTS: readonly string[] = [
  'ATS Pristine',
  'Godrej Woods',
  'Tata Eureka Park',
  'M3M The Cullinan',
  'Mahagun Mywoods',
  'Gaur City 2',
  'Prestige City Siddharth Vihar',
  'Eldeco Live by the Greens',
  'County 107',
  'Supertech Capetown',
].filter((name) => PROJECT_NAMES.includes(name));

/** Splits a name into at most two lines of similar length. */
function twoLines(name: string, maxOneLine: number): string[] {
  if (name.length <= maxOneLine) return [name];
  const words = name.split(' ');
  let best: string[] = [name];
  let bestDiff = Infinity;
  for (let i = 1; i < words.length; i++) {
    const a = words.slice(0, i).join(' ');
    const b = words.slice(i).join(' ');
    const diff = Math.abs(a.length - b.length);
    if (diff < bestDiff) {
      bestDiff = diff;
      best = [a, b];
    }
  }
  return best;
}

export function projectLogo(n: number): string {
  const name = LOGO_PROJECTS[(n - 1) % LOGO_PROJECTS.length] ?? 'Project';
  const rng = createRng(n * 97);
  const hue = rng.int(0, 360);
  const main = hsl(hue, 55, 34);
  const light = hsl(hue, 60, 94);
  const lines = twoLines(name, 14);
  const size = lines.some((l) => l.length > 14) ? 15 : 17;
  const mark =
    rect(18, 44, 12, 40, main) +
    rect(34, 30, 12, 54, hsl(hue, 55, 46)) +
    rect(50, 50, 12, 34, hsl(hue + 30, 55, 52)) +
    rect(14, 86, 52, 4, main);
  const startY = lines.length === 1 ? 66 : 56;
  const words = lines
    .map((l, i) =>
      text(78, startY + i * (size + 4), l, {
        'font-family': FONT,
        'font-size': size,
        'font-weight': '700',
        fill: main,
      }),
    )
    .join('');
  const body =
    rect(1, 1, 238, 118, light, { rx: 12, stroke: hsl(hue, 40, 80), 'stroke-width': 2 }) +
    mark +
    words +
    rect(78, startY + lines.length * (size + 4) - 10, 40, 3, hsl(hue + 30, 60, 50));
  return svgDoc(240, 120, body, name);
}

/** Partner bank logo n (bank-1 … bank-12): the contract's BANK_NAMES, in the same order. */
export function bankLogo(n: number): string {
  const name = BANK_NAMES[(n - 1) % BANK_NAMES.length] ?? 'Bank';
  const rng = createRng(n * 211);
  const hue = [210, 0, 145, 25, 265, 190, 350, 40, 225, 320, 170, 15][(n - 1) % 12] ?? rng.int(0, 360);
  const main = hsl(hue, 65, 35);
  const kind = (n - 1) % 4;
  const emblem =
    kind === 0
      ? circle(34, 50, 22, main) +
        path('M22 44h24l-12-10zM24 46h4v12h-4zM32 46h4v12h-4zM40 46h4v12h-4zM21 59h26v3H21z', '#ffffff')
      : kind === 1
        ? path('M34 26l20 8v14c0 12-9 20-20 24c-11-4-20-12-20-24V34z', main) +
          path('M26 49l6 6l11-12', 'none', { stroke: '#ffffff', 'stroke-width': 4 })
        : kind === 2
          ? circle(34, 50, 22, 'none', { stroke: main, 'stroke-width': 6 }) + circle(34, 50, 9, hsl(hue + 40, 70, 50))
          : path('M34 28c8 8 14 14 14 22a14 14 0 0 1-28 0c0-8 6-14 14-22z', main) +
            path('M34 40v22', 'none', { stroke: '#ffffff', 'stroke-width': 3 });
  const lines = twoLines(name, 13);
  const size = lines.length === 1 ? 17 : 14;
  const startY = lines.length === 1 ? 56 : 47;
  const words = lines
    .map((l, i) =>
      text(64, startY + i * (size + 3), l, {
        'font-family': FONT,
        'font-size': size,
        'font-weight': i === 0 ? '700' : '600',
        fill: i === 0 ? main : hsl(hue, 30, 35),
      }),
    )
    .join('');
  const body = rect(1, 1, 198, 98, '#ffffff', { rx: 10, stroke: '#e2e8f0', 'stroke-width': 2 }) + emblem + words;
  return svgDoc(200, 100, body, name);
}

/** Abstract portrait 400x400: a soft gradient, a head and shoulders, no face details. */
export function teamPortrait(n: number): string {
  const rng = createRng(n * 401);
  const hue = [205, 330, 150][(n - 1) % 3] ?? rng.int(0, 360);
  const skin = ['#c68c5b', '#e0ac7e', '#a86b45'][(n - 1) % 3] ?? '#c68c5b';
  const hair = ['#2b1d14', '#3b2416', '#161616'][(n - 1) % 3] ?? '#222222';
  const suit = hsl(hue, 40, 28);
  const longHair = n === 2;
  const body =
    '<defs>' +
    linear('b', [hsl(hue, 60, 88), hsl(hue, 45, 70)], 'd') +
    '</defs>' +
    rect(0, 0, 400, 400, 'url(#b)') +
    circle(200, 200, 170, '#ffffff', { opacity: 0.25 }) +
    (longHair ? path('M128 176c0-62 32-98 72-98s72 36 72 98v90H128z', hair) : '') +
    path('M70 400c8-78 62-118 130-118s122 40 130 118z', suit) +
    path('M172 286l28 46l28-46z', '#f8fafc') +
    rect(182, 232, 36, 56, skin) +
    el('ellipse', { cx: 200, cy: 178, rx: 62, ry: 72, fill: skin }) +
    (longHair
      ? path('M138 160c6-46 34-68 62-68s56 22 62 68c-22-22-58-30-86-24c-14 4-28 12-38 24z', hair)
      : path('M138 168c-4-52 26-82 62-82s68 26 62 82c-10-26-34-40-62-40s-52 14-62 40z', hair));
  return svgDoc(400, 400, body, `Team member ${n}`);
}

/** Site logo 180x48: a roof-and-window mark and the wordmark. */
export function siteLogo(): string {
  const body =
    '<defs>' +
    linear('m', ['#f59e0b', '#d9480f'], 'd') +
    '</defs>' +
    path('M24 6L4 22h6v20h28V22h6z', 'url(#m)') +
    rect(19, 28, 10, 14, '#ffffff') +
    rect(13, 22, 6, 6, '#ffffff') +
    rect(29, 22, 6, 6, '#ffffff') +
    // One <text> with two spans: the second word follows the first whatever font is used.
    el(
      'text',
      { x: 52, y: 26, 'font-family': FONT, 'font-size': 20 },
      el('tspan', { 'font-weight': '800', fill: '#0f2a4a' }, 'Noida') +
        el('tspan', { dx: 5, fill: '#d9480f' }, 'Realty'),
    ) +
    text(53, 41, 'REAL ESTATE ADVISORY', {
      'font-family': FONT,
      'font-size': 8,
      'letter-spacing': '0.6',
      fill: '#475569',
    });
  return svgDoc(180, 48, body, 'Noida Realty');
}

/**
 * The site's card 1200x630: the picture of link previews for pages without one of their own. A
 * skyline, the logo large on a white panel and one line of what the firm does. Its lettering, like
 * the logo's, is set in whatever sans-serif font the renderer has.
 */
export function siteCard(): string {
  const skyline = bannerScene(1, 1200, 630)
    .replace(/^<svg[^>]*>/, '')
    .replace(/<\/svg>$/, '');
  const logo = siteLogo()
    .replace(/^<svg[^>]*>/, '')
    .replace(/<\/svg>$/, '');
  const body =
    skyline +
    rect(0, 0, 1200, 630, '#0f2a4a', { opacity: 0.15 }) +
    rect(230, 170, 740, 230, '#ffffff', { rx: 28 }) +
    el('g', { transform: 'translate(285 200) scale(3.6)' }, logo) +
    text(600, 482, 'Property in Noida and Delhi-NCR', {
      'font-family': FONT,
      'font-size': 40,
      'font-weight': '600',
      'text-anchor': 'middle',
      fill: '#ffffff',
    });
  return svgDoc(1200, 630, body, 'Noida Realty');
}
