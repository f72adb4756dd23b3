// The release script's command line (scripts/release.mjs), checked before anything is built:
//   npm run release -- <remote> [--site <url>] [--rollback] [--config <file>] [--preview-port <n>] [--keep <n>]
//   npm run release -w remote-finance -- --site <url>       (the workspace passes its own name)
import path from 'node:path';
import { parseArgs } from 'node:util';
import { parseOrigin, parsePort } from 'site-server/config/serveOptions';
import { urlSafeId } from 'site-server/releases/install';
import { releaseHistoryPath, releasesPath, runtimeConfigPath } from 'site-server/releases/paths';
import { parseKept, releasesKept } from 'site-server/releases/retention';

export const USAGE = `Usage: npm run release -- <remote> [options]   or   npm run release -w <remote workspace> -- [options]
  <remote>              a remote's name or workspace (finance, remote-finance)
  --site <url>          the composed site (default http://localhost:$PORT, PORT default 3000)
  --rollback            switch the remote back to its previous release (no build, no gate)
  --config <file>       the site's runtime config file (default RUNTIME_CONFIG_FILE, else
                        <data dir>/runtime-config.<site port>.json, as npm start writes it)
  --remote-origin <url> where the remote's server serves /releases/ (default its registry port)
  --preview-port <n>    the gate's preview server (default the site's port + 90)
  --keep <n>            previous releases kept served besides the live one (default RELEASES_KEPT, 3)
  --dist <folder>       release a build made elsewhere (browser build with its server/) instead of building
Settings: GATE_RENDER_BUDGET_MS (2000) the longest a gate route's server render may take.`;

/** The options that take a value; each may be given once. */
const VALUE_OPTIONS = ['site', 'config', 'remote-origin', 'preview-port', 'keep', 'dist'];
const OPTIONS = {
  rollback: { type: 'boolean' },
  help: { type: 'boolean', short: 'h' },
  // `multiple` only so that an option given twice is refused rather than the last one winning.
  ...Object.fromEntries(VALUE_OPTIONS.map((name) => [name, { type: 'string', multiple: true }])),
};

/** node:util parseArgs over the release's options, its errors in the script's own words. */
function parseOptions(argv) {
  try {
    return parseArgs({ args: argv, options: OPTIONS, strict: true, allowPositionals: true });
  } catch (error) {
    const named = /'(-[^' ]+)/.exec(error.message)?.[1] ?? '';
    if (error.code === 'ERR_PARSE_ARGS_UNKNOWN_OPTION') throw new Error(`unknown option ${named}`, { cause: error });
    if (error.code === 'ERR_PARSE_ARGS_INVALID_OPTION_VALUE')
      throw new Error(VALUE_OPTIONS.includes(named.slice(2)) ? `${named} needs a value` : `${named} takes no value`, {
        cause: error,
      });
    throw error;
  }
}

/**
 * @param {string[]} argv  the arguments after the script's path
 * @param {{ remotes: { name: string, workspace: string, portOffset: number, segments?: string[] }[] }} registry
 * @param {Record<string, string | undefined>} env
 */
export function parseReleaseArgs(argv, registry, env = process.env) {
  const { values: parsed, positionals: positional } = parseOptions(argv);
  const help = parsed.help === true;
  const rollback = parsed.rollback === true;
  /** `--name` → its one value */
  const values = {};
  for (const name of VALUE_OPTIONS) {
    const given = parsed[name];
    if (given === undefined) continue;
    if (given.length > 1) throw new Error(`--${name} is given twice`);
    if (given[0] === '') throw new Error(`--${name} needs a value`);
    values[`--${name}`] = given[0];
  }
  if (help) return { help: true };
  // The workspace form passes its own name first; the root form the one typed: the same if both.
  const named = [...new Set(positional.map((p) => resolveRemote(p, registry)))];
  if (named.length !== 1)
    throw new Error(
      named.length === 0 ? 'name the remote to release' : `one remote at a time (got ${named.join(', ')})`,
    );
  const remote = registry.remotes.find((r) => r.name === named[0]);
  const site = parseOrigin(values['--site'] ?? `http://localhost:${env.PORT || 3000}`, '--site');
  const sitePort = Number(new URL(site).port || (site.startsWith('https:') ? 443 : 80));
  // A path given on npm's command line is relative to where npm was run, not the workspace.
  const cwd = env.INIT_CWD || process.cwd();
  const configFile = values['--config'] ? path.resolve(cwd, values['--config']) : runtimeConfigPath(sitePort, env);
  const remoteOrigin = values['--remote-origin']
    ? parseOrigin(values['--remote-origin'], '--remote-origin')
    : `${new URL(site).protocol}//${new URL(site).hostname}:${sitePort + remote.portOffset}`;
  const previewPort = values['--preview-port']
    ? parsePort(values['--preview-port'], '--preview-port')
    : parsePort(String(sitePort + 90), 'the preview port (site port + 90)');
  const keep = values['--keep'] === undefined ? releasesKept(env) : parseKept(values['--keep'], '--keep');
  if (rollback && values['--dist']) throw new Error('--rollback builds nothing: leave out --dist');
  const renderBudgetMs = env.GATE_RENDER_BUDGET_MS === undefined ? 2000 : Number(env.GATE_RENDER_BUDGET_MS);
  if (!Number.isInteger(renderBudgetMs) || renderBudgetMs < 100 || renderBudgetMs > 60_000)
    throw new Error('GATE_RENDER_BUDGET_MS must be a whole number of milliseconds from 100 to 60000');
  return {
    help: false,
    remote: remote.name,
    workspace: remote.workspace,
    rollback,
    site,
    configFile,
    historyFile: releaseHistoryPath(configFile),
    releasesDir: path.join(releasesPath(env), remote.name),
    remoteOrigin,
    previewPort,
    keep,
    dist: values['--dist'] ? path.resolve(cwd, values['--dist']) : null,
    segments: remote.segments ?? [],
    renderBudgetMs,
  };
}

/** A remote's name or its workspace folder → its name. */
export function resolveRemote(text, registry) {
  const found = registry.remotes.find((r) => r.name === text || r.workspace === text);
  if (!found)
    throw new Error(`no remote named ${JSON.stringify(text)} (${registry.remotes.map((r) => r.name).join(', ')})`);
  return found.name;
}

/** A release folder's name for a build made elsewhere: its own build id, made safe in a URL path, and the time. */
export function folderFor(buildId, date) {
  return `${urlSafeId(buildId)}-${date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d+Z$/, 'Z')}`;
}

/**
 * A build id that names the remote, the commit and the moment, unique per build and safe in a URL
 * path: `finance-901213f-20261126T180512Z`, `finance-901213f-dirty-…` with uncommitted changes.
 */
export function makeBuildId(remote, commit, dirty, date) {
  const sha = /^[0-9a-f]{7,40}$/.test(String(commit)) ? String(commit).slice(0, 7) : 'nocommit';
  const stamp = date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d+Z$/, 'Z');
  return `${remote}-${sha}${dirty ? '-dirty' : ''}-${stamp}`;
}
