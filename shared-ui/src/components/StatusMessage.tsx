import styles from './StatusMessage.module.css';

/**
 * A styled message for a region that could not show its content (failed call, missing remote,
 * empty result), with an optional retry.
 */
export function StatusMessage({
  title,
  message,
  onRetry,
  tone = 'error',
}: {
  title?: string;
  message: string;
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
      {onRetry && (
        <button type="button" className={styles.retry} onClick={onRetry}>
          Retry
        </button>
      )}
    </div>
  );
}
