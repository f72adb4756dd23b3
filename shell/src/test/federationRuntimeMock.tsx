/**
 * Stands in for '@module-federation/enhanced/runtime' in jsdom: a remote module renders its own
 * id, so tests see which remote/expose a region asked for. Composition itself is tested in the
 * browser (e2e/), not here.
 */
export const loadRemote = jest.fn(async (id: string) => ({
  default: (props: Record<string, unknown>) => (
    <div data-testid="remote-module">{`${id}${props.segment ? ` segment=${String(props.segment)}` : ''}`}</div>
  ),
}));
export const registerRemotes = jest.fn();
export const registerPlugins = jest.fn();
