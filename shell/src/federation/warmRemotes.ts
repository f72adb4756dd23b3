import { SEGMENT_OWNERS, loadRemoteModule } from 'shared-ui';
import { FIRST_PAINT_FRAGMENTS } from '../features/home/homeFragments';

/**
 * Starts fetching the remote modules the first screen needs while React renders the shell, instead
 * of after it: manifest, entry and chunks load in parallel with the shell's own work (on the home
 * page, only the fragments of its first paint). Failures are ignored here; the regions report them.
 */
export function warmRemotes(pathname: string): void {
  const segment = pathname.split('/')[1] ?? '';
  const owner = SEGMENT_OWNERS[segment];
  const wanted = segment === '' ? FIRST_PAINT_FRAGMENTS : owner ? [{ remote: owner, expose: './routes' }] : [];
  for (const { remote, expose } of wanted) loadRemoteModule(remote, expose).catch(() => undefined);
}
