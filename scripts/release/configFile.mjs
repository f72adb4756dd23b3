// Switching the runtime config atomically: a reader (the site server reads the file on every
// request) sees the old file or the new one, never half of one.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/** Writes JSON to a temporary file in the same folder, then renames it over `file` (atomic on one file system). */
export function writeJsonAtomic(file, value) {
  const tmp = path.join(
    path.dirname(file),
    `.${path.basename(file)}.${process.pid}.${crypto.randomBytes(4).toString('hex')}.tmp`,
  );
  try {
    fs.writeFileSync(tmp, `${JSON.stringify(value, null, 2)}\n`);
    fs.renameSync(tmp, file);
  } finally {
    fs.rmSync(tmp, { force: true });
  }
}

export function readJson(file, fallback) {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch (error) {
    if (fallback !== undefined && error?.code === 'ENOENT') return fallback;
    throw new Error(`${file}: ${error instanceof Error ? error.message : String(error)}`, { cause: error });
  }
}

/** The config with one remote pointed at another manifest (a new object; the rest unchanged). */
export function withRemote(config, remote, manifestUrl) {
  if (!config || typeof config !== 'object' || !config.remotes || typeof config.remotes !== 'object')
    throw new Error('the runtime config has no "remotes"');
  return { ...config, remotes: { ...config.remotes, [remote]: manifestUrl } };
}
