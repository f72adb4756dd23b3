/**
 * Tiny helpers for writing compact SVG by hand. Every number is rounded to an integer: the files
 * stay small (< 6 KB) and byte-identical from run to run.
 */
export type Attrs = Record<string, string | number | undefined>;

const n = (v: number): string => String(Math.round(v));

/** Coordinates are rounded to integers; opacities keep two decimals. */
function formatNumber(key: string, v: number): string {
  return key.includes('opacity') ? String(+v.toFixed(2)) : n(v);
}

function attrs(a: Attrs): string {
  return Object.entries(a)
    .filter(([, v]) => v !== undefined)
    .map(([k, v]) => ` ${k}="${typeof v === 'number' ? formatNumber(k, v) : escapeXml(v as string)}"`)
    .join('');
}

export function el(name: string, a: Attrs, children = ''): string {
  return children ? `<${name}${attrs(a)}>${children}</${name}>` : `<${name}${attrs(a)}/>`;
}

export function svgDoc(width: number, height: number, body: string, label: string): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="${escapeXml(label)}">` +
    body +
    '</svg>'
  );
}

/** Linear gradient; vertical by default. A stop is a colour or [colour, opacity]. */
export function linear(
  id: string,
  stops: readonly (string | readonly [string, number])[],
  dir: 'v' | 'h' | 'd' = 'v',
): string {
  const xy =
    dir === 'v'
      ? { x1: 0, y1: 0, x2: 0, y2: 1 }
      : dir === 'h'
        ? { x1: 0, y1: 0, x2: 1, y2: 0 }
        : { x1: 0, y1: 0, x2: 1, y2: 1 };
  const offset = (i: number) => (stops.length === 1 ? '0' : String(+(i / (stops.length - 1)).toFixed(2)));
  const s = stops
    .map((c, i) =>
      typeof c === 'string'
        ? `<stop offset="${offset(i)}" stop-color="${c}"/>`
        : `<stop offset="${offset(i)}" stop-color="${c[0]}" stop-opacity="${c[1]}"/>`,
    )
    .join('');
  return `<linearGradient id="${id}" x1="${xy.x1}" y1="${xy.y1}" x2="${xy.x2}" y2="${xy.y2}">${s}</linearGradient>`;
}

export function rect(x: number, y: number, w: number, h: number, fill: string, extra: Attrs = {}): string {
  return el('rect', { x, y, width: w, height: h, fill, ...extra });
}

export function circle(cx: number, cy: number, r: number, fill: string, extra: Attrs = {}): string {
  return el('circle', { cx, cy, r, fill, ...extra });
}

export function path(d: string, fill: string, extra: Attrs = {}): string {
  return el('path', { d, fill, ...extra });
}

/** Integer-rounded point list for path data. */
export function pts(...xy: number[]): string {
  return xy.map(n).join(' ');
}

export function text(x: number, y: number, content: string, a: Attrs): string {
  return el('text', { x, y, ...a }, escapeXml(content));
}

export function escapeXml(s: string): string {
  return s
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

/** HSL colour as a short hex string (SVG 1.1 renderers all understand hex). */
export function hsl(h: number, s: number, l: number): string {
  const sat = s / 100;
  const lig = l / 100;
  const k = (m: number) => (m + h / 30) % 12;
  const a = sat * Math.min(lig, 1 - lig);
  const f = (m: number) => lig - a * Math.max(-1, Math.min(k(m) - 3, Math.min(9 - k(m), 1)));
  const hex = (v: number) =>
    Math.round(v * 255)
      .toString(16)
      .padStart(2, '0');
  return `#${hex(f(0))}${hex(f(8))}${hex(f(4))}`;
}

export const FONT = 'Segoe UI, Helvetica, Arial, sans-serif';
