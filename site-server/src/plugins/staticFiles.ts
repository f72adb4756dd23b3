// The build's files (the shell's install folder at /) and a remote's release folders (at
// /releases/<folder>/), precompressed copies preferred, never a file that stays on the server.
import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import fp from 'fastify-plugin';

/**
 * Build outputs that stay on the server: source maps (for error tracking; the bundles do not
 * link them, webpack's hidden-source-map) and mf-stats.json (the federation plugin's full build
 * statistics: module paths and sizes; browsers need only mf-manifest.json), site-registry.json
 * (the registry's facts the servers read: ports and segment owners, of no use to a browser) and
 * page-assets.json (the server renderer's list of the shell's files). True also for a
 * precompressed .br/.gz copy.
 */
export function isPrivateBuildFile(pathname: string): boolean {
  const base = path.posix
    .basename(String(pathname))
    .toLowerCase()
    .replace(/\.(br|gz)$/, '');
  return (
    base.endsWith('.map') || base === 'mf-stats.json' || base === 'site-registry.json' || base === 'page-assets.json'
  );
}

export interface StaticFilesOptions {
  /** the build folder served at / (the shell's install folder) */
  root?: string | undefined;
  /** served at /releases/ (a remote's release folders) */
  releasesRoot?: string | undefined;
  /** the shell: its server build (dist/server) is this server's own code, not a file for browsers */
  spa: boolean;
}

/** Without fastify-plugin's scope: reply.sendFile serves the page from the app's not-found handler. */
export const staticFiles = fp<StaticFilesOptions>(
  async (app, { root, releasesRoot, spa }) => {
    if (root)
      await app.register(fastifyStatic, {
        root,
        index: false,
        // The shell's install folder never changes: its files are listed once at start (one route each), so
        // a page's path goes straight to the page handler without a disk lookup.
        wildcard: !spa,
        cacheControl: false,
        // Builds ship .br and .gz beside each asset (scripts/webpack/precompress.cjs).
        preCompressed: true,
        allowedPath: (pathname) => !isPrivateBuildFile(pathname) && !(spa && /^\/server(\/|$)/.test(pathname)),
      });
    if (releasesRoot) {
      // A remote's release folders (npm start's installs, scripts/release.mjs's releases): each at
      // its own address, so a release is a config switch and a rollback the switch back.
      fs.mkdirSync(releasesRoot, { recursive: true });
      await app.register(fastifyStatic, {
        root: releasesRoot,
        prefix: '/releases/',
        decorateReply: !root,
        index: false,
        wildcard: true,
        cacheControl: false,
        preCompressed: true,
        allowedPath: (pathname) => !isPrivateBuildFile(pathname),
      });
    }
  },
  { name: 'static-files', fastify: '5.x' },
);
