import { RemoteRoot } from '../RemoteRoot';
import { NewsFeed as NewsFeedSection } from '../features/blog/NewsFeed';

/** Home fragment: Latest News Feeds. */
export default function NewsFeed() {
  return (
    <RemoteRoot>
      <NewsFeedSection />
    </RemoteRoot>
  );
}
