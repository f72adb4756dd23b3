import { useEffect, useRef, useState } from 'react';
import { loadSanitizer, sanitizeHtmlSync } from '../format/sanitize';
import { SANITIZES_ON_SERVER } from '../format/sanitizerRuntime';
import { useServerRendered } from '../ssr/useServerRendered';

/** No server markup to keep (a block first mounted in the browser, or one whose HTML changed since). */
const NONE = Symbol('none');
type ServerInput = string | null | undefined | typeof NONE;

/**
 * Renders HTML from the database, always through DOMPurify with the site's rules. On the server it
 * is sanitised during the render (jsdom); in the browser DOMPurify is loaded on first use. A block
 * the server rendered keeps the server's markup while it hydrates, so the text never blinks out
 * while DOMPurify downloads; once it is here, the markup is replaced only if the browser's
 * sanitiser makes something else of the same HTML.
 */
export function SafeHtml({ html, className }: { html: string | null | undefined; className?: string }) {
  const [, setReady] = useState(0);
  // In the browser, a block that came with the server's HTML (hydrated) rather than made here.
  const hydrated = useServerRendered() && !SANITIZES_ON_SERVER;
  // The input the server's markup was made from (no markup to keep for no HTML).
  const [serverInput, setServerInput] = useState<ServerInput>(() => (hydrated && html ? html : NONE));
  // Different HTML now (another post in the same place): the server's markup no longer applies.
  if (serverInput !== NONE && serverInput !== html) setServerInput(NONE);
  const adopt = serverInput !== NONE && serverInput === html;
  const ref = useRef<HTMLDivElement>(null);
  const clean = sanitizeHtmlSync(html);

  useEffect(() => {
    if (clean !== null && !adopt) return;
    let live = true;
    loadSanitizer().then(
      () => {
        if (!live) return;
        const el = ref.current;
        if (!adopt) setReady((n) => n + 1);
        else if (el && el.innerHTML !== sanitizeHtmlSync(html)) setServerInput(NONE);
      },
      (e: unknown) => console.error('Could not load the HTML sanitiser', e),
    );
    return () => {
      live = false;
    };
  }, [clean, adopt, html]);

  if (adopt) {
    // An empty __html leaves the server's children in place (React does not hydrate inside it).
    return <div ref={ref} className={className} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: '' }} />;
  }
  // Nothing unsanitised is ever rendered: until DOMPurify is here, a block the browser makes stays empty.
  return <div className={className} dangerouslySetInnerHTML={{ __html: clean ?? '' }} />;
}
