import { useState } from 'react';
import { PostBody, StatusMessage } from 'shared-ui';
import { failureMessage } from '../../api/answers';
import buttons from '../../ui/buttons.module.css';
import { usePreviewPostMutation } from './postsEndpoints';
import styles from './PostPreview.module.css';

/**
 * The body as the public page will show it: sanitised by the API with the rules the page uses,
 * then rendered by the page's own component (shared-ui's PostBody, which sanitises once more).
 */
export function PostPreview({ title, body }: { title: string; body: string }) {
  const [preview, { data, error, isLoading }] = usePreviewPostMutation();
  const [sent, setSent] = useState<string | null>(null);
  const show = () => {
    setSent(body);
    void preview(body);
  };
  return (
    <section className={styles.preview} aria-labelledby="post-preview-heading">
      <div className={styles.head}>
        <h2 id="post-preview-heading" className={styles.heading}>
          Preview
        </h2>
        <button type="button" className={buttons.button} disabled={isLoading} onClick={show}>
          {isLoading ? 'Preparing the preview…' : data ? 'Preview again' : 'Preview'}
        </button>
      </div>
      {error ? <StatusMessage message={failureMessage(error)} /> : null}
      {data && !error ? (
        <>
          {sent !== body ? (
            <p className={styles.stale}>The body has changed since this preview; press Preview again to see it.</p>
          ) : null}
          <article className={styles.page} aria-label="Preview of the public page">
            <p className={styles.title}>{title}</p>
            <PostBody html={data.body} />
          </article>
        </>
      ) : null}
    </section>
  );
}
