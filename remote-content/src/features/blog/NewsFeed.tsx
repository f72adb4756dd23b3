import { describeApiError, Slider, Spinner, StatusMessage } from 'shared-ui';
import type { Blog } from 'contracts/api';
import { useGetHomeBlogsQuery } from '../../api/blogsApi';
import { useLogFailure } from '../../ui/useLogFailure';
import section from '../../ui/Section.module.css';
import { BlogCard } from './BlogCard';
import styles from './NewsFeed.module.css';

/** Spec section 9: home sliders autoplay at 4000 ms and loop. */
const NEWS_BREAKPOINTS = { 0: 1, 768: 2, 1280: 3 };

/** Home page: Latest News Feeds, the newest posts as cards with READ MORE. */
export function NewsFeed() {
  const { data, error, isLoading, refetch } = useGetHomeBlogsQuery();
  useLogFailure(error, 'Latest News Feeds');
  return (
    <section className={section.container} aria-labelledby="news-feed-heading">
      <h2 id="news-feed-heading" className={section.heading}>
        Latest News Feeds
      </h2>
      {isLoading ? (
        <Spinner label="Loading the latest news…" />
      ) : error ? (
        <StatusMessage message={describeApiError(error)} onRetry={() => void refetch()} />
      ) : !data || data.length === 0 ? (
        <StatusMessage tone="info" message="No news yet. Please check back soon." />
      ) : (
        <Slider<Blog>
          className={styles.slider}
          items={data}
          getKey={(b) => b.slug}
          breakpoints={NEWS_BREAKPOINTS}
          gap={24}
          autoplayMs={4000}
          label="Latest News Feeds"
          renderItem={(b) => <BlogCard blog={b} headingLevel={3} />}
        />
      )}
    </section>
  );
}
