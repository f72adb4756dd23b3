// The composed site's content security policy, built from the runtime config so that it names
// exactly the origins the site uses: its remotes, the API, the map and the video hosts.
const originOf = (url) => {
  try {
    return new URL(url).origin;
  } catch {
    return null; // relative URL: same origin
  }
};

export function buildCsp(config) {
  const remotes = Object.values(config.remotes ?? {})
    .map(originOf)
    .filter(Boolean);
  const api = originOf(config.apiBaseUrl ?? '');
  const frames = [config.site?.mapEmbedUrl, ...(config.site?.videos ?? []).map((v) => v.embedUrl)]
    .map(originOf)
    .filter(Boolean);
  const emailjs = config.emailjs ? ['https://api.emailjs.com'] : [];
  const uniq = (list) => [...new Set(list.filter(Boolean))].join(' ');
  return [
    `default-src 'self'`,
    `script-src ${uniq(["'self'", ...remotes])}`,
    // Each app's CSS is a file next to its chunks, so no inline style sheets are allowed.
    `style-src ${uniq(["'self'", ...remotes])}`,
    `img-src ${uniq(["'self'", 'data:', ...remotes, api])}`,
    `font-src 'self'`,
    `connect-src ${uniq(["'self'", ...remotes, api, ...emailjs])}`,
    `frame-src ${uniq(frames)}`,
    `object-src 'none'`,
    `base-uri 'self'`,
    `form-action 'self'`,
    `frame-ancestors 'none'`,
    `report-uri /csp-report`,
  ].join('; ');
}
