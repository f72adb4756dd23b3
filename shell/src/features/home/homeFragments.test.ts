import { FIRST_PAINT_REMOTES, REMOTES } from 'contracts/registry';
import { FIRST_PAINT_FRAGMENTS, HOME_FRAGMENTS } from './homeFragments';

describe('home fragments', () => {
  it('loads only the search form with the first paint; the rest when the visitor scrolls near', () => {
    expect(Object.entries(HOME_FRAGMENTS).map(([key, f]) => [key, f.belowFold])).toEqual([
      ['search', false],
      ['latest', true],
      ['recent', true],
      ['gallery', true],
      ['testimonials', true],
      ['news', true],
    ]);
    expect(FIRST_PAINT_FRAGMENTS).toEqual([HOME_FRAGMENTS.search]);
  });

  it('every first-paint fragment of the registry is on the home page, so the server preloads the right remotes', () => {
    const fromRegistry = FIRST_PAINT_REMOTES.flatMap((remote) =>
      REMOTES[remote].firstPaint.map((expose) => `${remote}${expose}`),
    );
    expect(FIRST_PAINT_FRAGMENTS.map((f) => `${f.remote}${f.expose}`)).toEqual(fromRegistry);
  });

  it('takes only exposes the registry lists (a typo fails the type check)', () => {
    const check = (f: Parameters<typeof import('./HomeFragment').HomeFragment>[0]) => f;
    // @ts-expect-error listings exposes no './SearchFrom'
    check({ remote: 'listings', expose: './SearchFrom', label: 'x', minHeight: 1, belowFold: false });
    // @ts-expect-error NewsFeed belongs to content
    check({ remote: 'listings', expose: './NewsFeed', label: 'x', minHeight: 1, belowFold: false });
    expect(check(HOME_FRAGMENTS.news).expose).toBe('./NewsFeed');
  });
});
