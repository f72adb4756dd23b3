import fs from 'node:fs';
import path from 'node:path';
import { parseVersion } from './compatibility';
import { SHARED_UI_VERSION } from './version';

/**
 * shared-ui is one copy at run time, the shell's: a remote built against a newer copy must not get
 * an older one silently. So its API is append-only within a major and versioned; a remote declares
 * `^<the version that introduced the newest name it imports>` (scripts/webpack/sharedUiNeeds.cjs)
 * and the shell checks it (compatibility.ts). This holds the
 * exports and the version in step: an export added without a new minor, or removed without a new
 * major, fails here.
 */
type Surface = Record<string, string[]>;
const record = JSON.parse(fs.readFileSync(path.resolve(__dirname, '../../api-versions.json'), 'utf8')) as {
  versions: Record<string, Surface>;
};
const versions = Object.keys(record.versions);

/** What each shared module (a federation singleton: scripts/webpack/createAppConfig.cjs) exports now. */
const current: Surface = {
  /* eslint-disable @typescript-eslint/no-require-imports -- the modules' run-time names, as a remote sees them */
  'shared-ui': Object.keys(require('../index') as object).sort(),
  'shared-ui/router': Object.keys(require('../../router') as object).sort(),
  /* eslint-enable @typescript-eslint/no-require-imports */
};

const major = (v: string) => parseVersion(v)?.[0];
const ofCurrentMajor = versions.filter((v) => major(v) === major(SHARED_UI_VERSION));

describe("shared-ui's versioned API (shared-ui/api-versions.json)", () => {
  it('records versions in order, the last one being SHARED_UI_VERSION (src/federation/version.ts)', () => {
    expect(versions.every((v) => parseVersion(v))).toBe(true);
    const sorted = [...versions].sort((a, b) => {
      const [x, y] = [parseVersion(a)!, parseVersion(b)!];
      return x[0] - y[0] || x[1] - y[1] || x[2] - y[2];
    });
    expect(versions).toEqual(sorted);
    expect(versions.at(-1)).toBe(SHARED_UI_VERSION);
  });

  it.each(Object.keys(current))(
    '%s exports exactly the names recorded for this major, none removed, none unrecorded',
    (mod) => {
      const recorded = new Set(ofCurrentMajor.flatMap((v) => record.versions[v]?.[mod] ?? []));
      const names = current[mod] ?? [];
      const removed = [...recorded].filter((n) => !names.includes(n));
      const unrecorded = names.filter((n) => !recorded.has(n));
      // Removed: a breaking change — a new major (its full list); remotes built from then on need it, and the
      // shell must be released first (docs/remote-conventions.md). Unrecorded: a new minor that lists them.
      expect({ removed, unrecorded }).toEqual({ removed: [], unrecorded: [] });
    },
  );

  it('a minor lists only what it adds (a name is recorded once per major)', () => {
    for (const mod of Object.keys(current)) {
      const all = ofCurrentMajor.flatMap((v) => record.versions[v]?.[mod] ?? []);
      expect(all.filter((n, i) => all.indexOf(n) !== i)).toEqual([]);
    }
  });
});
