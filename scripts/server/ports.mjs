// Ports of the composed site, from the registry's facts (site-registry.json in a build's dist).
// PORT moves the shell; the others follow unless set themselves (<NAME>_PORT, API_PORT).
export function sitePorts(registry, env = process.env) {
  const shell = Number(env.PORT ?? registry.shell.port);
  const remotes = registry.remotes.map((r) => [
    r.name,
    Number(env[`${r.name.toUpperCase()}_PORT`] ?? shell + r.portOffset),
  ]);
  return { shell, ...Object.fromEntries(remotes), api: Number(env.API_PORT ?? shell + registry.api.portOffset) };
}

/** The origins of the shell and every remote (SITE_ORIGINS overrides them). */
export function siteOrigins(registry, env = process.env) {
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
