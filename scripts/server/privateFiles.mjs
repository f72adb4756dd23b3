// Build outputs that stay on the server: source maps (for error tracking; the bundles do not
// link them, webpack's hidden-source-map) and mf-stats.json (the federation plugin's full build
// statistics: module paths and sizes; browsers need only mf-manifest.json) and site-registry.json
// (the registry's facts the servers read: ports and segment owners, of no use to a browser).
import path from 'node:path';

/** True for a source map, mf-stats.json or site-registry.json, also as a precompressed .br/.gz copy. */
export function isPrivateBuildFile(pathname) {
  const base = path.posix
    .basename(String(pathname))
    .toLowerCase()
    .replace(/\.(br|gz)$/, '');
  return (
    base.endsWith('.map') || base === 'mf-stats.json' || base === 'site-registry.json' || base === 'page-assets.json'
  );
}
