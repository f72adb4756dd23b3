/**
 * @jest-environment node
 */
import { PassThrough, type Readable } from 'node:stream';
import zlib from 'node:zlib';
import { StateBeforeBodyEnd, compressor, pickEncoding } from './pageStream';

const STATE = '<script type="application/json" id="site-state">{"a":1}</script>';
const END = '</body></html>';

/** Writes the chunks (strings or bytes) one by one and gives everything the transform sent on. */
async function through(chunks: (string | Buffer)[]): Promise<string> {
  const out = new StateBeforeBodyEnd(() => STATE);
  const got: Buffer[] = [];
  out.on('data', (b: Buffer) => got.push(b));
  const done = new Promise((resolve) => out.on('end', resolve));
  for (const chunk of chunks) out.write(chunk);
  out.end();
  await done;
  return Buffer.concat(got).toString();
}

/** Every way to cut `text` into two chunks, and into single bytes. */
function cuts(text: string): (string | Buffer)[][] {
  const bytes = Buffer.from(text);
  const twoParts = Array.from({ length: bytes.length + 1 }, (_, i) => [bytes.subarray(0, i), bytes.subarray(i)]);
  return [...twoParts, [...bytes].map((b) => Buffer.from([b]))];
}

describe('StateBeforeBodyEnd', () => {
  const page = `<!DOCTYPE html><html><head></head><body><main>Flats – ₹1.9 Cr</main><script>a</script>${END}`;
  const expected = page.slice(0, -END.length) + STATE + END;

  it('puts the state script right before </body></html> wherever the chunks are cut', async () => {
    for (const chunks of cuts(page)) {
      expect(await through(chunks)).toBe(expected);
    }
  });

  it('works when the end tag arrives in one chunk with other bytes, or alone', async () => {
    expect(await through([page])).toBe(expected);
    expect(await through([page.slice(0, -END.length), END])).toBe(expected);
    expect(await through(['<html><body>', '<p>a</p></body>', '</html>'])).toBe(`<html><body><p>a</p>${STATE}${END}`);
  });

  it('appends the state when the end tag never comes (or something follows it)', async () => {
    expect(await through(['<html><body><p>cut off'])).toBe(`<html><body><p>cut off${STATE}`);
    expect(await through(['<p>a</body'])).toBe(`<p>a</body${STATE}`);
    expect(await through([`<p>a</p>${END}<!-- after -->`])).toBe(`<p>a</p>${END}<!-- after -->${STATE}`);
    expect(await through([])).toBe(STATE);
  });

  it('passes every byte that cannot be the end tag on at once, before flush() reports', async () => {
    const onFlush = jest.fn();
    const out = new StateBeforeBodyEnd(() => STATE, onFlush);
    const got: string[] = [];
    out.on('data', (b: Buffer) => got.push(b.toString()));
    const flushed = () =>
      new Promise<void>((resolve) => {
        onFlush.mockImplementationOnce(() => resolve());
        out.flush();
      });

    out.write('<html><body><div id="region">ready</div>');
    await flushed();
    expect(got.join('')).toBe('<html><body><div id="region">ready</div>');

    // Only what could still be the start of the end tag waits.
    out.write('<template></template></bo');
    await flushed();
    expect(got.join('')).toBe('<html><body><div id="region">ready</div><template></template>');
    out.write('ld>');
    await flushed();
    expect(got.join('')).toBe('<html><body><div id="region">ready</div><template></template></bold>');
    expect(onFlush).toHaveBeenCalledTimes(3);
    out.end(END);
    await new Promise((resolve) => out.on('end', resolve));
    expect(got.join('')).toBe(`<html><body><div id="region">ready</div><template></template></bold>${STATE}${END}`);
  });

  it('asks for the state only at the end, when the stores are complete', async () => {
    const state = jest.fn(() => STATE);
    const out = new StateBeforeBodyEnd(state);
    out.resume();
    out.write('<html><body>');
    expect(state).not.toHaveBeenCalled();
    out.end(END);
    await new Promise((resolve) => out.on('end', resolve));
    expect(state).toHaveBeenCalledTimes(1);
  });
});

describe('pickEncoding', () => {
  it.each([
    [undefined, null],
    ['', null],
    ['gzip, deflate, br', 'br'],
    ['gzip', 'gzip'],
    ['br', 'br'],
    ['deflate', null],
    ['identity', null],
    ['*', null],
    ['zstd, compress', null],
    ['GZIP', 'gzip'],
    ['Br, GZip', 'br'],
    ['  gzip  ,   br  ', 'br'],
    ['br;q=0, gzip', 'gzip'],
    ['br; q=0, gzip;q=0.5', 'gzip'],
    ['br;q=0.0, gzip;q=0.000', null],
    ['br;q=0.001', 'br'],
    ['br;q=1, gzip;q=0', 'br'],
    ['br ; q=0 , gzip', 'gzip'],
    ['br;Q=0, gzip', 'gzip'],
    ['gzip;q=0', null],
    ['x-gzip', null],
  ])('%p → %p', (header, expected) => {
    expect(pickEncoding(header)).toBe(expected);
  });
});

function collect(stream: Readable): Promise<Buffer> {
  const got: Buffer[] = [];
  stream.on('data', (b: Buffer) => got.push(b));
  return new Promise((resolve, reject) => {
    stream.on('end', () => resolve(Buffer.concat(got)));
    stream.on('error', reject);
  });
}

describe('compressor', () => {
  const html = `<html><body>${'<div class="card">Flats in Noida – ₹1.9 Cr</div>'.repeat(200)}${END}`;

  it('gives nothing for no encoding', () => {
    expect(compressor(null)).toBeNull();
  });

  it.each([
    ['br', zlib.brotliDecompressSync],
    ['gzip', zlib.gunzipSync],
  ] as const)('%s output decompresses to the page, state included', async (encoding, decompress) => {
    const zip = compressor(encoding);
    if (!zip) throw new Error('no compressor');
    const out = new StateBeforeBodyEnd(
      () => STATE,
      () => zip.flush(),
    );
    const body = collect(out.pipe(zip));
    for (let i = 0; i < html.length; i += 1000) out.write(html.slice(i, i + 1000));
    out.end();
    const compressed = await body;
    expect(compressed.length).toBeLessThan(html.length / 5);
    expect(decompress(compressed).toString()).toBe(html.slice(0, -END.length) + STATE + END);
  });

  it.each(['br', 'gzip'] as const)(
    '%s: what React flushes reaches the visitor before the page ends',
    async (encoding) => {
      const zip = compressor(encoding);
      if (!zip) throw new Error('no compressor');
      const out = new StateBeforeBodyEnd(
        () => STATE,
        () => zip.flush(),
      );
      const sink = new PassThrough();
      const got: Buffer[] = [];
      sink.on('data', (b: Buffer) => got.push(b));
      out.pipe(zip).pipe(sink);
      const firstRegion = '<html><body><header>Noida Realty Advisors</header>';
      out.write(firstRegion);
      out.flush();
      await new Promise((resolve) => setTimeout(resolve, 50));
      const soFar = Buffer.concat(got);
      // The bytes so far decompress to the whole first region (the stream is not finished yet).
      const inflate = encoding === 'br' ? zlib.createBrotliDecompress() : zlib.createGunzip();
      const inflated: Buffer[] = [];
      inflate.on('data', (b: Buffer) => inflated.push(b));
      inflate.write(soFar);
      await new Promise((resolve) => setTimeout(resolve, 20));
      inflate.destroy();
      expect(Buffer.concat(inflated).toString()).toBe(firstRegion);
      const done = new Promise((resolve) => sink.on('end', resolve));
      out.end(END);
      await done;
    },
  );
});
