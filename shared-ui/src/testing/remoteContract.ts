import { CONTRACTS_VERSION, REMOTES, REMOTE_CONTRACT_VERSION, promisedOf, type RemoteName } from 'contracts/registry';
import apiVersions from '../../api-versions.json';
import { satisfies } from '../federation/compatibility';
import { SHARED_UI_VERSION } from '../federation/version';

type ManifestOption = { additionalData: (o: { stats: { metaData: object } }) => { metaData: { site?: unknown } } };
type FederationOptions = { exposes?: unknown; manifest?: ManifestOption };
/** A remote's webpack.config.js: the browser build, then the server build. */
type WebpackConfig = (env: object, argv: object) => { plugins: object[] }[];

/** The ModuleFederationPlugin's options (its `_options`) in each production build: browser, server. */
function federationOptions(config: WebpackConfig): FederationOptions[] {
  return config({}, { mode: 'production' }).map(
    ({ plugins }) =>
      (plugins as { constructor: { name: string }; _options?: FederationOptions }[]).find(
        (p) => p.constructor.name === 'ModuleFederationPlugin',
      )?._options ?? {},
  );
}

/**
 * A remote's contract test (its `src/exposes/contract.test.ts`, which `npm run build` runs first):
 * a breaking change to what the shell loads fails there, not in a visitor's browser.
 */
export function describeRemoteContract(
  remote: RemoteName,
  {
    webpackConfig,
    importExpose,
    sharedUiRange,
  }: {
    webpackConfig: WebpackConfig;
    importExpose: (file: string) => Promise<unknown>;
    /**
     * The shared-ui range its manifests declare: what its code imports needs
     * (scripts/webpack/sharedUiNeeds.cjs). Stated here so that a raise, which turns away shells
     * with an older shared-ui, is a visible change.
     */
    sharedUiRange: string;
  },
): void {
  const spec = REMOTES[remote];
  describe(`${remote} exposes`, () => {
    it(`still offers every module and segment contract ${REMOTE_CONTRACT_VERSION} promises (a rename is a new major)`, () => {
      const promised = promisedOf(remote);
      expect(promised.exposes.filter((name) => !Object.keys(spec.exposes).includes(name))).toEqual([]);
      expect(promised.segments.filter((s) => !(spec.segments as readonly string[]).includes(s))).toEqual([]);
    });

    it('both builds (browser and server) publish exactly the modules the registry lists, from the files it names', () => {
      expect(federationOptions(webpackConfig).map((o) => o.exposes)).toEqual([spec.exposes, spec.exposes]);
    });

    it(`its shared-ui range (${sharedUiRange}) is a recorded version, not above this shared-ui (${SHARED_UI_VERSION})`, () => {
      const version = sharedUiRange.replace(/^\^/, '');
      expect(Object.keys(apiVersions.versions)).toContain(version);
      expect(satisfies(SHARED_UI_VERSION, sharedUiRange)).toBe(true);
    });

    it('both manifests declare the contract it implements, the shared ranges it needs and its build id', () => {
      const declared = federationOptions(webpackConfig).map(
        (o) => o.manifest?.additionalData({ stats: { metaData: {} } }).metaData.site,
      );
      expect(declared[1]).toEqual(declared[0]);
      expect(declared[0]).toEqual({
        contract: REMOTE_CONTRACT_VERSION,
        requires: { 'shared-ui': sharedUiRange, contracts: `^${CONTRACTS_VERSION}` },
        buildId: expect.stringMatching(new RegExp(`^${remote}-`)),
      });
    });

    it.each(Object.keys(spec.exposes))('%s default-exports a component', async (name) => {
      const mod = (await importExpose(name.slice(2))) as { default: unknown };
      expect(typeof mod.default).toBe('function');
    });
  });
}
