/**
 * A listing's description. The public answers carry HTML (rendered by the site through
 * shared-ui's sanitizer); that sanitizer needs a DOM (DOMPurify over jsdom) and lives with the
 * React code, so the desk does not take HTML at all: editors write plain text (paragraphs
 * separated by a blank line, lines starting with "- " a list) and the API builds the HTML with
 * every character escaped. Nothing an editor types can become a tag or an attribute.
 */

const ESCAPES: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c);

const BULLET = /^[-*•]\s+/;

/** Blocks of the text: paragraphs (lines joined by a space) and lists (one item per "- " line). */
function blocks(text: string): { list: boolean; lines: string[] }[] {
  const out: { list: boolean; lines: string[] }[] = [];
  for (const chunk of text.replace(/\r\n?/g, '\n').split(/\n\s*\n/)) {
    const lines = chunk
      .split('\n')
      .map((l) => l.trim())
      .filter((l) => l.length > 0);
    let current: { list: boolean; lines: string[] } | null = null;
    for (const line of lines) {
      const list = BULLET.test(line);
      if (current === null || current.list !== list) {
        current = { list, lines: [] };
        out.push(current);
      }
      current.lines.push(list ? line.replace(BULLET, '') : line);
    }
  }
  return out;
}

/** Plain text → the HTML the public answers carry: <p> per paragraph, <ul> per list. */
export function textToHtml(text: string): string {
  return blocks(text)
    .map((b) =>
      b.list
        ? `<ul>${b.lines.map((l) => `<li>${escapeHtml(l)}</li>`).join('')}</ul>`
        : `<p>${escapeHtml(b.lines.join(' '))}</p>`,
    )
    .join('\n');
}

const ENTITIES: Readonly<Record<string, string>> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name.startsWith('#x') || name.startsWith('#X')) return safeCodePoint(parseInt(name.slice(2), 16), whole);
    if (name.startsWith('#')) return safeCodePoint(parseInt(name.slice(1), 10), whole);
    return ENTITIES[name.toLowerCase()] ?? whole;
  });
}

function safeCodePoint(n: number, fallback: string): string {
  return Number.isInteger(n) && n > 0 && n <= 0x10ffff && (n < 0xd800 || n > 0xdfff)
    ? String.fromCodePoint(n)
    : fallback;
}

/**
 * Stored HTML → the text the editor sees (the seed's descriptions, and the desk's own, which come
 * back exactly as written, normalised). Block ends become blank lines, list items "- " lines,
 * every other tag is dropped.
 */
export function htmlToText(html: string): string {
  const text = html
    .replace(/\r\n?/g, '\n')
    .replace(/<li\b[^>]*>/gi, '\n- ')
    .replace(/<\/(p|h[1-6]|ul|ol|div|blockquote|section)\s*>/gi, '\n\n')
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<[^>]*>/g, '');
  return decodeEntities(text)
    .split(/\n\s*\n/)
    .map((block) =>
      block
        .split('\n')
        .map((l) => l.replace(/[ \t]+/g, ' ').trim())
        .filter((l) => l.length > 0)
        .join('\n'),
    )
    .filter((b) => b.length > 0)
    .join('\n\n');
}
