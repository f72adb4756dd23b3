import { Link } from 'shared-ui/router';
import { FallbackImage, formatDate } from 'shared-ui';
import { blogImageUrl, type Blog } from 'contracts/api';
import { blogExcerpt, blogPath } from './blogText';
import styles from './BlogCard.module.css';

interface BlogCardProps {
  blog: Blog;
  /** h2 on the blog list, h3 inside the home page's Latest News Feeds section. */
  headingLevel?: 2 | 3;
  /** Cards below the fold load their image lazily. */
  lazy?: boolean;
}

/** One post: thumbnail, Real Estate tag, title, 250-character excerpt, date and READ MORE. */
export function BlogCard({ blog, headingLevel = 2, lazy = true }: BlogCardProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const date = formatDate(blog.created_at);
  return (
    <article className={styles.card}>
      <FallbackImage
        className={styles.image}
        src={blogImageUrl(blog.image)}
        alt=""
        width={800}
        height={450}
        loading={lazy ? 'lazy' : 'eager'}
        fetchPriority={lazy ? 'auto' : 'high'}
      />
      <div className={styles.body}>
        <span className={styles.tag}>Real Estate</span>
        <Heading className={styles.title}>{blog.title}</Heading>
        <p className={styles.excerpt}>{blogExcerpt(blog.description)}</p>
        <div className={styles.footer}>
          {date && <time dateTime={blog.created_at}>{date}</time>}
          <Link className={styles.more} to={blogPath(blog.slug)}>
            READ MORE<span className="visually-hidden">: {blog.title}</span>
          </Link>
        </div>
      </div>
    </article>
  );
}
