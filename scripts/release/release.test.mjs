import assert from 'node:assert/strict';
import path from 'node:path';
import { describe, it } from 'node:test';
import { folderFor, makeBuildId, parseReleaseArgs, resolveRemote } from './args.mjs';
import { foldersToPrune, planRollback, recordRelease, releasesOf } from './history.mjs';
import { gateRoutes, readSamples } from './routes.mjs';
import { withRemote } from 'site-server/releases/configFile';

const registry = {
  remotes: [
    { name: 'listings', workspace: 'remote-listings', portOffset: 1 },
    { name: 'finance', workspace: 'remote-finance', portOffset: 3 },
  ],
};
const env = { API_DATA_DIR: '/data', INIT_CWD: '/work' };

describe('parseReleaseArgs', () => {
  it('takes the remote by name or workspace, with defaults from the site', () => {
    const a = parseReleaseArgs(['finance'], registry, env);
    assert.deepEqual(a, {
      help: false,
      remote: 'finance',
      workspace: 'remote-finance',
      rollback: false,
      site: 'http://localhost:3000',
      configFile: '/data/runtime-config.3000.json',
      historyFile: '/data/runtime-config.3000.releases.json',
      releasesDir: '/data/releases/finance',
      remoteOrigin: 'http://localhost:3003',
      previewPort: 3090,
      keep: 3,
      dist: null,
      segments: [],
      renderBudgetMs: 2000,
    });
    assert.equal(parseReleaseArgs(['finance'], registry, { ...env, RELEASES_KEPT: '7' }).keep, 7);
    assert.equal(parseReleaseArgs(['finance', '--keep', '2'], registry, { ...env, RELEASES_KEPT: '7' }).keep, 2);
    assert.equal(parseReleaseArgs(['remote-finance'], registry, env).remote, 'finance');
  });

  it('reads the workspace form (its own name first) and the root form alike', () => {
    const ws = parseReleaseArgs(['remote-finance', '--site', 'http://localhost:6600', '--rollback'], registry, env);
    assert.equal(ws.remote, 'finance');
    assert.equal(ws.rollback, true);
    assert.equal(ws.configFile, '/data/runtime-config.6600.json');
    assert.equal(ws.remoteOrigin, 'http://localhost:6603');
    assert.equal(ws.previewPort, 6690);
    // Both forms at once name the same remote twice: fine.
    assert.equal(parseReleaseArgs(['remote-finance', 'finance'], registry, env).remote, 'finance');
  });

  it('takes --flag=value, relative paths from where npm ran, and the config from the environment', () => {
    const a = parseReleaseArgs(
      [
        'finance',
        '--config=site/config.json',
        '--preview-port=6681',
        '--keep',
        '3',
        '--remote-origin',
        'https://cdn.example.in',
      ],
      registry,
      env,
    );
    assert.equal(a.configFile, path.resolve('/work', 'site/config.json'));
    assert.equal(a.historyFile, path.resolve('/work', 'site/config.releases.json'));
    assert.equal(a.previewPort, 6681);
    assert.equal(a.keep, 3);
    assert.equal(a.remoteOrigin, 'https://cdn.example.in');
    const fromEnv = parseReleaseArgs(['finance'], registry, {
      ...env,
      RUNTIME_CONFIG_FILE: '/etc/site.json',
      PORT: '4300',
    });
    assert.equal(fromEnv.configFile, '/etc/site.json');
    assert.equal(fromEnv.site, 'http://localhost:4300');
  });

  it('refuses what it cannot do', () => {
    assert.throws(() => parseReleaseArgs([], registry, env), /name the remote/);
    assert.throws(() => parseReleaseArgs(['blog'], registry, env), /no remote named "blog"/);
    assert.throws(() => parseReleaseArgs(['finance', 'listings'], registry, env), /one remote at a time/);
    assert.throws(() => parseReleaseArgs(['finance', '--site'], registry, env), /--site needs a value/);
    assert.throws(() => parseReleaseArgs(['finance', '--site', '--rollback'], registry, env), /--site needs a value/);
    assert.throws(
      () => parseReleaseArgs(['finance', '--site=a', '--site=b'], registry, env),
      /given twice|not an origin/,
    );
    assert.throws(() => parseReleaseArgs(['finance', '--site', 'localhost:3000'], registry, env), /--site/);
    assert.throws(() => parseReleaseArgs(['finance', '--site', 'http://localhost:3000/x'], registry, env), /no path/);
    assert.throws(() => parseReleaseArgs(['finance', '--force'], registry, env), /unknown option --force/);
    assert.throws(() => parseReleaseArgs(['finance', '--preview-port', '70000'], registry, env), /port number/);
    assert.throws(() => parseReleaseArgs(['finance', '--keep', '0'], registry, env), /--keep must be a whole number/);
    assert.throws(() => parseReleaseArgs(['finance'], registry, { ...env, RELEASES_KEPT: 'all' }), /RELEASES_KEPT/);
    assert.throws(() => parseReleaseArgs(['finance', '--keep', '2.5'], registry, env), /--keep/);
    assert.deepEqual(parseReleaseArgs(['--help'], registry, env), { help: true });
    assert.throws(() => parseReleaseArgs(['finance', '--rollback', '--dist', 'x'], registry, env), /leave out --dist/);
    assert.equal(
      parseReleaseArgs(['finance', '--dist', 'build/x'], registry, env).dist,
      path.resolve('/work', 'build/x'),
    );
    assert.throws(() => resolveRemote('constructor', registry), /no remote/);
  });
});

describe('makeBuildId', () => {
  const date = new Date('2026-11-26T18:05:12.345Z');
  it('names the remote, the commit and the moment', () => {
    assert.equal(makeBuildId('finance', '901213f0abc', false, date), 'finance-901213f-20261126T180512Z');
    assert.equal(makeBuildId('finance', '901213f', true, date), 'finance-901213f-dirty-20261126T180512Z');
    assert.equal(makeBuildId('finance', '', false, date), 'finance-nocommit-20261126T180512Z');
    assert.equal(makeBuildId('finance', '../x', false, date), 'finance-nocommit-20261126T180512Z');
  });
  it('names the folder of a build made elsewhere by its own id, safe in a URL path', () => {
    assert.equal(folderFor('content-broken', date), 'content-broken-20261126T180512Z');
    assert.equal(folderFor('../a b/<x>', date), 'a-b-x-20261126T180512Z');
    assert.equal(folderFor(undefined, date), 'build-20261126T180512Z');
  });
});

describe('release history', () => {
  const r1 = {
    remote: 'finance',
    buildId: 'b1',
    url: 'http://x/releases/b1/mf-manifest.json',
    previousUrl: 'http://x/mf-manifest.json',
    previousBuild: 'finance-1.0.0',
    at: 't1',
  };
  const r2 = {
    ...r1,
    buildId: 'b2',
    url: 'http://x/releases/b2/mf-manifest.json',
    previousUrl: r1.url,
    previousBuild: 'b1',
    at: 't2',
  };
  const l1 = { ...r1, remote: 'listings', buildId: 'l1', url: 'http://y/releases/l1/mf-manifest.json' };

  it('records releases in order and reads a missing or foreign file as empty', () => {
    assert.deepEqual(releasesOf(undefined), []);
    assert.deepEqual(releasesOf({ releases: 'x' }), []);
    const h = recordRelease(recordRelease(recordRelease(null, r1), r2), l1);
    assert.deepEqual(
      h.releases.map((r) => r.buildId),
      ['b1', 'b2', 'l1'],
    );
  });

  it('a rollback undoes the remote’s last release, and a second one the release before', () => {
    const h = recordRelease(recordRelease(recordRelease(null, r1), r2), l1);
    const first = planRollback(h, 'finance', r2.url);
    assert.equal(first.release.previousUrl, r1.url);
    assert.deepEqual(
      first.history.releases.map((r) => r.buildId),
      ['b1', 'l1'],
    );
    const second = planRollback(first.history, 'finance', r1.url);
    assert.equal(second.release.previousUrl, 'http://x/mf-manifest.json');
    assert.throws(() => planRollback(second.history, 'finance', r1.previousUrl), /no release of finance/);
  });

  it('refuses a rollback when the config was switched by other means', () => {
    const h = recordRelease(null, r1);
    assert.throws(() => planRollback(h, 'finance', 'http://elsewhere/mf-manifest.json'), /switch it by hand/);
  });

  it('prunes only folders no recent release uses', () => {
    const h = recordRelease(recordRelease(null, r1), r2);
    assert.deepEqual(foldersToPrune(['b0', 'b1', 'b2', 'stray'], h, 'finance', 5, r2.url), ['b0', 'stray']);
    assert.deepEqual(foldersToPrune(['b0', 'b1', 'b2'], h, 'finance', 1, r2.url), ['b0']);
    assert.deepEqual(foldersToPrune(['b0', 'b1', 'b2'], null, 'finance', 5, r2.url), ['b0', 'b1']);
  });
});

describe('gate routes', () => {
  it('opens home and representative pages of every segment', () => {
    assert.deepEqual(gateRoutes(['check-loan-eligibility', 'eligibility-check', 'emi-calculator']), [
      '/',
      '/check-loan-eligibility',
      '/eligibility-check',
      '/emi-calculator',
    ]);
    assert.deepEqual(
      gateRoutes(['search-property', 'property', 'residential', 'commercial', 'blog', 'new-page'], {
        residential: '/residential/sector-150/a/1',
        commercial: null,
        blog: '/blog/b',
      }),
      [
        '/',
        '/search-property/r/noida/all/all',
        '/property/noida/all/residential',
        '/property/best-property',
        '/residential/sector-150/a/1',
        '/blog',
        '/blog/b',
        '/new-page',
      ],
    );
  });

  it('reads sample pages from the API and leaves out what it cannot read', async () => {
    const answers = {
      'http://s/api/property_list/noida/all/r': { property_list: [{ p_location: 'sector-150', slug: 'a', p_id: 1 }] },
      'http://s/api/property_list/noida/all/c': { property_list: [] },
    };
    const fetchJson = async (url) => {
      if (url in answers) return answers[url];
      throw new Error('down');
    };
    assert.deepEqual(await readSamples('http://s', fetchJson), {
      residential: '/residential/sector-150/a/1',
      commercial: null,
      blog: null,
    });
  });
});

describe('withRemote', () => {
  it('points one remote elsewhere and keeps the rest', () => {
    const config = { site: { name: 'x' }, remotes: { finance: 'a', listings: 'b' } };
    assert.deepEqual(withRemote(config, 'finance', 'c'), {
      site: { name: 'x' },
      remotes: { finance: 'c', listings: 'b' },
    });
    assert.equal(config.remotes.finance, 'a');
    assert.throws(() => withRemote({}, 'finance', 'c'), /no "remotes"/);
    assert.throws(() => withRemote(null, 'finance', 'c'), /no "remotes"/);
  });
});
