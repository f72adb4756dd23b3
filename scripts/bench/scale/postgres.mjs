// One throwaway PostgreSQL for the scale-out test, from api/scripts/with-postgres.sh (which installs
// Debian's server if missing, starts a cluster on a free loopback port and removes it on exit).
// The script's command prints DATABASE_URL and then waits for its standard input to end: closing
// the pipe (or this process dying, which closes it too) stops the server and removes its folder.
import path from 'node:path';
import { sleep } from './processes.mjs';

const HOLD = 'printf "DATABASE_URL=%s\\n" "$DATABASE_URL"; exec cat >/dev/null';

/** @returns {Promise<{ url: string, version: string, stop: () => Promise<void> }>} */
export async function startPostgres(groups, rootDir) {
  const proc = groups.start(
    'postgres',
    'bash',
    [path.join(rootDir, 'api/scripts/with-postgres.sh'), 'bash', '-c', HOLD],
    {
      cwd: rootDir,
      env: process.env,
      stdin: 'pipe',
    },
  );
  const end = Date.now() + 180_000; // a first run may install the server with apt-get
  let url;
  while (!url) {
    const log = groups.logTail(proc, 50);
    url = /^DATABASE_URL=(postgres:\/\/\S+)$/m.exec(log)?.[1];
    if (url) break;
    if (!groups.alive(proc)) throw new Error(`PostgreSQL did not start:\n${log}`);
    if (Date.now() > end) throw new Error('PostgreSQL did not start within 180 s');
    await sleep(100);
  }
  const version = /PostgreSQL (\S+) at/.exec(groups.logTail(proc, 50))?.[1] ?? '?';
  const stop = async () => {
    proc.child.stdin.end();
    const late = sleep(30_000).then(() => 'late');
    if ((await Promise.race([proc.exited, late])) === 'late') await groups.stop(proc);
  };
  return { url, version, stop };
}
