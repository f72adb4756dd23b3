import { Link, useParams } from 'shared-ui/router';
import {
  describeApiError,
  FallbackImage,
  formatDate,
  getSiteSettings,
  JsonLd,
  NotFoundScreen,
  PageBanner,
  PageMeta,
  pageTitle,
  PostBody,
  Spinner,
  StatusMessage,
  usePageUrl,
} from 'shared-ui';
import { blogImageUrl, blogSocialImageUrl, type Blog } from 'contracts/api';
import { ShareLinks } from 'shared-ui/share';
import { skipToken } from '@reduxjs/toolkit/query/react';
import { useGetBlogDataQuery } from '../../api/blogsApi';
import { isBlogSlug } from '../../api/blogGuards';
import { useLogFailure } from '../../ui/useLogFailure';
import { BlogSidebar } from './BlogSidebar';
import { blogMetaDescription, blogPath, blogPostingJsonLd } from './blogText';
import layout from './BlogLayout.module.css';
import styles from './BlogDetailPage.module.css';

export const NOT_FOUND_TITLE = 'Blog post not found';

function isNotFound(error: unknown): boolean {
  const status = (error as { status?: unknown } | undefined)?.status;
  // The API answers 400 for a slug that cannot exist and 404 for one that does not.
  return status === 404 || status === 400;
}

function siteName(): string {
  try {
    return getSiteSettings().name;
  } catch {
    return 'Noida Realty Advisors';
  }
}

/** /blog/{slug}: one post with its sanitised HTML body, metadata and the sidebar. */
export default function BlogDetailPage() {
  const { slug = '' } = useParams();
  const validSlug = isBlogSlug(slug);
  const { data, error, isLoading, isFetching, refetch } = useGetBlogDataQuery(validSlug ? slug : skipToken);
  const notFound = !validSlug || isNotFound(error) || (!isLoading && !error && data === null);
  useLogFailure(notFound ? undefined : error, 'The blog post');

  const blog = !notFound && !error ? (data ?? undefined) : undefined;

  return (
    <>
      {blog ? (
        <PageMeta
          title={pageTitle(blog.title)}
          description={blogMetaDescription(blog)}
          image={blogSocialImageUrl(blog.image)}
          type="article"
        />
      ) : notFound ? null : (
        <PageMeta title={pageTitle('News Detail')} />
      )}
      {/* The spec's banner text stays; with a post, the page's h1 is the post's title. */}
      <PageBanner
        title="NEWS DETAIL"
        titleAs={blog ? 'p' : 'h1'}
        crumbs={[
          { label: 'Home', to: '/' },
          { label: 'Blog', to: '/blog' },
          { label: blog?.title ?? (notFound ? 'Not found' : 'Post') },
        ]}
      />
      <div className={layout.layout}>
        <div className={layout.main}>
          {notFound ? (
            // The site's not-found screen: HTTP 404 and noindex on the server.
            <NotFoundScreen title={pageTitle(NOT_FOUND_TITLE)}>
              <div className={styles.notFound}>
                <StatusMessage
                  tone="info"
                  title={NOT_FOUND_TITLE}
                  message="We could not find this blog post. It may have been moved or removed."
                />
                <Link className={styles.back} to="/blog">
                  See all blog posts
                </Link>
              </div>
            </NotFoundScreen>
          ) : isLoading || (isFetching && !blog) ? (
            <Spinner label="Loading the blog post…" />
          ) : error || !blog ? (
            <StatusMessage
              title="The blog post could not be loaded"
              message={describeApiError(error)}
              onRetry={() => void refetch()}
            />
          ) : (
            <BlogArticle blog={blog} />
          )}
        </div>
        <BlogSidebar />
      </div>
    </>
  );
}

function BlogArticle({ blog }: { blog: Blog }) {
  const { origin } = usePageUrl();
  const image = blogImageUrl(blog.image);
  const date = formatDate(blog.created_at);
  return (
    <>
      <article className={styles.article}>
        <span className={styles.tag}>Real Estate</span>
        <h1 className={styles.title}>{blog.title}</h1>
        <p className={styles.meta}>
          <span>By : Admin</span>
          {date && <time dateTime={blog.created_at}>{date}</time>}
        </p>
        <FallbackImage
          className={styles.image}
          src={image}
          alt={blog.title}
          width={800}
          height={450}
          fetchPriority="high"
        />
        <PostBody html={blog.description} />
        {/* schema.org data for search engines, in the server's HTML; JsonLd escapes '<' so no title can end it early. */}
        <JsonLd data={blogPostingJsonLd(blog, image, origin, siteName())} />
      </article>
      {/* After the article: its links are the post's, these go to other sites. */}
      <ShareLinks title={blog.title} url={`${origin}${blogPath(blog.slug)}`} heading="Share this post" />
    </>
  );
}
