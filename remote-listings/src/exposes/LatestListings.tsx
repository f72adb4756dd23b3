import { RemoteRoot } from '../RemoteRoot';
import { LatestListings as LatestListingsSection } from '../features/home/LatestListings';

/** Home fragment (or sidebar widget) loaded by the shell or another remote. */
export default function LatestListings() {
  return (
    <RemoteRoot>
      <LatestListingsSection />
    </RemoteRoot>
  );
}
