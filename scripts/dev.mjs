// `npm run dev`: the API and every app's webpack dev server with live reload, side by side.
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
// The TypeScript registry, loaded through tsx (see siteRegistry.cjs): every app and its port.
const { API, REMOTES, REMOTE_NAMES, SHELL, remotePort } = createRequire(import.meta.url)('./siteRegistry.cjs');
const apiPort = process.env.API_PORT ?? String(SHELL.port + API.portOffset);
const jobs = [
  ['api', ['run', 'dev', '-w', API.workspace]],
  ...REMOTE_NAMES.map((name) => [name, ['run', 'dev', '-w', REMOTES[name].workspace]]),
  [SHELL.name, ['run', 'dev', '-w', SHELL.workspace]],
];
const children = jobs.map(([name, args]) => {
  const child = spawn('npm', args, {
    cwd: root,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, API_PORT: apiPort },
  });
  const prefix = (chunk) =>
    chunk
      .toString()
      .split('\n')
      .filter(Boolean)
      .map((l) => `[${name}] ${l}`)
      .join('\n') + '\n';
  child.stdout.on('data', (c) => process.stdout.write(prefix(c)));
  child.stderr.on('data', (c) => process.stderr.write(prefix(c)));
  return child;
});
const remotePorts = REMOTE_NAMES.map((name) => remotePort(name)).join(', ');
console.log(`Site: http://localhost:${SHELL.port} (live reload); remotes on ${remotePorts}; API on ${apiPort}`);
const stop = () => {
  for (const c of children) c.kill('SIGTERM');
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
