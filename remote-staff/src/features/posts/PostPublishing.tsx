import { useState } from 'react';
import type { StaffPost } from 'contracts/api';
import { StatusMessage } from 'shared-ui';
import { useNavigate } from 'shared-ui/router';
import { failureMessage } from '../../api/answers';
import buttons from '../../ui/buttons.module.css';
import { checkScheduleInput, isoToIndiaInput } from './indiaTime';
import { publicPostPath, publishTimeText, STATE_LABELS } from './postStates';
import { useDeletePostMutation, usePublishPostMutation, useUnpublishPostMutation } from './postsEndpoints';
import styles from './PostPublishing.module.css';

/** Publish now or at a set time (India time), unpublish, delete: each a call of its own. */
export function PostPublishing({
  post,
  unsaved,
  now = () => new Date(),
}: {
  post: StaffPost;
  unsaved: boolean;
  now?: () => Date;
}) {
  const navigate = useNavigate();
  const [publish, publishing] = usePublishPostMutation();
  const [unpublish, unpublishing] = useUnpublishPostMutation();
  const [remove, removing] = useDeletePostMutation();
  const [when, setWhen] = useState(() =>
    post.state === 'scheduled' && post.publishAt ? isoToIndiaInput(post.publishAt) : '',
  );
  const [whenProblem, setWhenProblem] = useState('');
  const [confirming, setConfirming] = useState(false);
  const busy = publishing.isLoading || unpublishing.isLoading || removing.isLoading;
  const error = publishing.error ?? unpublishing.error ?? removing.error;
  const isPublic = post.state === 'published';

  const schedule = () => {
    const check = checkScheduleInput(when, now());
    if (!check.ok) {
      setWhenProblem(check.message);
      return;
    }
    setWhenProblem('');
    void publish({ id: post.id, at: check.at });
  };

  const deleteForGood = async () => {
    const answer = await remove(post.id);
    if (!('error' in answer)) void navigate('/staff/posts', { replace: true });
  };

  return (
    <section className={styles.publishing} aria-labelledby="post-publishing-heading">
      <h2 id="post-publishing-heading" className={styles.heading}>
        Publishing
      </h2>
      <p>
        <strong>{STATE_LABELS[post.state]}</strong>: {publishTimeText(post)}.
        {isPublic ? (
          <>
            {' '}
            Visitors see it at <a href={publicPostPath(post.slug)}>{publicPostPath(post.slug)}</a>.
          </>
        ) : post.state === 'unpublished' ? (
          ' Its public address answers “no longer available” (410).'
        ) : null}
      </p>
      {unsaved ? <p className={styles.note}>Publishing uses the saved version: save your changes first.</p> : null}
      {error ? <StatusMessage message={failureMessage(error)} /> : null}

      {!isPublic ? (
        <div className={styles.row}>
          <button
            type="button"
            className={buttons.primary}
            disabled={busy || unsaved}
            onClick={() => void publish({ id: post.id })}
          >
            Publish now
          </button>
        </div>
      ) : null}
      {!isPublic ? (
        <div className={styles.row}>
          <label className={styles.field}>
            Publish at (India time)
            <input
              type="datetime-local"
              value={when}
              aria-invalid={whenProblem ? true : undefined}
              aria-describedby={whenProblem ? 'post-when-problem' : undefined}
              onChange={(e) => setWhen(e.target.value)}
            />
          </label>
          <button type="button" className={buttons.button} disabled={busy || unsaved} onClick={schedule}>
            {post.state === 'scheduled' ? 'Change the time' : 'Schedule'}
          </button>
          {whenProblem ? (
            <p id="post-when-problem" className={styles.problem}>
              {whenProblem}
            </p>
          ) : null}
        </div>
      ) : null}
      {isPublic || post.state === 'scheduled' ? (
        <div className={styles.row}>
          <button type="button" className={buttons.danger} disabled={busy} onClick={() => void unpublish(post.id)}>
            {isPublic ? 'Unpublish' : 'Cancel the schedule'}
          </button>
        </div>
      ) : null}

      <div className={styles.row}>
        {confirming ? (
          <div role="group" aria-label="Delete this post" className={styles.confirm}>
            <p className={styles.confirmText}>
              Delete “{post.title}” for good? Its public address will answer “no longer available” (410).
            </p>
            <button type="button" className={buttons.danger} disabled={busy} onClick={() => void deleteForGood()}>
              Yes, delete it
            </button>
            <button type="button" className={buttons.button} disabled={busy} onClick={() => setConfirming(false)}>
              Keep it
            </button>
          </div>
        ) : (
          <button type="button" className={buttons.danger} disabled={busy} onClick={() => setConfirming(true)}>
            Delete…
          </button>
        )}
      </div>
    </section>
  );
}
