import { useEffect, useState } from 'react';
import { RemoteRegion, useNearViewport, useServerPage } from 'shared-ui';
import type { RemoteModuleRef } from 'contracts/registry';

type HomeFragmentProps = RemoteModuleRef & { label: string; minHeight: number; belowFold: boolean };

/** A promise and its resolver: the moment a below-the-fold fragment comes near the screen. */
function nearGate() {
  let open = () => undefined as void;
  const promise = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { promise, open };
}

/**
 * A slot of the home page filled by a remote fragment. It keeps its height while loading so the
 * page does not jump, and shows a message with Retry if the fragment cannot be loaded. A fragment
 * below the fold starts loading a screen before the visitor reaches it; when the server's HTML
 * already shows it, it stays that HTML (no script) until then and is hydrated as it comes near.
 */
export function HomeFragment({ label, minHeight, belowFold, ...module }: HomeFragmentProps) {
  const { ref, near, seen } = useNearViewport<HTMLDivElement>('100% 0px', { renderOnServer: true });
  const [gate] = useState(nearGate);
  // The server renders every fragment now; only the browser waits for the visitor.
  const onServer = useServerPage() !== null;
  useEffect(() => {
    if (seen) gate.open();
  }, [seen, gate]);
  return (
    <div ref={ref} data-remote-region={`${module.remote}${module.expose.slice(1)}`} style={{ minHeight }}>
      {near || !belowFold ? (
        <RemoteRegion
          {...module}
          label={label}
          loading={null}
          after={belowFold && !onServer ? gate.promise : undefined}
        />
      ) : null}
    </div>
  );
}
