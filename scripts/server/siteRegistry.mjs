// The registry's run-time facts as the servers see them: dist/site-registry.json, written by every
// app's build (scripts/webpack/siteRegistryPlugin.cjs from contracts/src/registry). Production
// reads build output only, never the source folders.
import fs from 'node:fs';
import path from 'node:path';

export const SITE_REGISTRY_FILE = 'site-registry.json';

/**
 * @typedef {{ name: string, workspace: string, portOffset: number, segments: string[], firstPaint: boolean }} RemoteFacts
 * @typedef {{ shell: { name: string, workspace: string, port: number }, api: { portOffset: number }, remotes: RemoteFacts[] }} SiteRegistry
 */

/** Reads `<dist>/site-registry.json`; a dist built without one is refused with the fix. */
export function readSiteRegistry(dist) {
  const file = path.join(dist, SITE_REGISTRY_FILE);
  let facts;
  try {
    facts = JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch (error) {
    throw new Error(`${file} is missing or unreadable: rebuild the app (npm run build)`, { cause: error });
  }
  if (!facts?.shell || !facts.api || !Array.isArray(facts.remotes)) throw new Error(`${file} is not a site registry`);
  return /** @type {SiteRegistry} */ (facts);
}

/** First path segment → owning remote. A Map: segments come from URLs ('constructor' owns nothing). */
export function segmentOwners(registry) {
  return new Map(registry.remotes.flatMap((r) => r.segments.map((segment) => [segment, r.name])));
}

/** The remotes with a fragment in the home page's first paint. */
export function firstPaintRemotes(registry) {
  return registry.remotes.filter((r) => r.firstPaint).map((r) => r.name);
}
