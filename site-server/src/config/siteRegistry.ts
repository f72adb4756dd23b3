// The registry's run-time facts as the servers see them: dist/site-registry.json, written by every
// app's build (scripts/webpack/siteRegistryPlugin.cjs from contracts/src/registry). Production
// reads build output only, never the source folders.
import fs from 'node:fs';
import path from 'node:path';

export const SITE_REGISTRY_FILE = 'site-registry.json';

export interface RemoteFacts {
  name: string;
  workspace: string;
  portOffset: number;
  segments: string[];
  firstPaint: boolean;
  /** Its modules in the home page's first paint; missing in builds from before it. */
  firstPaintExposes?: string[];
}

export interface SiteRegistry {
  shell: { name: string; workspace: string; port: number };
  api: { portOffset: number };
  remotes: RemoteFacts[];
}

/** The facts that say which remote shows which page (what routing decisions read). */
export interface RegistryRoutes {
  remotes: Pick<RemoteFacts, 'name' | 'segments' | 'firstPaint'>[];
}

/** Reads `<dist>/site-registry.json`; a dist built without one is refused with the fix. */
export function readSiteRegistry(dist: string): SiteRegistry {
  const file = path.join(dist, SITE_REGISTRY_FILE);
  let facts: Partial<SiteRegistry> | null;
  try {
    facts = JSON.parse(fs.readFileSync(file, 'utf8')) as Partial<SiteRegistry> | null;
  } catch (error) {
    throw new Error(`${file} is missing or unreadable: rebuild the app (npm run build)`, { cause: error });
  }
  if (!facts?.shell || !facts.api || !Array.isArray(facts.remotes)) throw new Error(`${file} is not a site registry`);
  return facts as SiteRegistry;
}

/** First path segment → owning remote. A Map: segments come from URLs ('constructor' owns nothing). */
export function segmentOwners(registry: RegistryRoutes): Map<string, string> {
  return new Map(registry.remotes.flatMap((r) => r.segments.map((segment): [string, string] => [segment, r.name])));
}

/** The remotes with a fragment in the home page's first paint. */
export function firstPaintRemotes(registry: RegistryRoutes): string[] {
  return registry.remotes.filter((r) => r.firstPaint).map((r) => r.name);
}
