import { describeApiError, PageBanner, Spinner, StatusMessage, PageMeta, pageTitle } from 'shared-ui';
import { useGetBlogsQuery } from '../../api/blogsApi';
import { useLogFailure } from '../../ui/useLogFailure';
import { BlogCard } from './BlogCard';
import { BlogSidebar } from './BlogSidebar';
import layout from './BlogLayout.module.css';

/** /blog: every post as a card, with the sidebar. */
export default function BlogListPage() {
  const { data, error, isLoading, refetch } = useGetBlogsQuery();
  useLogFailure(error, 'The blog list');
  return (
    <>
      <PageMeta
        title={pageTitle('Blogs & News')}
        description="Guides and news on buying, selling and renting property in Noida, Greater Noida, Ghaziabad and Delhi-NCR: RERA, home loans, sectors and market updates."
      />
      <PageBanner title="BLOGS & NEWS" crumbs={[{ label: 'Home', to: '/' }, { label: 'Blog' }]} />
      <div className={layout.layout}>
        <div className={layout.main}>
          {isLoading ? (
            <Spinner label="Loading blog posts…" />
          ) : error ? (
            <StatusMessage
              title="The blog posts could not be loaded"
              message={describeApiError(error)}
              onRetry={() => void refetch()}
            />
          ) : !data || data.length === 0 ? (
            <StatusMessage tone="info" message="No blog posts yet. Please check back soon." />
          ) : (
            <ul className={layout.cards} aria-label="Blog posts">
              {data.map((b, i) => (
                <li key={b.slug}>
                  <BlogCard blog={b} lazy={i >= 2} />
                </li>
              ))}
            </ul>
          )}
        </div>
        <BlogSidebar />
      </div>
    </>
  );
}
