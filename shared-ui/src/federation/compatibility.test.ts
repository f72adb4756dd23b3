import { checkCompatibility, parseVersion, satisfies, type HostVersions } from './compatibility';

const HOST: HostVersions = { contract: '2.1.0', 'shared-ui': '1.4.2', contracts: '1.0.0' };

/** The `metaData` of a remote's manifest, as a build writes it. */
function meta(site: Record<string, unknown>) {
  return { name: 'finance', buildInfo: { buildVersion: '1.0.0' }, site };
}

const current = {
  contract: '2.0.0',
  requires: { 'shared-ui': '^1.4.0', contracts: '^1.0.0' },
  buildId: 'finance-901213f',
};

describe('parseVersion', () => {
  it.each([
    ['2.0.0', [2, 0, 0]],
    ['10.20.30', [10, 20, 30]],
  ])('%s', (text, numbers) => expect(parseVersion(text)).toEqual(numbers));

  it.each([['2.0'], ['v2.0.0'], ['2.0.0-beta.1'], [''], [' 2.0.0'], [2], [null], [undefined], ['1.2.3.4']])(
    '%p is not a version',
    (text) => expect(parseVersion(text)).toBeUndefined(),
  );
});

describe('satisfies', () => {
  it.each([
    ['1.4.2', '^1.4.0', true],
    ['1.4.0', '^1.4.0', true],
    ['1.9.0', '^1.4.0', true],
    ['1.3.9', '^1.4.0', false],
    ['2.0.0', '^1.4.0', false],
    ['0.3.1', '^0.3.0', true],
    ['0.4.0', '^0.3.0', false],
    ['1.4.5', '~1.4.2', true],
    ['1.5.0', '~1.4.2', false],
    ['1.4.2', '1.4.2', true],
    ['1.4.3', '1.4.2', false],
    ['9.0.0', '>=1.4.2', true],
    ['1.4.1', '>=1.4.2', false],
  ])('%s in %s: %s', (version, range, expected) => expect(satisfies(version, range)).toBe(expected));

  it.each([['*'], ['^1'], ['1.x'], ['>1.0.0'], ['^1.0.0 || ^2.0.0'], [''], [42], [undefined]])(
    'a range it does not understand (%p) is neither',
    (range) => expect(satisfies('1.0.0', range)).toBeUndefined(),
  );
});

describe('checkCompatibility', () => {
  it('a build of the same contract major that needs what the shell has is compatible', () => {
    expect(checkCompatibility('finance', meta(current), HOST)).toEqual({ ok: true, buildId: 'finance-901213f' });
  });

  it('an older or newer minor of the same contract is compatible (additions only)', () => {
    for (const contract of ['2.0.0', '2.5.3'])
      expect(checkCompatibility('finance', meta({ ...current, contract }), HOST).ok).toBe(true);
  });

  it('an older contract major: incompatible, naming the remote, its build and both versions', () => {
    expect(checkCompatibility('finance', meta({ ...current, contract: '1.3.0', buildId: '3fa531f' }), HOST)).toEqual({
      ok: false,
      reason: 'contract-older',
      buildId: '3fa531f',
      detail: 'finance build 3fa531f implements contract 1.3.0; this site needs contract 2.x (2.1.0)',
    });
  });

  it('a newer contract major: incompatible (the remote needs a newer shell)', () => {
    expect(checkCompatibility('listings', meta({ ...current, contract: '3.0.0' }), HOST)).toMatchObject({
      ok: false,
      reason: 'contract-newer',
      detail: 'listings build finance-901213f implements contract 3.0.0; this site supports contract 2.x (2.1.0)',
    });
  });

  it('needing a newer shared-ui than the shell has: incompatible', () => {
    const site = { ...current, requires: { ...current.requires, 'shared-ui': '^1.5.0' } };
    expect(checkCompatibility('content', meta(site), HOST)).toMatchObject({
      ok: false,
      reason: 'needs-shared-ui',
      detail: 'content build finance-901213f needs shared-ui ^1.5.0; this site has shared-ui 1.4.2',
    });
  });

  it('needing another major of shared-ui (an older one included): incompatible', () => {
    const site = { ...current, requires: { ...current.requires, 'shared-ui': '^0.9.0' } };
    expect(checkCompatibility('content', meta(site), HOST)).toMatchObject({ ok: false, reason: 'needs-shared-ui' });
  });

  it('needing a newer contracts package: incompatible', () => {
    const site = { ...current, requires: { ...current.requires, contracts: '^1.1.0' } };
    expect(checkCompatibility('content', meta(site), HOST)).toMatchObject({
      ok: false,
      reason: 'needs-contracts',
      detail: 'content build finance-901213f needs contracts ^1.1.0; this site has contracts 1.0.0',
    });
  });

  it('a build from before versions were declared (no metaData.site): incompatible', () => {
    for (const metaData of [{ name: 'listings' }, undefined, null])
      expect(checkCompatibility('listings', metaData, HOST)).toEqual({
        ok: false,
        reason: 'undeclared',
        detail: 'listings (build unknown) declares no contract version; this site needs contract 2.x (2.1.0)',
      });
  });

  it.each<[string, unknown]>([
    ['site is not an object', 'v2'],
    ['site is an array', [current]],
    ['no contract', { ...current, contract: undefined }],
    ['a contract that is not x.y.z', { ...current, contract: '2' }],
    ['a contract that is a number', { ...current, contract: 2 }],
    ['no requires', { ...current, requires: undefined }],
    ['no shared-ui range', { ...current, requires: { contracts: '^1.0.0' } }],
    ['a shared-ui range it cannot read', { ...current, requires: { ...current.requires, 'shared-ui': 'latest' } }],
    ['no contracts range', { ...current, requires: { 'shared-ui': '^1.4.0' } }],
    ['no build id', { ...current, buildId: undefined }],
    ['an empty build id', { ...current, buildId: '' }],
    ['markup in the build id', { ...current, buildId: '<img src=x onerror=alert(1)>' }],
    ['a build id too long to show', { ...current, buildId: 'a'.repeat(81) }],
  ])('malformed metadata (%s): incompatible, without echoing it', (_why, site) => {
    const result = checkCompatibility('finance', { site }, HOST);
    expect(result).toMatchObject({ ok: false, reason: 'malformed' });
    expect(result.ok ? '' : result.detail).toMatch(
      /^finance (build [\w.+-]+|\(build unknown\)) has malformed version metadata; this site needs contract 2\.x \(2\.1\.0\)$/,
    );
  });

  it('checks against this shell by default (the versions it was built with)', () => {
    expect(
      checkCompatibility('finance', { site: { ...current, requires: { 'shared-ui': '^1.0.0', contracts: '^1.0.0' } } })
        .ok,
    ).toBe(true);
  });
});
