import fs from 'node:fs';
import path from 'node:path';
import { runtimeConfigFile } from './env';

const root = path.resolve(__dirname, '../..');

/** The shared-ui version this checkout's shell provides (shared-ui/src/federation/version.ts). */
export function currentSharedUiVersion(): string {
  const text = fs.readFileSync(path.join(root, 'shared-ui/src/federation/version.ts'), 'utf8');
  const version = /SHARED_UI_VERSION = '(\d+\.\d+\.\d+)'/.exec(text)?.[1];
  if (!version) throw new Error('no SHARED_UI_VERSION in shared-ui/src/federation/version.ts');
  return version;
}

/** '1.4.0', 1 → '1.3.0': the minor `behind` minors before. */
export function minorsBehind(version: string, behind: number): string {
  const [major = 0, minor = 0] = version.split('.').map(Number);
  if (minor - behind < 0) throw new Error(`shared-ui ${version} has no minor ${behind} behind`);
  return `${major}.${minor - behind}.0`;
}

/**
 * While `fn` runs, the site's record of its live shell (`<runtime config>.shell.json`, written by
 * `npm start`) names a copy of the live shell's build that provides shared-ui `version` instead of
 * its own: to the release script, a live site that many minors behind the checkout. (The copy
 * differs only in the version its remote check compares with; the site itself keeps serving its
 * real shell.)
 */
export async function withOlderLiveShell<T>(version: string, fn: () => Promise<T>): Promise<T> {
  const recordFile = runtimeConfigFile.replace(/\.json$/, '.shell.json');
  const original = fs.readFileSync(recordFile, 'utf8');
  const record = JSON.parse(original) as { dir: string };
  // Beside the live one, where the shell's server build finds its packages as an installed shell does.
  const copy = `${record.dir}-shared-ui-${version}`;
  fs.rmSync(copy, { recursive: true, force: true });
  fs.cpSync(record.dir, copy, { recursive: true });
  const current = currentSharedUiVersion();
  // `"shared-ui":"1.4.0"` in the minified browser build, `'shared-ui': (/* inlined … */"1.4.0")` in the server's.
  const from = new RegExp(`(["']shared-ui["']:\\s*(?:\\(/\\*[^*]*\\*/)?)"${current.replaceAll('.', '\\.')}"`, 'g');
  let patched = 0;
  for (const folder of ['js', 'server']) {
    for (const name of fs.readdirSync(path.join(copy, folder))) {
      if (!name.endsWith('.js')) continue;
      const file = path.join(copy, folder, name);
      const text = fs.readFileSync(file, 'utf8');
      const changed = text.replace(from, `$1"${version}"`);
      if (changed === text) continue;
      fs.writeFileSync(file, changed);
      // Its precompressed copies would still say the old version.
      for (const ext of ['.br', '.gz']) fs.rmSync(`${file}${ext}`, { force: true });
      patched += 1;
    }
  }
  // The browser's and the server's copy of the shell's remote check.
  if (patched < 2)
    throw new Error(
      `found shared-ui ${current} in ${patched} of the shell's files, not in its browser and server builds`,
    );
  fs.writeFileSync(recordFile, JSON.stringify({ ...record, dir: copy }));
  try {
    return await fn();
  } finally {
    fs.writeFileSync(recordFile, original);
    fs.rmSync(copy, { recursive: true, force: true });
  }
}
