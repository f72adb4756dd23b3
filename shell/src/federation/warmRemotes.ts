import { loadRemoteModule } from 'shared-ui';
import { ownerOfPath, type RemoteModuleRef } from 'contracts/registry';
import { FIRST_PAINT_FRAGMENTS } from '../features/home/homeFragments';

/**
 * Starts fetching the remote modules the first screen needs while React renders the shell, instead
 * of after it: manifest, entry and chunks load in parallel with the shell's own work (on the home
 * page, only the fragments of its first paint). Failures are ignored here; the regions report them.
 */
export function warmRemotes(pathname: string): void {
  const owner = ownerOfPath(pathname);
  const home = (pathname.split('/')[1] ?? '') === '';
  const wanted: readonly RemoteModuleRef[] = home
    ? FIRST_PAINT_FRAGMENTS
    : owner
      ? [{ remote: owner, expose: './routes' }]
      : [];
  for (const ref of wanted) loadRemoteModule(ref).catch(() => undefined);
}
