import { useId, useState } from 'react';
import { shareLink, SHARE_MESSAGES } from './shareLink';
import { shareTargets } from './shareTargets';
import styles from './ShareLinks.module.css';

export interface ShareLinksProps {
  /** What is shared: the page's title as the networks show it. */
  title: string;
  /** The page's own address (absolute). */
  url: string;
  heading?: string;
}

/**
 * A page's share control: a link to each network's share address (they work before and without
 * JavaScript) and, with JavaScript, a 'Copy link' button that says whether it worked.
 */
export function ShareLinks({ title, url, heading = 'Share' }: ShareLinksProps) {
  const headingId = useId();
  const [message, setMessage] = useState('');

  const onCopy = async () => {
    setMessage('');
    const clipboard = typeof navigator === 'undefined' ? undefined : navigator.clipboard;
    setMessage(SHARE_MESSAGES[await shareLink({ title, url }, { clipboard })]);
  };

  return (
    <section className={styles.share} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        {heading}
      </h2>
      <ul className={styles.list}>
        {shareTargets(title, url).map((t) => (
          <li key={t.label}>
            {t.newTab ? (
              <a
                className={styles.link}
                href={t.href}
                target="_blank"
                rel="noopener noreferrer"
                aria-label={`Share on ${t.label} (opens in a new tab)`}
              >
                {t.label}
              </a>
            ) : (
              <a className={styles.link} href={t.href} aria-label={`Share by ${t.label}`}>
                {t.label}
              </a>
            )}
          </li>
        ))}
        <li className={styles.scriptOnly}>
          <button type="button" className={styles.link} onClick={() => void onCopy()}>
            Copy link
          </button>
        </li>
      </ul>
      <p className={styles.message} role="status" aria-live="polite">
        {message}
      </p>
    </section>
  );
}
