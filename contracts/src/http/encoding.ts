/** A page's content coding: brotli, gzip or none. */
export type PageEncoding = 'br' | 'gzip' | null;

/** The best encoding the visitor accepts among brotli and gzip (the shell's renderer and the render pool alike). */
export function pickEncoding(acceptEncoding: string | undefined): PageEncoding {
  const accepted = (acceptEncoding ?? '')
    .split(',')
    .map((part) => part.trim().split(';'))
    // Parameter names are case-insensitive (RFC 9110): "Q=0" refuses a coding too.
    .filter(([, q]) => !q || !/^q=0(\.0*)?$/i.test(q.trim()))
    .map(([name]) => name?.trim().toLowerCase());
  if (accepted.includes('br')) return 'br';
  if (accepted.includes('gzip')) return 'gzip';
  return null;
}
