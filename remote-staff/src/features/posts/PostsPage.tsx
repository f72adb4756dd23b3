import { useState } from 'react';
import { POST_STATES, type StaffPostSummary } from 'contracts/api';
import { Spinner, StatusMessage } from 'shared-ui';
import { Link, useSearchParams } from 'shared-ui/router';
import { failureMessage } from '../../api/answers';
import { formatDateTime } from '../../lib/dateTime';
import buttons from '../../ui/buttons.module.css';
import styles from '../../ui/listScreen.module.css';
import { SearchForm } from '../../ui/SearchForm';
import { publicPostPath, publishTimeText, STATE_LABELS, STATE_TONES } from './postStates';
import { useGetPostsQuery, type PostsFilters } from './postsEndpoints';

const stateOf = (value: string | null) =>
  value !== null && (POST_STATES as readonly string[]).includes(value)
    ? (value as (typeof POST_STATES)[number])
    : undefined;

/** Every post, newest change first; the state filter lives in the address, the title search never does. */
export default function PostsPage() {
  const [search, setSearch] = useSearchParams();
  const state = stateOf(search.get('state'));
  const [q, setQ] = useState('');
  // The pages shown: the first, then one more per 'Older changes'.
  const [pageCount, setPageCount] = useState(1);

  const applyState = (next: string) => {
    const query = new URLSearchParams();
    const value = stateOf(next);
    if (value) query.set('state', value);
    setPageCount(1);
    setSearch(query, { replace: true });
  };

  return (
    <>
      <div className={styles.head}>
        <h1 className={styles.title}>Blog posts</h1>
        <Link className={buttons.primary} to="/staff/posts/new">
          New post
        </Link>
      </div>
      <div className={styles.filters}>
        <label className={styles.filter}>
          State
          <select value={state ?? ''} onChange={(e) => applyState(e.target.value)}>
            <option value="">Any state</option>
            {POST_STATES.map((s) => (
              <option key={s} value={s}>
                {STATE_LABELS[s]}
              </option>
            ))}
          </select>
        </label>
        <SearchForm
          placeholder="Words of the title"
          onSearch={(text) => {
            setPageCount(1);
            setQ(text);
          }}
        />
      </div>
      <ol className={styles.list} aria-label="Blog posts, newest change first">
        {Array.from({ length: pageCount }, (_, i) => (
          <PostsPageOf
            key={i}
            filters={{ state, q: q || undefined, page: i + 1 }}
            last={i === pageCount - 1}
            onMore={() => setPageCount((n) => n + 1)}
          />
        ))}
      </ol>
    </>
  );
}

function PostsPageOf({ filters, last, onMore }: { filters: PostsFilters; last: boolean; onMore: () => void }) {
  const { data, error, isFetching, refetch } = useGetPostsQuery(filters);
  if (error) return <StatusMessage message={failureMessage(error)} onRetry={() => void refetch()} />;
  if (data === undefined) return isFetching ? <Spinner label="Loading posts…" /> : null;
  return (
    <>
      {data.posts.length === 0 && filters.page === 1 ? (
        <li className={styles.empty}>No post matches these filters.</li>
      ) : null}
      {data.posts.map((post) => (
        <PostRow key={post.id} post={post} />
      ))}
      {last && data.page * data.limit < data.total ? (
        <li className={styles.moreRow}>
          <button type="button" className={buttons.button} onClick={onMore}>
            Older changes
          </button>
        </li>
      ) : null}
    </>
  );
}

function PostRow({ post }: { post: StaffPostSummary }) {
  return (
    <li className={styles.row}>
      <div className={styles.main}>
        <Link className={styles.name} to={`/staff/posts/${post.id}`}>
          {post.title}
        </Link>
        <span className={`${styles.badge} ${styles[STATE_TONES[post.state]]}`}>{STATE_LABELS[post.state]}</span>
      </div>
      <p className={styles.meta}>
        {publishTimeText(post)} · changed {formatDateTime(post.updatedAt)} · by{' '}
        {post.author?.email ?? 'the site’s seed'}
        {post.state === 'published' ? (
          <>
            {' · '}
            <a href={publicPostPath(post.slug)}>public page</a>
          </>
        ) : null}
      </p>
    </li>
  );
}
