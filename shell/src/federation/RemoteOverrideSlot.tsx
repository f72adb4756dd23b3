import { lazy, Suspense, useSyncExternalStore } from 'react';
import { activeOverride } from './overrideState';

const RemoteOverrideBanner = lazy(() => import(/* webpackChunkName: "remote-override" */ './RemoteOverrideBanner'));
const noChange = () => () => undefined;

/**
 * Where the override banner goes. The override is set before the page starts and never on the
 * server: shown after hydration (server snapshot null), its code loaded only then.
 */
export function RemoteOverrideSlot() {
  const override = useSyncExternalStore(noChange, activeOverride, () => null);
  if (!override) return null;
  return (
    <Suspense fallback={null}>
      <RemoteOverrideBanner override={override} />
    </Suspense>
  );
}
