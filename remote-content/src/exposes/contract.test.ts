import { REMOTE_EXPOSES } from 'shared-ui';
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { exposes } = require('../../federation.config.cjs') as { exposes: Record<string, string> };

/** A breaking change to what the shell loads fails here, not in a visitor's browser. */
describe('content exposes', () => {
  it('publishes exactly the modules of the shared contract', () => {
    expect(Object.keys(exposes).sort()).toEqual([...REMOTE_EXPOSES.content].sort());
  });

  it.each([...REMOTE_EXPOSES.content])('%s default-exports a component', async (name) => {
    const mod = (await import(`./${name.slice(2)}`)) as { default: unknown };
    expect(typeof mod.default).toBe('function');
  });
});
