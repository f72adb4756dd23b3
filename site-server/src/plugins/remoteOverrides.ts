// A team's own build of one remote in the real site (overrides/remoteOverride.ts has the rules):
// a page request's override, when the runtime config allows it. The page is then sent static with
// a policy that allows the override's origin (plugins/pageRendering.ts): the server's federation
// runtime holds one release of each remote for every visitor.
import type { FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import type { RuntimeConfig } from '../config/runtimeConfig.js';
import { addVary } from '../http/vary.js';
import { overridesOn, requestOverride, type RequestOverride } from '../overrides/remoteOverride.js';

declare module 'fastify' {
  interface FastifyReply {
    /** The remote override this page request carries under `config`, or null. */
    remoteOverride(config: RuntimeConfig | undefined): RequestOverride | null;
  }
}

export const remoteOverrides = fp(
  async (app) => {
    app.decorateReply('remoteOverride', function (this: FastifyReply, config: RuntimeConfig | undefined) {
      if (!config) return null;
      const req = this.request;
      const search = req.url.includes('?') ? req.url.slice(req.url.indexOf('?')) : '';
      // While overrides are allowed, every page (static, rendered or not found) depends on the cookie.
      if (overridesOn(config)) addVary(this, 'Cookie');
      return requestOverride({ query: search, cookie: req.headers.cookie }, config);
    });
  },
  { name: 'remote-overrides', fastify: '5.x' },
);
