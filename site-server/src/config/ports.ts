// Ports of the composed site, from the registry's facts (site-registry.json in a build's dist).
// PORT moves the shell; the others follow unless set themselves (<NAME>_PORT, API_PORT).
import type { Env } from './siteEnv.js';
import type { SiteRegistry } from './siteRegistry.js';

/** The shell's port, the API's, and each remote's under its name. */
export type SitePorts = { shell: number; api: number } & Record<string, number>;

export function sitePorts(registry: SiteRegistry, env: Env): SitePorts {
  const shell = Number(env.PORT ?? registry.shell.port);
  const remotes = registry.remotes.map((r): [string, number] => [
    r.name,
    Number(env[`${r.name.toUpperCase()}_PORT`] ?? shell + r.portOffset),
  ]);
  return { ...Object.fromEntries(remotes), shell, api: Number(env.API_PORT ?? shell + registry.api.portOffset) };
}

/** The origins of the shell and every remote (SITE_ORIGINS overrides them). */
export function siteOrigins(registry: SiteRegistry, env: Env): string[] {
  if (env.SITE_ORIGINS)
    return env.SITE_ORIGINS.split(',')
      .map((s) => s.trim())
      .filter(Boolean);
  const p = sitePorts(registry, env);
  return [p.shell, ...registry.remotes.map((r) => p[r.name])].flatMap((n) => [
    `http://localhost:${n}`,
    `http://127.0.0.1:${n}`,
  ]);
}
