// Ports of the composed site. PORT moves the shell; the others follow unless set themselves.
export function sitePorts(env = process.env) {
  const shell = Number(env.PORT ?? 3000);
  return {
    shell,
    listings: Number(env.LISTINGS_PORT ?? shell + 1),
    content: Number(env.CONTENT_PORT ?? shell + 2),
    finance: Number(env.FINANCE_PORT ?? shell + 3),
    api: Number(env.API_PORT ?? shell + 10),
  };
}

export function siteOrigins(env = process.env) {
  if (env.SITE_ORIGINS) return env.SITE_ORIGINS.split(',').map((s) => s.trim()).filter(Boolean);
  const p = sitePorts(env);
  return [p.shell, p.listings, p.content, p.finance].flatMap((n) => [`http://localhost:${n}`, `http://127.0.0.1:${n}`]);
}
