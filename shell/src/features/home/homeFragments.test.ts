import { FIRST_PAINT_FRAGMENTS } from './homeFragments';
import homeRemotes from './homeRemotes.json';

describe('home fragments', () => {
  it('homeRemotes.json (read by the production server to preload manifests) names the remotes of the first paint', () => {
    const atFirstPaint = [...new Set(FIRST_PAINT_FRAGMENTS.map((f) => f.remote))].sort();
    expect([...homeRemotes].sort()).toEqual(atFirstPaint);
  });
});
