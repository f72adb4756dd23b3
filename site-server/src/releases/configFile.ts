// Switching the runtime config atomically: a reader (the site server reads the file on every
// request) sees the old file or the new one, never half of one.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/** Writes JSON to a temporary file in the same folder, then renames it over `file` (atomic on one file system). */
export function writeJsonAtomic(file: string, value: unknown): void {
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

/** A JSON file's value; `fallback` when it does not exist (if given), else an error naming the file. */
export function readJson<T = unknown>(file: string, fallback?: T): T {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8')) as T;
  } catch (error) {
    if (fallback !== undefined && (error as NodeJS.ErrnoException | null)?.code === 'ENOENT') return fallback;
    throw new Error(`${file}: ${error instanceof Error ? error.message : String(error)}`, { cause: error });
  }
}

/** The config with one remote pointed at another manifest (a new object; the rest unchanged). */
export function withRemote<C extends { remotes?: unknown }>(config: C, remote: string, manifestUrl: string): C {
  if (!config || typeof config !== 'object' || !config.remotes || typeof config.remotes !== 'object')
    throw new Error('the runtime config has no "remotes"');
  return { ...config, remotes: { ...config.remotes, [remote]: manifestUrl } };
}
