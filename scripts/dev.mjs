// `npm run dev`: the API and every app's webpack dev server with live reload, side by side.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const jobs = [
  ['api', ['run', 'dev', '-w', 'api']],
  ['listings', ['run', 'dev', '-w', 'remote-listings']],
  ['content', ['run', 'dev', '-w', 'remote-content']],
  ['finance', ['run', 'dev', '-w', 'remote-finance']],
  ['shell', ['run', 'dev', '-w', 'shell']],
];
const children = jobs.map(([name, args]) => {
  const child = spawn('npm', args, { cwd: root, stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, API_PORT: process.env.API_PORT ?? '3010' } });
  const prefix = (chunk) => chunk.toString().split('\n').filter(Boolean).map((l) => `[${name}] ${l}`).join('\n') + '\n';
  child.stdout.on('data', (c) => process.stdout.write(prefix(c)));
  child.stderr.on('data', (c) => process.stderr.write(prefix(c)));
  return child;
});
console.log('Site: http://localhost:3000 (live reload); remotes on 3001-3003; API on 3010');
const stop = () => {
  for (const c of children) c.kill('SIGTERM');
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
