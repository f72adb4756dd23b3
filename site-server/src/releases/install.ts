// Installing an app's build as a release folder: `<releases>/<app>/<build id>-<content hash>/`.
// `npm start` serves visitors only from such folders, which nothing writes to once they exist, so a
// later build in the checkout (into dist/) never changes what is live or removes a chunk an open
// page still needs. The content hash tells apart two builds with one build id (two `-dirty` builds
// of a commit); the same build installed twice is the same folder, copied once.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/** An installed build: its id, its folder's name and path, and whether this call copied it. */
export interface Installed {
  buildId: string;
  folder: string;
  dir: string;
  copied: boolean;
}

/** A build id made safe as one segment of a URL path (what a release folder's name may hold). */
export function urlSafeId(buildId: unknown): string {
  return (
    String(buildId ?? '')
      .replace(/[^A-Za-z0-9._-]+/g, '-')
      .replace(/^[-.]+|[-.]+$/g, '')
      .slice(0, 80) || 'build'
  );
}

/** The install folder's name: `finance-9fca5dc-dirty` + hash `1a2b3c4d` → `finance-9fca5dc-dirty-1a2b3c4d`. */
export function installFolderName(buildId: unknown, hash: unknown): string {
  if (!/^[0-9a-f]{8,64}$/.test(String(hash))) throw new Error(`not a content hash: ${String(hash)}`);
  return `${urlSafeId(buildId)}-${String(hash).slice(0, 8)}`;
}

/** Every file under `dir`, as paths relative to it with `/`, in a fixed order. */
function filesUnder(dir: string, prefix = ''): string[] {
  return fs
    .readdirSync(path.join(dir, prefix), { withFileTypes: true })
    .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))
    .flatMap((entry) => {
      const rel = prefix ? `${prefix}/${entry.name}` : entry.name;
      if (entry.isDirectory()) return filesUnder(dir, rel);
      return entry.isFile() ? [rel] : [];
    });
}

/** A hash of a build folder's names and contents (sha256, hex): equal for equal builds, wherever they lie. */
export function contentHash(dir: string): string {
  const hash = crypto.createHash('sha256');
  for (const rel of filesUnder(dir)) {
    const bytes = fs.readFileSync(path.join(dir, rel));
    hash.update(`${rel}\0${bytes.length}\0`);
    hash.update(bytes);
  }
  return hash.digest('hex');
}

/** The build id a build declares in its manifest (metaData.site.buildId), else `<app>-unknown`. */
export function buildIdOf(dist: string, appName: string): string {
  try {
    const manifest = JSON.parse(fs.readFileSync(path.join(dist, 'mf-manifest.json'), 'utf8')) as {
      metaData?: { site?: { buildId?: unknown } };
    } | null;
    const id = manifest?.metaData?.site?.buildId;
    if (typeof id === 'string' && id !== '') return id;
  } catch {
    /* no manifest: named as unknown below */
  }
  return `${appName}-unknown`;
}

/** The folder `installBuild` installs the build in `dist` as (its name only; nothing is copied). */
export function installFolderOf(dist: string, appName: string): string {
  return installFolderName(buildIdOf(dist, appName), contentHash(dist));
}

/**
 * Installs the build in `dist` under `appReleasesDir` unless that folder is there already. The
 * copy goes to a hidden temporary folder first and is renamed into place, so a folder under its
 * final name is always complete.
 */
export function installBuild(dist: string, appReleasesDir: string, appName: string): Installed {
  if (!fs.existsSync(path.join(dist, 'mf-manifest.json')))
    throw new Error(`Nothing to install in ${dist}: build it first`);
  const buildId = buildIdOf(dist, appName);
  const folder = installFolderOf(dist, appName);
  const dir = path.join(appReleasesDir, folder);
  if (fs.existsSync(dir)) return { buildId, folder, dir, copied: false };
  fs.mkdirSync(appReleasesDir, { recursive: true });
  const tmp = path.join(appReleasesDir, `.${folder}.${process.pid}.${crypto.randomBytes(4).toString('hex')}.tmp`);
  try {
    fs.cpSync(dist, tmp, { recursive: true });
    try {
      fs.renameSync(tmp, dir);
    } catch (error) {
      // Another start installed the same build meanwhile: theirs is the same content.
      if (!fs.existsSync(dir)) throw error;
      return { buildId, folder, dir, copied: false };
    }
  } finally {
    fs.rmSync(tmp, { recursive: true, force: true });
  }
  return { buildId, folder, dir, copied: true };
}
