// Link preloads for the static page: what its code asks for first, started with the page (the
// runtime config, the manifests of the remotes it shows, the owner remote's first chunks).
import type { FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import type { RuntimeConfig } from '../config/runtimeConfig.js';
import type { SiteRegistry } from '../config/siteRegistry.js';
import type { RequestOverride } from '../overrides/remoteOverride.js';
import { createPageRemotes, createRemotePreloader, type PageRemotes } from '../render/remotePreloads.js';

declare module 'fastify' {
  interface FastifyReply {
    /** Link header values for the static page at `pathname`. */
    staticPagePreloads(
      pathname: string,
      config: RuntimeConfig | undefined,
      override: RequestOverride | null,
    ): Promise<string[]>;
  }
}

export interface RemotePreloadsOptions {
  /** the shell's build folder (its mf-manifest.json: the libraries it shares itself); none: no remote preloads */
  shellDist?: string | undefined;
  /** the shell build's registry facts: which remote owns a page, which the home page shows first */
  registry: SiteRegistry | null;
}

const NO_REMOTES: PageRemotes = { manifests: [], ownerManifest: null };

export const remotePreloads = fp<RemotePreloadsOptions>(
  async (app, { shellDist, registry }) => {
    const ownerPreloads = shellDist ? createRemotePreloader({ shellDist }) : null;
    const pageRemotes = registry ? createPageRemotes(registry) : () => NO_REMOTES;
    app.decorateReply(
      'staticPagePreloads',
      async function (
        this: FastifyReply,
        pathname: string,
        config: RuntimeConfig | undefined,
        override: RequestOverride | null,
      ) {
        // Start the runtime config (every page) and the hero image (home) before the JS asks for them.
        const preloads = ['</runtime-config.json>; rel=preload; as=fetch; crossorigin=anonymous'];
        const { manifests, ownerManifest } = override ? NO_REMOTES : pageRemotes(pathname, config?.remotes);
        // The manifests of the remotes this page shows: small files its first screen waits for otherwise.
        for (const manifest of manifests) {
          preloads.push(
            `<${new URL(manifest).origin}>; rel=preconnect; crossorigin=anonymous`,
            `<${manifest}>; rel=preload; as=fetch; crossorigin=anonymous`,
          );
        }
        if (pathname === '/')
          preloads.push('</images/banners/banner-1.svg>; rel=preload; as=image; fetchpriority=high');
        // The page's own remote: entry, routes chunk, styles and the libraries only it provides.
        if (ownerPreloads && ownerManifest) {
          try {
            preloads.push(...(await ownerPreloads(ownerManifest)));
          } catch {
            /* no preloads is only slower */
          }
        }
        return preloads;
      },
    );
  },
  { name: 'remote-preloads', fastify: '5.x' },
);
