import { HOME_FRAGMENTS } from './homeFragments';
import homeRemotes from './homeRemotes.json';

describe('home fragments', () => {
  it('homeRemotes.json (read by the production server to preload manifests) names exactly their remotes', () => {
    const used = [...new Set(Object.values(HOME_FRAGMENTS).map((f) => f.remote))].sort();
    expect([...homeRemotes].sort()).toEqual(used);
  });
});
