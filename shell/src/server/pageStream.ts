import { Transform, type TransformCallback } from 'node:stream';
import zlib from 'node:zlib';

const END = Buffer.from('</body></html>');

/** The longest end of `buf` that could be the start of `</body></html>` (held back until we know). */
function heldLength(buf: Buffer): number {
  for (let n = Math.min(END.length, buf.length); n > 0; n--) {
    if (buf.subarray(buf.length - n).equals(END.subarray(0, n))) return n;
  }
  return 0;
}

/**
 * Between React's stream and the response: passes every chunk on at once (each streamed region
 * reaches the browser when React flushes it) and writes the page's state script just before
 * `</body></html>`, when every region has rendered and every store holds its answers.
 */
export class StateBeforeBodyEnd extends Transform {
  private tail = Buffer.alloc(0);

  constructor(
    private readonly stateScript: () => string,
    private readonly onFlush?: () => void,
  ) {
    super();
  }

  override _transform(chunk: Buffer | Uint8Array, _enc: BufferEncoding, done: TransformCallback): void {
    const buf = Buffer.concat([this.tail, Buffer.from(chunk)]);
    const hold = heldLength(buf);
    if (buf.length > hold) this.push(buf.subarray(0, buf.length - hold));
    this.tail = buf.subarray(buf.length - hold);
    done();
  }

  override _flush(done: TransformCallback): void {
    const state = Buffer.from(this.stateScript());
    this.push(this.tail.equals(END) ? Buffer.concat([state, END]) : Buffer.concat([this.tail, state]));
    done();
  }

  /** React calls this after each batch it writes: push it through the compressor now. */
  flush(): void {
    // After the pipe has handed on what was just pushed.
    if (this.onFlush) setImmediate(this.onFlush);
  }
}

// One choice of encoding for every server of the site (contracts/http).
import type { PageEncoding as Encoding } from 'contracts/http';
export { pickEncoding } from 'contracts/http';
export type { Encoding };

/** A compressor that flushes what it has whenever React does (a region is not kept in its buffer). */
export function compressor(encoding: Encoding): zlib.BrotliCompress | zlib.Gzip | null {
  if (encoding === 'br') return zlib.createBrotliCompress({ params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } });
  if (encoding === 'gzip') return zlib.createGzip({ level: 6 });
  return null;
}
