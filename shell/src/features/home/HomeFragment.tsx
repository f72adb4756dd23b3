import { RemoteRegion, useNearViewport, type RemoteId } from 'shared-ui';

/**
 * A slot of the home page filled by a remote fragment. It keeps its height while loading so the
 * page does not jump, and shows a message with Retry if the fragment cannot be loaded. A fragment
 * below the fold starts loading a screen before the visitor reaches it.
 */
export function HomeFragment({ remote, expose, label, minHeight, belowFold }: { remote: RemoteId; expose: string; label: string; minHeight: number; belowFold: boolean }) {
  const { ref, near } = useNearViewport<HTMLDivElement>('100% 0px');
  return (
    <div ref={ref} data-remote-region={`${remote}${expose.slice(1)}`} style={{ minHeight }}>
      {near || !belowFold ? <RemoteRegion remote={remote} expose={expose} label={label} loading={null} /> : null}
    </div>
  );
}
