import { RemoteRegion, Spinner } from 'shared-ui';
import type { RemoteName } from 'contracts/registry';

/** A whole screen owned by a remote: its `./routes` module renders the rest of the path. */
export function RemoteScreen({ remote, segment }: { remote: RemoteName; segment: string }) {
  return (
    <div data-remote-region={remote} style={{ minHeight: '100vh' }}>
      <RemoteRegion remote={remote} expose="./routes" props={{ segment }} loading={<Spinner label="Loading page…" />} />
    </div>
  );
}
