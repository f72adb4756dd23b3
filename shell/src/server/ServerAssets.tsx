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
 * The shell's style sheet and its first script, rendered on the server only: React places them in
 * the head, and the browser tree need not render them again. The site's code is not preloaded: it
 * waits for the page to load (scripts/webpack/pageStart.js), the content comes first.
 */
export function ServerAssets({ assets }: { assets: PageAssets }) {
  return (
    <>
      {assets.styles.map((href) => (
        <link key={href} rel="stylesheet" href={href} precedence="shell" />
      ))}
      {assets.start ? (
        <script
          src={assets.start}
          async
          data-scripts={JSON.stringify(assets.scripts)}
          data-preloads={JSON.stringify(assets.preloads)}
        />
      ) : (
        assets.preloads.map((href) => <link key={href} rel="preload" as="script" href={href} fetchPriority="low" />)
      )}
    </>
  );
}
