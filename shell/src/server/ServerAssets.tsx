/** The shell's browser files (dist/page-assets.json, written by the browser build). */
export interface PageAssets {
  /** The page's first script: it loads `scripts` (and `preloads`) once the page has loaded. */
  start?: string;
  scripts: string[];
  styles: string[];
  preloads: string[];
  icon: string | null;
}

/**
 * The shell's style sheet (React places it in the head, before the head's own children) and, where
 * the build has no start script, the site's scripts preloaded at a low priority. Rendered on the
 * server only: the browser tree need not render them again.
 */
export function ServerAssets({ assets }: { assets: PageAssets }) {
  return (
    <>
      {assets.styles.map((href) => (
        <link key={href} rel="stylesheet" href={href} precedence="shell" />
      ))}
      {assets.start
        ? null
        : assets.preloads.map((href) => <link key={href} rel="preload" as="script" href={href} fetchPriority="low" />)}
    </>
  );
}

/**
 * The page's first script, the last thing in the head, after the style sheets: it loads the
 * site's code once the page has loaded (scripts/webpack/pageStart.js), the content comes first.
 * It is deliberately not async. A script waits for the style sheets before it, and the parser waits
 * for it, so the body is parsed once the page's styles are there. Otherwise Chrome lays out what it
 * has parsed of the body without them (a page with a <select> makes it), 40–120 ms of a phone's
 * main thread spent on a layout nobody sees, then done again with the styles. The file is a
 * kilobyte from the page's own origin, requested with the style sheets, so it delays nothing.
 */
export function StartScript({ assets }: { assets: PageAssets }) {
  if (!assets.start) return null;
  return (
    <script
      src={assets.start}
      data-scripts={JSON.stringify(assets.scripts)}
      data-preloads={JSON.stringify(assets.preloads)}
    />
  );
}

/** The element the start script reads the page's own preloads from (scripts/webpack/pageStart.js). */
export const PAGE_PRELOADS_ID = 'page-preloads';

/**
 * What the screen loads first of the remote that owns it, as a JSON list the start script adds to
 * the shell's preloads (the remote's manifest as a fetch, its scripts as scripts). Written at the
 * end of the body, outside React's tree: the head is sent before the page knows its regions. A data
 * block, not a script: the page's policy needs no nonce for it. Empty: nothing.
 */
export function pagePreloadsScript(urls: readonly string[]): string {
  if (urls.length === 0) return '';
  const json = JSON.stringify(urls).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026');
  return `<script type="application/json" id="${PAGE_PRELOADS_ID}">${json}</script>`;
}
