import { RemoteRegion, useNearViewport } from 'shared-ui';
import type { RemoteModuleRef } from 'contracts/registry';

type HomeFragmentProps = RemoteModuleRef & { label: string; minHeight: number; belowFold: boolean };

/**
 * A slot of the home page filled by a remote fragment. It keeps its height while loading so the
 * page does not jump, and shows a message with Retry if the fragment cannot be loaded. A fragment
 * below the fold starts loading a screen before the visitor reaches it.
 */
export function HomeFragment({ label, minHeight, belowFold, ...module }: HomeFragmentProps) {
  const { ref, near } = useNearViewport<HTMLDivElement>('100% 0px');
  return (
    <div ref={ref} data-remote-region={`${module.remote}${module.expose.slice(1)}`} style={{ minHeight }}>
      {near || !belowFold ? <RemoteRegion {...module} label={label} loading={null} /> : null}
    </div>
  );
}
