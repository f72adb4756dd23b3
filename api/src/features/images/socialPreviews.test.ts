import { createSocialPreviews } from './socialPreviews';

const svgs = new Map([
  ['property/a.svg', Buffer.from('<svg a/>')],
  ['property/b.svg', Buffer.from('<svg b/>')],
  ['property/c.svg', Buffer.from('<svg c/>')],
]);
const source = (key: string) => svgs.get(key);

/** A stand-in renderer: 1,000 bytes per picture, counted, each finished by the test. */
function fakeRender() {
  const calls: string[] = [];
  const pending: (() => void)[] = [];
  let running = 0;
  let mostAtOnce = 0;
  const render = async (svg: Buffer) => {
    calls.push(svg.toString());
    running += 1;
    mostAtOnce = Math.max(mostAtOnce, running);
    await new Promise<void>((resolve) => pending.push(resolve));
    running -= 1;
    return Buffer.alloc(1000, svg.toString());
  };
  const finishAll = async () => {
    while (pending.length > 0 || running > 0) {
      pending.splice(0).forEach((resolve) => resolve());
      await new Promise((resolve) => setImmediate(resolve));
    }
  };
  return { render, calls, finishAll, mostAtOnce: () => mostAtOnce };
}

describe('social previews', () => {
  it('renders a picture once for requests that arrive together, and keeps it', async () => {
    const fake = fakeRender();
    const previews = createSocialPreviews({ source, render: fake.render });
    const together = Promise.all([1, 2, 3].map(() => previews.get('property/a.svg')));
    await fake.finishAll();
    const [first, ...others] = await together;
    expect(fake.calls).toEqual(['<svg a/>']);
    for (const other of others) expect(other).toBe(first);
    expect(first?.etag).toMatch(/^"[\w-]{20}"$/);
    expect(await previews.get('property/a.svg')).toBe(first);
    expect(fake.calls).toHaveLength(1);
  });

  it('renders one picture at a time', async () => {
    const fake = fakeRender();
    const previews = createSocialPreviews({ source, render: fake.render });
    const all = Promise.all(['a', 'b', 'c'].map((n) => previews.get(`property/${n}.svg`)));
    await fake.finishAll();
    expect((await all).every((file) => file?.body.length === 1000)).toBe(true);
    expect(fake.calls).toHaveLength(3);
    expect(fake.mostAtOnce()).toBe(1);
  });

  it('keeps at most maxBytes, the least recently used going first', async () => {
    const fake = fakeRender();
    const previews = createSocialPreviews({ source, render: fake.render, maxBytes: 2500 });
    for (const n of ['a', 'b', 'a', 'c', 'a', 'b']) {
      const file = previews.get(`property/${n}.svg`);
      await fake.finishAll();
      await file;
    }
    // a, b kept; a used; c evicts b; a kept; b rendered again.
    expect(fake.calls).toEqual(['<svg a/>', '<svg b/>', '<svg c/>', '<svg b/>']);
  });

  it('answers undefined for a key with no picture, and keeps no failed render', async () => {
    let fail = true;
    const previews = createSocialPreviews({
      source,
      render: async () => {
        if (fail) throw new Error('render failed');
        return Buffer.from('jpeg');
      },
    });
    expect(await previews.get('property/none.svg')).toBeUndefined();
    await expect(previews.get('property/a.svg')).rejects.toThrow('render failed');
    fail = false;
    expect((await previews.get('property/a.svg'))?.body.toString()).toBe('jpeg');
  });
});
