import { useMemo } from 'react';
import { sanitizeHtml } from '../format/sanitize';

/** Renders HTML from the database, always through DOMPurify. */
export function SafeHtml({ html, className }: { html: string | null | undefined; className?: string }) {
  const clean = useMemo(() => sanitizeHtml(html), [html]);
  return <div className={className} dangerouslySetInnerHTML={{ __html: clean }} />;
}
