import styles from './StatusMessage.module.css';

/**
 * A styled message for a region that could not show its content (failed call, missing remote,
 * empty result), with an optional retry.
 */
export function StatusMessage({
  title,
  message,
  detail,
  onRetry,
  tone = 'error',
}: {
  title?: string;
  message: string;
  /** A technical line under the message (which build of which remote, and why). */
  detail?: string;
  onRetry?: () => void;
  tone?: 'error' | 'info';
}) {
  return (
    <div
      className={`${styles.box} ${tone === 'error' ? styles.error : styles.info}`}
      role={tone === 'error' ? 'alert' : 'status'}
    >
      {title && <p className={styles.title}>{title}</p>}
      <p className={styles.message}>{message}</p>
      {detail && <p className={styles.detail}>{detail}</p>}
      {onRetry && (
        <button type="button" className={styles.retry} onClick={onRetry}>
          Retry
        </button>
      )}
    </div>
  );
}
