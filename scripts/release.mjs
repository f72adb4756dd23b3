// One remote's release, gated: `npm run release -- finance --site http://localhost:3000` (or
// `npm run release -w remote-finance -- --site …`). Builds the remote with a unique build id into a
// new folder its server publishes at /releases/<build id>/, runs the release gate (scripts/release/
// gate.mjs) on it, and only then switches the site's runtime config to it (atomically); the site
// server picks it up on the next page. `--rollback` switches back to what the last release replaced.
// README, "Releasing one remote".
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { USAGE, folderFor, makeBuildId, parseReleaseArgs } from './release/args.mjs';
import { readJson, withRemote, writeJsonAtomic } from 'site-server/releases/configFile';
import { runGate } from './release/gate.mjs';
import { runUnitChecks } from './release/unitChecks.mjs';
import { foldersToPrune, planRollback, recordRelease } from './release/history.mjs';
import { liveShellDist } from 'site-server/releases/liveShell';
import { repoRoot } from 'site-server/releases/paths';
import { gateRoutes, readSamples } from './release/routes.mjs';
import { readSiteRegistry } from 'site-server/config/siteRegistry';

const log = (line) => console.log(line);
const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;

async function fetchJson(url, timeoutMs = 5000) {
  const res = await fetch(url, { signal: AbortSignal.timeout(timeoutMs), cache: 'no-store' });
  if (!res.ok) throw new Error(`${url} answered ${res.status}`);
  return res.json();
}

/** The build the site's server HTML shows for the remote on `route` ('none' when it shows none). */
async function liveBuild(site, remote, route) {
  try {
    const res = await fetch(`${site}${route}`, {
      signal: AbortSignal.timeout(5000),
      headers: { 'accept-encoding': 'identity' },
    });
    const html = await res.text();
    return new RegExp(`data-remote="${remote}" data-build="([^"]+)"`).exec(html)?.[1] ?? 'none';
  } catch {
    return 'none';
  }
}

/** Waits until the site server's HTML shows `build` (it checks releases every 2 s): ms taken, or null. */
async function waitLive(site, remote, route, build, timeoutMs = 15_000) {
  const start = Date.now();
  while (Date.now() - start < timeoutMs) {
    if ((await liveBuild(site, remote, route)) === build) return Date.now() - start;
    await new Promise((r) => setTimeout(r, 200));
  }
  return null;
}

function gitCommit() {
  try {
    const sha = execFileSync('git', ['rev-parse', 'HEAD'], { cwd: repoRoot, encoding: 'utf8' }).trim();
    const dirty = execFileSync('git', ['status', '--porcelain'], { cwd: repoRoot, encoding: 'utf8' }).trim() !== '';
    return { sha, dirty };
  } catch {
    return { sha: '', dirty: false };
  }
}

function switchConfig(file, remote, url) {
  const next = withRemote(readJson(file), remote, url);
  writeJsonAtomic(file, next);
}

/** The live shell's folder (the site's record beside its config), else shell/dist with a warning. */
function liveShell(configFile) {
  const { dir, warning } = liveShellDist(configFile, path.join(repoRoot, 'shell/dist'));
  if (warning) log(`Warning: ${warning}`);
  return dir;
}

async function rollback(o) {
  const started = Date.now();
  const config = readJson(o.configFile);
  const { release, history } = planRollback(
    readJson(o.historyFile, { releases: [] }),
    o.remote,
    config.remotes?.[o.remote],
  );
  // The release before must still be there (its folder is kept while the history names it).
  await fetchJson(release.previousUrl).catch((error) => {
    throw new Error(`the previous release does not answer (${error.message}): not switched`);
  });
  switchConfig(o.configFile, o.remote, release.previousUrl);
  writeJsonAtomic(o.historyFile, history);
  const switched = Date.now() - started;
  log(
    `Rolled back ${o.remote}: ${release.buildId} → ${release.previousBuild ?? release.previousUrl} (config switched in ${seconds(switched)})`,
  );
  const route = `/${readSiteRegistry(liveShell(o.configFile)).remotes.find((r) => r.name === o.remote)?.segments[0] ?? ''}`;
  if (release.previousBuild && release.previousBuild !== 'none') {
    const live = await waitLive(o.site, o.remote, route, release.previousBuild);
    log(
      live === null
        ? `The site's HTML does not show ${release.previousBuild} yet (is its server rendering?)`
        : `Live in the site's HTML after ${seconds(live)}`,
    );
  }
  log(`Rollback time: ${seconds(Date.now() - started)}`);
}

async function release(o) {
  const started = Date.now();
  // The shell the site serves (npm start records its install folder), not the checkout's build.
  const shellDist = liveShell(o.configFile);
  const registry = readSiteRegistry(shellDist);
  const facts = registry.remotes.find((r) => r.name === o.remote);
  const liveConfig = readJson(o.configFile);
  const previousUrl = liveConfig.remotes?.[o.remote];
  if (!previousUrl) throw new Error(`${o.configFile} names no ${o.remote} remote`);
  const served = await fetchJson(`${o.site}/runtime-config.json`).catch((error) => {
    throw new Error(`the site at ${o.site} does not answer (${error.message})`);
  });
  if (served.remotes?.[o.remote] !== previousUrl)
    throw new Error(
      `the site at ${o.site} does not serve ${o.configFile} (it names ${served.remotes?.[o.remote]} for ${o.remote}): give --config`,
    );
  const routes = gateRoutes(facts.segments, await readSamples(o.site, fetchJson));
  const previousBuild = await liveBuild(o.site, o.remote, routes[1] ?? '/');

  // 1. The remote's own unit tests and shared-ui's version tests, beside the build.
  const unitChecks = runUnitChecks({
    root: repoRoot,
    workspace: o.workspace,
    cacheFile: path.join(path.dirname(o.releasesDir), '.unit-tests-passed.json'),
    log,
  });
  // 2. Build into a new folder, under a build id no other build has (or copy one made elsewhere).
  let buildId;
  let outDir;
  if (o.dist) {
    const manifest = readJson(path.join(o.dist, 'mf-manifest.json'));
    if (manifest?.name !== o.remote) throw new Error(`${o.dist} is a build of ${manifest?.name}, not of ${o.remote}`);
    buildId = String(manifest.metaData?.site?.buildId ?? path.basename(o.dist));
    outDir = path.join(o.releasesDir, folderFor(buildId, new Date()));
    log(`Copying ${o.dist} (build ${buildId}) → ${outDir}`);
    fs.cpSync(o.dist, outDir, { recursive: true });
  } else {
    const { sha, dirty } = gitCommit();
    buildId = makeBuildId(o.remote, sha, dirty, new Date());
    outDir = path.join(o.releasesDir, buildId);
    log(`Building ${o.workspace} as ${buildId} → ${outDir}`);
    const built = spawnSync('npm', ['run', 'build', '-w', o.workspace], {
      cwd: repoRoot,
      env: { ...process.env, OUTPUT_PATH: outDir, BUILD_ID: buildId },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    if (built.status !== 0) throw new Error(`the build failed (exit ${built.status}): nothing switched`);
  }
  const buildMs = Date.now() - started;
  log(`Built in ${seconds(buildMs)}`);
  const tested = await unitChecks;
  if (!tested.ok) {
    log(tested.output.trim());
    log(`Gate failed: ${tested.why}: ${o.remote} stays at ${previousUrl}`);
    process.exitCode = 1;
    return;
  }

  // 3. Published at a new address by the remote's own server.
  const candidateUrl = `${o.remoteOrigin}/releases/${path.basename(outDir)}/mf-manifest.json`;
  await fetchJson(candidateUrl).catch((error) => {
    throw new Error(
      `${candidateUrl} does not answer (${error.message}): does the remote's server publish ${o.releasesDir} (same API_DATA_DIR or RELEASES_DIR as npm start)?`,
    );
  });

  // 4. The gate in a browser.
  log(`Gate: ${routes.join(', ')} with ${candidateUrl}`);
  const gateStart = Date.now();
  const failures = await runGate({
    remote: o.remote,
    buildId,
    candidateUrl,
    liveConfig,
    site: o.site,
    shellDist,
    previewPort: o.previewPort,
    routes,
    segments: o.segments,
    renderBudgetMs: o.renderBudgetMs,
    log,
  });
  const gateMs = Date.now() - gateStart;
  if (failures.length > 0) {
    log(`Gate failed in ${seconds(gateMs)} (${failures.length} problem(s)): ${o.remote} stays at ${previousUrl}`);
    process.exitCode = 1;
    return;
  }
  log(`Gate passed in ${seconds(gateMs)}`);

  // 5. The switch (temporary file + rename), recorded for --rollback.
  const current = readJson(o.configFile);
  if (current.remotes?.[o.remote] !== previousUrl)
    throw new Error(
      `${o.remote} was switched by someone else during the gate (${current.remotes?.[o.remote]}): not switched`,
    );
  switchConfig(o.configFile, o.remote, candidateUrl);
  const switchedAt = Date.now();
  const history = recordRelease(readJson(o.historyFile, { releases: [] }), {
    remote: o.remote,
    buildId,
    url: candidateUrl,
    previousUrl,
    previousBuild,
    at: new Date().toISOString(),
  });
  writeJsonAtomic(o.historyFile, history);
  log(`Switched ${o.remote} to ${buildId}`);
  const live = await waitLive(o.site, o.remote, routes[1] ?? '/', buildId);
  log(
    live === null
      ? `The site's HTML does not show ${buildId} yet (is its server rendering?)`
      : `Live in the site's HTML after ${seconds(Date.now() - switchedAt)}`,
  );

  // Release folders beyond the live one and the --keep (RELEASES_KEPT) previous ones go.
  const folders = fs.readdirSync(o.releasesDir).filter((f) => fs.statSync(path.join(o.releasesDir, f)).isDirectory());
  for (const folder of foldersToPrune(folders, history, o.remote, o.keep, candidateUrl))
    fs.rmSync(path.join(o.releasesDir, folder), { recursive: true, force: true });
  log(`Release time: ${seconds(Date.now() - started)} (build ${seconds(buildMs)}, gate ${seconds(gateMs)})`);
}

async function main() {
  const registry = readSiteRegistry(path.join(repoRoot, 'shell/dist'));
  const o = parseReleaseArgs(process.argv.slice(2), registry);
  if (o.help) {
    log(USAGE);
    return;
  }
  await (o.rollback ? rollback(o) : release(o));
}

main().catch((error) => {
  console.error(`Release stopped: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
});
