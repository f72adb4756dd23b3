import { CONTRACTS_VERSION, REMOTES, REMOTE_CONTRACT_VERSION, promisedOf } from 'contracts/registry';

type ManifestOption = { additionalData: (o: { stats: { metaData: object } }) => { metaData: { site?: unknown } } };

/** The ModuleFederationPlugin's options (its `_options`) in each production build: browser, server. */
function federationOptions(): { exposes?: unknown; manifest?: ManifestOption }[] {
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- a CommonJS webpack config, loaded as webpack loads it
  const config = require('../../webpack.config.js') as (env: object, argv: object) => { plugins: object[] }[];
  return config({}, { mode: 'production' }).map(
    ({ plugins }) =>
      (
        plugins as { constructor: { name: string }; _options?: { exposes?: unknown; manifest?: ManifestOption } }[]
      ).find((p) => p.constructor.name === 'ModuleFederationPlugin')?._options ?? {},
  );
}

/**
 * A breaking change to what the shell loads fails here, not in a visitor's browser: `npm run build`
 * runs this file first.
 */
describe('content exposes', () => {
  it(`still offers every module and segment contract ${REMOTE_CONTRACT_VERSION} promises (a rename is a new major)`, () => {
    const promised = promisedOf('content');
    expect(promised.exposes.filter((name) => !Object.keys(REMOTES.content.exposes).includes(name))).toEqual([]);
    expect(promised.segments.filter((s) => !(REMOTES.content.segments as readonly string[]).includes(s))).toEqual([]);
  });

  it('both builds (browser and server) publish exactly the modules the registry lists, from the files it names', () => {
    expect(federationOptions().map((o) => o.exposes)).toEqual([REMOTES.content.exposes, REMOTES.content.exposes]);
  });

  it('both manifests declare the contract it implements, the shared ranges it needs and its build id', () => {
    const declared = federationOptions().map(
      (o) => o.manifest?.additionalData({ stats: { metaData: {} } }).metaData.site,
    );
    expect(declared[1]).toEqual(declared[0]);
    expect(declared[0]).toEqual({
      contract: REMOTE_CONTRACT_VERSION,
      requires: { 'shared-ui': expect.stringMatching(/^\^\d+\.\d+\.\d+$/), contracts: `^${CONTRACTS_VERSION}` },
      buildId: expect.stringMatching(/^content-/),
    });
  });

  it.each(Object.keys(REMOTES.content.exposes))('%s default-exports a component', async (name) => {
    const mod = (await import(`./${name.slice(2)}`)) as { default: unknown };
    expect(typeof mod.default).toBe('function');
  });
});
