import { useEffect, useState } from 'react';
import { loadSanitizer, sanitizeHtmlSync } from '../format/sanitize';

/** Renders HTML from the database, always through DOMPurify (loaded on first use). */
export function SafeHtml({ html, className }: { html: string | null | undefined; className?: string }) {
  const [, setReady] = useState(0);
  const clean = sanitizeHtmlSync(html);
  useEffect(() => {
    if (clean !== null) return;
    let live = true;
    loadSanitizer().then(
      () => live && setReady((n) => n + 1),
      (e: unknown) => console.error('Could not load the HTML sanitiser', e),
    );
    return () => {
      live = false;
    };
  }, [clean]);
  // Nothing unsanitised is ever rendered: until DOMPurify is here, the block stays empty.
  return <div className={className} dangerouslySetInnerHTML={{ __html: clean ?? '' }} />;
}
