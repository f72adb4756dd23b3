import { RemoteMark } from '../RemoteMark';
import { RecentlyViewed as RecentlyViewedSection } from '../features/recently-viewed';

/**
 * Home fragment: the listings this device viewed last. It reads browser storage only (no API, no
 * store), so it comes without Redux; it renders nothing on the server and until there is something.
 */
export default function RecentlyViewed() {
  return (
    <RemoteMark>
      <RecentlyViewedSection variant="home" />
    </RemoteMark>
  );
}
