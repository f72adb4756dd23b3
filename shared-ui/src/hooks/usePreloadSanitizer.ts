import { useEffect } from 'react';
import { loadSanitizer } from '../format/sanitize';

/**
 * Starts downloading DOMPurify when a screen that will show HTML from the API starts loading, so
 * the body is not held up by a second download after the data arrives. A failure is ignored here:
 * SafeHtml asks again when it renders and reports it.
 */
export function usePreloadSanitizer(): void {
  useEffect(() => void loadSanitizer().catch(() => undefined), []);
}
