import { RemoteRegion, type RemoteId } from 'shared-ui';

/**
 * A slot of the home page filled by a remote fragment. It keeps its height while loading so the
 * page does not jump, and shows a message with Retry if the fragment cannot be loaded.
 */
export function HomeFragment({ remote, expose, label, minHeight }: { remote: RemoteId; expose: string; label: string; minHeight: number }) {
  return (
    <div data-remote-region={`${remote}${expose.slice(1)}`} style={{ minHeight }}>
      <RemoteRegion remote={remote} expose={expose} label={label} loading={null} />
    </div>
  );
}
