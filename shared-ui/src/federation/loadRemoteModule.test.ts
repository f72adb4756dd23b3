import { loadRemote } from '@module-federation/enhanced/runtime';
import {
  RemoteIncompatibleError,
  RemoteUnavailableError,
  isManifestFetchFailure,
  loadRemoteModule,
  onRemoteLoad,
  registerSiteRemotes,
  resiliencePlugin,
  setRemoteTimeout,
  REMOTE_TIMEOUT_MS,
} from './loadRemoteModule';

jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(),
  registerRemotes: jest.fn(),
  registerPlugins: jest.fn(),
}));

type Plugin = ReturnType<typeof resiliencePlugin>;
/** The argument the runtime passes a hook of the plugin. */
type Hook<K extends keyof Plugin> =
  NonNullable<Plugin[K]> extends (arg: infer A, ...rest: never[]) => unknown ? A : never;

const plugin = resiliencePlugin();

/** What the runtime hands the hooks (only the fields they read). */
const manifestLoaded = (name: string, metaData: unknown) =>
  ({ from: 'manifest', moduleInfo: { name }, manifestJson: { metaData } }) as unknown as Hook<'loadRemoteSnapshot'>;
const entryWanted = (name: string) => ({ remoteInfo: { name } }) as unknown as Hook<'loadEntry'>;
const preload = (...names: string[]) =>
  ({ preloadOps: names.map((nameOrAlias) => ({ nameOrAlias })) }) as unknown as Hook<'beforePreloadRemote'>;

const site = (contract: string, buildId = 'finance-abc1234') => ({
  site: { contract, requires: { 'shared-ui': '^1.0.0', contracts: '^1.0.0' }, buildId },
});

/** The module a container gives for an expose (what the runtime's loadRemote resolves to). */
async function moduleFrom(container: unknown): Promise<unknown> {
  const c = container as { get: (expose: string) => () => Promise<unknown> };
  return c.get('./routes')();
}

describe('the runtime plugin checks a remote’s manifest before anything of it is loaded', () => {
  let warn: jest.SpyInstance;
  beforeEach(() => {
    warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  });
  afterEach(() => warn.mockRestore());

  it('lets a compatible remote load as usual: its own entry, its preloads', () => {
    const args = manifestLoaded('listings', site('2.0.0'));
    expect(plugin.loadRemoteSnapshot!(args)).toBe(args);
    expect(plugin.loadEntry!(entryWanted('listings'))).toBeUndefined();
    const ops = preload('listings');
    plugin.beforePreloadRemote!(ops);
    expect(ops.preloadOps).toHaveLength(1);
    expect(warn).not.toHaveBeenCalled();
  });

  it('refuses an incompatible one: a stand-in container, no preloads, logged once however often it is asked', async () => {
    const args = manifestLoaded('finance', site('1.0.0', 'finance-old1'));
    expect(plugin.loadRemoteSnapshot!(args)).toBe(args);
    expect(plugin.loadRemoteSnapshot!(args)).toBe(args);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn).toHaveBeenCalledWith(
      'Not loading the remote finance: finance build finance-old1 implements contract 1.0.0; this site needs contract 2.x (2.1.0)',
    );
    const ops = preload('finance', 'listings');
    plugin.beforePreloadRemote!(ops);
    expect(ops.preloadOps.map((op) => op.nameOrAlias)).toEqual(['listings']);

    const container = await plugin.loadEntry!(entryWanted('finance'));
    expect(container).toBeDefined();
    // Every module of it is the sentinel that loadRemoteModule reports as "incompatible".
    (loadRemote as jest.Mock).mockResolvedValueOnce(await moduleFrom(container));
    registerSiteRemotes({ finance: 'https://finance.example.in/mf-manifest.json' });
    const error = (await loadRemoteModule({ remote: 'finance', expose: './routes' }).catch(
      (e: unknown) => e,
    )) as RemoteUnavailableError;
    expect(error).toBeInstanceOf(RemoteUnavailableError);
    expect(error.reason).toBe('incompatible');
    expect(error.cause).toBeInstanceOf(RemoteIncompatibleError);
    expect(error.incompatibility).toBe(
      'finance build finance-old1 implements contract 1.0.0; this site needs contract 2.x (2.1.0)',
    );
  });

  it('refuses a manifest with no declaration or a malformed one', () => {
    for (const [name, metaData] of [
      ['content', { name: 'content' }],
      ['listings', { site: { contract: 'two' } }],
    ] as const) {
      plugin.loadRemoteSnapshot!(manifestLoaded(name, metaData));
      expect(plugin.loadEntry!(entryWanted(name))).toBeDefined();
    }
  });

  it('takes a remote back once a manifest of it passes (a fixed release)', () => {
    plugin.loadRemoteSnapshot!(manifestLoaded('content', site('3.0.0')));
    expect(plugin.loadEntry!(entryWanted('content'))).toBeDefined();
    plugin.loadRemoteSnapshot!(manifestLoaded('content', site('2.1.0')));
    expect(plugin.loadEntry!(entryWanted('content'))).toBeUndefined();
  });

  it('leaves a snapshot that did not come from a manifest alone', () => {
    const args = { from: 'global', moduleInfo: { name: 'finance' } } as unknown as Hook<'loadRemoteSnapshot'>;
    expect(plugin.loadRemoteSnapshot!(args)).toBe(args);
  });
});

describe("a remote's style sheet the server linked from the site's origin is not fetched again", () => {
  const remoteSheet = 'http://localhost:4501/releases/listings-1/css/listings-styles.d299c144.css';
  const chunk = 'http://localhost:4501/releases/listings-1/js/12.abcd1234.js';
  // A remote no test above refused (a refused remote's preloads are dropped whole).
  const REMOTE = 'styles-test';
  afterEach(() => document.head.replaceChildren());

  function filterOf(ops: Hook<'beforePreloadRemote'>): (url: string) => boolean {
    const op = ops.preloadOps[0] as { filter?: (url: string) => boolean } | undefined;
    if (!op?.filter) throw new Error('no filter');
    return op.filter;
  }

  it("leaves out of an expose's assets the sheet the page has from the site's origin, and only that", async () => {
    const own = document.createElement('link');
    own.rel = 'stylesheet';
    own.href = '/remote-styles/listings/releases/listings-1/css/listings-styles.d299c144.css';
    own.setAttribute('data-href', remoteSheet);
    document.head.append(own);
    const ops = preload(REMOTE);
    await plugin.beforePreloadRemote!(ops);
    const keep = filterOf(ops);
    expect(keep(remoteSheet)).toBe(false);
    expect(keep(chunk)).toBe(true);
    expect(keep('http://localhost:4501/releases/listings-1/css/other.css')).toBe(true);
  });

  it('keeps a filter the runtime was given', async () => {
    const ops = preload(REMOTE);
    (ops.preloadOps[0] as { filter?: (url: string) => boolean }).filter = (url) => !url.endsWith('.js');
    await plugin.beforePreloadRemote!(ops);
    const keep = filterOf(ops);
    expect(keep(chunk)).toBe(false);
    expect(keep(remoteSheet)).toBe(true);
  });
});

describe('loadRemoteModule', () => {
  beforeAll(() => registerSiteRemotes({ finance: 'https://finance.example.in/mf-manifest.json' }));

  it('any other failure is a failed load, with no versions to show', async () => {
    (loadRemote as jest.Mock).mockRejectedValueOnce(new Error('HTTP 502'));
    const error = (await loadRemoteModule({ remote: 'finance', expose: './routes' }).catch(
      (e: unknown) => e,
    )) as RemoteUnavailableError;
    expect(error.reason).toBe('load-failed');
    expect(error.incompatibility).toBeUndefined();
  });
});

describe('loading a remote ends the task between its steps in the browser', () => {
  it.each(['beforePreloadRemote', 'beforeGetExpose', 'beforeExecuteFactory'] as const)(
    '%s lets a task already waiting run before the next step',
    async (hook) => {
      const order: string[] = [];
      setTimeout(() => order.push('waiting task'), 0);
      const step = plugin[hook] as (arg: unknown) => Promise<void>;
      await step(hook === 'beforePreloadRemote' ? preload('listings') : {});
      order.push('next step');
      expect(order).toEqual(['waiting task', 'next step']);
    },
  );
});

describe('a failed manifest fetch is never kept by the runtime', () => {
  const MANIFEST = 'http://localhost:3001/server/mf-manifest.json?v=0123456789ab';
  const failed = (id: string, error: unknown, lifecycle: string) =>
    ({ id, error, lifecycle, from: 'runtime' }) as unknown as Hook<'errorLoadRemote'>;

  it('tells a manifest that did not come from one that came but is not a manifest', () => {
    const timeout = new DOMException('The operation was aborted due to timeout', 'TimeoutError');
    expect(isManifestFetchFailure(MANIFEST, timeout)).toBe(true);
    expect(isManifestFetchFailure('http://x/mf-manifest.json', new TypeError('fetch failed'))).toBe(true);
    const invalid = new Error(`"${MANIFEST}" is not a valid federation manifest for remote "listings".`);
    expect(isManifestFetchFailure(MANIFEST, invalid)).toBe(false);
    expect(isManifestFetchFailure('listings/routes', timeout)).toBe(false);
    expect(isManifestFetchFailure(undefined, timeout)).toBe(false);
  });

  it('in the browser, keeps the stand-in for the page (its other regions fail at once until Retry)', () => {
    const timeout = new DOMException('The operation was aborted due to timeout', 'TimeoutError');
    expect(plugin.errorLoadRemote!(failed(MANIFEST, timeout, 'afterResolve'))).toEqual(
      expect.objectContaining({ error: timeout }),
    );
  });
});

describe('onRemoteLoad', () => {
  const load = jest.mocked(loadRemote);
  beforeAll(() => registerSiteRemotes({ listings: 'http://localhost:3001/server/mf-manifest.json?v=1' }));

  it('reports each load: loaded, or failed in a way a retry may mend; not after its removal', async () => {
    const seen: string[] = [];
    const stop = onRemoteLoad((remote, outcome) => seen.push(`${remote} ${outcome}`));
    load.mockResolvedValueOnce({ default: () => null });
    await loadRemoteModule({ remote: 'listings', expose: './routes' });
    load.mockRejectedValueOnce(new Error('RUNTIME-003'));
    await expect(loadRemoteModule({ remote: 'listings', expose: './routes' })).rejects.toBeInstanceOf(
      RemoteUnavailableError,
    );
    // Not configured: nothing to retry.
    await expect(loadRemoteModule({ remote: 'finance', expose: './routes' })).rejects.toMatchObject({
      reason: 'not-configured',
    });
    stop();
    load.mockResolvedValueOnce({ default: () => null });
    await loadRemoteModule({ remote: 'listings', expose: './routes' });
    expect(seen).toEqual(['listings loaded', 'listings load-failed']);
  });

  it('a load slower than the budget is reported by how it ends, not as a failure', async () => {
    const seen: string[] = [];
    const stop = onRemoteLoad((remote, outcome) => seen.push(`${remote} ${outcome}`));
    let finish: (mod: unknown) => void = () => undefined;
    load.mockReturnValueOnce(new Promise((resolve) => (finish = resolve)));
    setRemoteTimeout(1);
    try {
      await expect(loadRemoteModule({ remote: 'listings', expose: './routes' })).rejects.toMatchObject({
        reason: 'timeout',
      });
      expect(seen).toEqual([]);
      finish({ default: () => null });
      await new Promise((resolve) => setTimeout(resolve, 0));
      expect(seen).toEqual(['listings loaded']);
    } finally {
      setRemoteTimeout(REMOTE_TIMEOUT_MS);
      stop();
    }
  });
});
