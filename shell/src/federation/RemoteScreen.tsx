import { RemoteRegion, Spinner, type RemoteId, type RemoteRoutesProps } from 'shared-ui';

/** A whole screen owned by a remote: its `./routes` module renders the rest of the path. */
export function RemoteScreen({ remote, segment }: { remote: RemoteId; segment: string }) {
  return (
    <div data-remote-region={remote} style={{ minHeight: '100vh' }}>
      <RemoteRegion<RemoteRoutesProps> remote={remote} expose="./routes" props={{ segment }} loading={<Spinner label="Loading page…" />} />
    </div>
  );
}
