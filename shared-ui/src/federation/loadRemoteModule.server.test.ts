/**
 * @jest-environment node
 */
import { resiliencePlugin } from './loadRemoteModule';

jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(),
  registerRemotes: jest.fn(),
  registerPlugins: jest.fn(),
}));

type Plugin = ReturnType<typeof resiliencePlugin>;
type Failed = NonNullable<Plugin['errorLoadRemote']> extends (arg: infer A) => unknown ? A : never;

const MANIFEST = 'http://localhost:3001/server/mf-manifest.json?v=0123456789ab';
const failed = (id: string, error: unknown, lifecycle: string) =>
  ({ id, error, lifecycle, from: 'runtime' }) as unknown as Failed;

describe('on the server, a failed manifest fetch is never kept by the runtime', () => {
  const plugin = resiliencePlugin();
  const timeout = new DOMException('The operation was aborted due to timeout', 'TimeoutError');

  it('answers it with nothing, so the runtime forgets that load; the page’s load still gets the stand-in', () => {
    expect(plugin.errorLoadRemote!(failed(MANIFEST, timeout, 'afterResolve'))).toBeUndefined();
    expect(plugin.errorLoadRemote!(failed('listings/routes', timeout, 'onLoad'))).toEqual(
      expect.objectContaining({ error: timeout }),
    );
  });

  it('still answers a manifest that came but is not a federation manifest with the stand-in', () => {
    const invalid = new Error(`"${MANIFEST}" is not a valid federation manifest for remote "listings".`);
    expect(plugin.errorLoadRemote!(failed(MANIFEST, invalid, 'afterResolve'))).toEqual(
      expect.objectContaining({ error: invalid }),
    );
  });
});
