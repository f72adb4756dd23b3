import fs from 'node:fs';
import path from 'node:path';
import {
  CONTRACTS_VERSION,
  CONTRACT_PROMISES,
  REMOTES,
  REMOTE_CONTRACT_VERSION,
  REMOTE_NAMES,
  promisedOf,
} from './index';

const pkg = JSON.parse(fs.readFileSync(path.resolve(__dirname, '../../package.json'), 'utf8')) as { version: string };

describe('the versions every remote build declares', () => {
  it('the contract version is x.y.z', () => {
    expect(REMOTE_CONTRACT_VERSION).toMatch(/^\d+\.\d+\.\d+$/);
  });

  it("CONTRACTS_VERSION is the contracts package's version", () => {
    expect(CONTRACTS_VERSION).toBe(pkg.version);
  });

  it('the last recorded contract version is the current one', () => {
    expect(Object.keys(CONTRACT_PROMISES).at(-1)).toBe(REMOTE_CONTRACT_VERSION);
  });

  it.each(REMOTE_NAMES)('the registry still offers everything the current contract promises of %s', (name) => {
    // Missing: removing or renaming is a breaking change, a new major (docs/remote-conventions.md).
    // What the registry adds is recorded under the next minor when a shell starts to rely on it.
    const promised = promisedOf(name);
    expect(promised.exposes.filter((e) => !(e in REMOTES[name].exposes))).toEqual([]);
    expect(promised.segments.filter((s) => !(REMOTES[name].segments as readonly string[]).includes(s))).toEqual([]);
    expect(promised.exposes).toContain('./routes');
  });

  it('a later minor adds to what its major promised; another major starts again', () => {
    expect(promisedOf('finance', '2.0.0').exposes).toEqual(['./routes']);
    expect(promisedOf('finance', '2.9.0').exposes).toEqual(['./routes']);
    expect(promisedOf('finance', '3.0.0')).toEqual({ exposes: [], segments: [] });
    expect(promisedOf('nobody')).toEqual({ exposes: [], segments: [] });
  });
});
