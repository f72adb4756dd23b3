import { REMOTES } from 'contracts/registry';

/** The exposes option of the ModuleFederationPlugin (its `_options`) in each production build: browser, server. */
function webpackExposes(): unknown[] {
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- a CommonJS webpack config, loaded as webpack loads it
  const config = require('../../webpack.config.js') as (env: object, argv: object) => { plugins: object[] }[];
  return config({}, { mode: 'production' }).map(
    ({ plugins }) =>
      (plugins as { constructor: { name: string }; _options?: { exposes?: unknown } }[]).find(
        (p) => p.constructor.name === 'ModuleFederationPlugin',
      )?._options?.exposes,
  );
}

/** A breaking change to what the shell loads fails here, not in a visitor's browser. */
describe('finance exposes', () => {
  it('both builds (browser and server) publish exactly the modules the registry lists, from the files it names', () => {
    expect(webpackExposes()).toEqual([REMOTES.finance.exposes, REMOTES.finance.exposes]);
  });

  it.each(Object.keys(REMOTES.finance.exposes))('%s default-exports a component', async (name) => {
    const mod = (await import(`./${name.slice(2)}`)) as { default: unknown };
    expect(typeof mod.default).toBe('function');
  });
});
