/** The shell's browser files (dist/page-assets.json, written by the browser build). */
export interface PageAssets {
  scripts: string[];
  styles: string[];
  preloads: string[];
  icon: string | null;
}

/**
 * The shell's style sheet and script preloads, rendered on the server only: React places them in
 * the head, and the browser tree need not render them again.
 */
export function ServerAssets({ assets }: { assets: PageAssets }) {
  return (
    <>
      {assets.styles.map((href) => (
        <link key={href} rel="stylesheet" href={href} precedence="shell" />
      ))}
      {assets.preloads.map((href) => (
        <link key={href} rel="preload" as="script" href={href} fetchPriority="low" />
      ))}
    </>
  );
}
