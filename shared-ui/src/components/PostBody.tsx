import { SafeHtml } from './SafeHtml';
import styles from './PostBody.module.css';

/**
 * A blog post's body: its HTML through the site's sanitiser, with the blog's body styles. One
 * component for the public post page and the back-office's preview, so the preview looks exactly
 * as the page will.
 */
export function PostBody({ html, className }: { html: string | null | undefined; className?: string }) {
  return <SafeHtml className={className ? `${styles.body} ${className}` : styles.body} html={html} />;
}
