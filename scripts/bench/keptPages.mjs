// `npm run bench:kept`: what a kept page costs the site server, beside a minimal server sending the
// same bytes. Starts the composed production site (siteProcess.mjs, BENCH_PORT default 4500),
// warms one residential detail page until it is kept, then, in the same run and for DURATION
// seconds each (default 10; --smoke: 2), loads with autocannon at CONNECTIONS (default 10):
//   1. the site server's detail page (a kept copy: no render, no disk);
//   2. a minimal node:http server (a child process) sending the same compressed bytes and headers.
// Reports requests/s of both, their ratio, and the site server's CPU per page (its process's
// user + system time from /proc over the requests it answered). Targets: ≤ 0.5 ms CPU per page,
// ≥ 0.5x the minimal server. Writes bench/results/kept-pages.md (not with --smoke).
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { rootDir, withSite } from './siteProcess.mjs';

const SMOKE = parseArgs({ options: { smoke: { type: 'boolean' } } }).values.smoke === true;
const DURATION = Number(process.env.DURATION ?? (SMOKE ? 2 : 10));
const CONNECTIONS = Number(process.env.CONNECTIONS ?? 10);
const headers = { accept: 'text/html', 'accept-encoding': 'gzip, deflate, br', 'user-agent': 'site-bench' };
const TICK_MS = 1000 / Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim());

/** A process's user + system CPU so far, in ms (/proc/<pid>/stat fields 14 and 15). */
function cpuMs(pid) {
  const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) * TICK_MS;
}

function serverPid(port) {
  const out = execFileSync('ss', ['-ltnpH', `sport = :${port}`], { encoding: 'utf8' });
  const pid = /pid=(\d+)/.exec(out)?.[1];
  if (!pid) throw new Error(`no process listening on port ${port}`);
  return Number(pid);
}

async function load(url) {
  const r = await autocannon({ url, connections: CONNECTIONS, duration: DURATION, headers });
  return { rps: r.requests.average, total: r.requests.total, bad: r.non2xx + r.errors + r.timeouts };
}

async function detailRoute(url) {
  const list = await (await fetch(`${url}/api/property_list/noida/all/r?page=1&pageSize=1`)).json();
  const p = list.property_list?.[0];
  if (!p) throw new Error('the seed has no residential listing');
  return `/residential/${p.p_location}/${p.slug}/${p.p_id}`;
}

/** A minimal server sending `body` with `head` for every request, in its own process. */
async function startMinimal(body, head, port) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'kept-bench-'));
  fs.writeFileSync(path.join(dir, 'body'), body);
  fs.writeFileSync(path.join(dir, 'head.json'), JSON.stringify(head));
  const script = `const fs=require('fs'),http=require('http');const b=fs.readFileSync(${JSON.stringify(
    path.join(dir, 'body'),
  )});const h=JSON.parse(fs.readFileSync(${JSON.stringify(path.join(dir, 'head.json'))}));http.createServer((q,s)=>{s.writeHead(200,h);s.end(b)}).listen(${port},'127.0.0.1',()=>console.log('up'));`;
  const child = spawn(process.execPath, ['-e', script], { stdio: ['ignore', 'pipe', 'inherit'] });
  await new Promise((resolve) => child.stdout.once('data', resolve));
  return { child, url: `http://127.0.0.1:${port}/`, dir };
}

const ok = await withSite(
  async (url) => {
    const route = await detailRoute(url);
    // Warm until the page is kept: the admin listener's counter of kept pages moves on a request
    // (a page whose regions could not all render is not kept; the next request renders it again).
    const admin = `http://127.0.0.1:${Number(new URL(url).port) + 90}/metrics`;
    const pagesBy = async (source) =>
      Number(
        new RegExp(`^site_pages_total\\{source="${source}"\\} (\\d+)`, 'm').exec(
          await (await fetch(admin)).text(),
        )?.[1] ?? 0,
      );
    const keptCount = () => pagesBy('kept');
    for (let i = 0; ; i++) {
      const before = await keptCount();
      await (await fetch(url + route, { headers })).arrayBuffer();
      if ((await keptCount()) > before) break;
      if (i === 60) throw new Error(`${route} is never kept (see the site server's log)`);
      await new Promise((r) => setTimeout(r, 500));
    }
    // The bytes as sent (compressed): fetch would decode them, so read them raw.
    const raw = await new Promise((resolve, reject) => {
      import('node:http').then(({ default: http }) =>
        http
          .get(url + route, { headers }, (r) => {
            const chunks = [];
            r.on('data', (c) => chunks.push(c));
            r.on('end', () => resolve({ body: Buffer.concat(chunks), head: r.headers, status: r.statusCode }));
          })
          .on('error', reject),
      );
    });
    if (raw.status !== 200) throw new Error(`${route} answered ${raw.status}`);
    const keep = ['content-type', 'content-encoding', 'cache-control', 'vary', 'content-security-policy'];
    const head = Object.fromEntries(keep.filter((k) => raw.head[k]).map((k) => [k, raw.head[k]]));
    const port = Number(new URL(url).port);
    const pid = serverPid(port);
    const before = cpuMs(pid);
    const renderedBefore = await pagesBy('rendered');
    const site = await load(url + route);
    const siteCpu = cpuMs(pid) - before;
    // Renders during the load: a remote found down (its release check starved) forgets every kept page.
    const rendered = (await pagesBy('rendered')) - renderedBefore;
    const minimal = await startMinimal(raw.body, head, port + 19);
    let bare;
    try {
      bare = await load(minimal.url);
    } finally {
      minimal.child.kill('SIGTERM');
      fs.rmSync(minimal.dir, { recursive: true, force: true });
    }
    const perPage = siteCpu / Math.max(1, site.total);
    const ratio = site.rps / Math.max(1, bare.rps);
    const lines = [
      `kept detail page ${route} (${raw.body.length} bytes, ${head['content-encoding'] ?? 'identity'}), ${CONNECTIONS} connections, ${DURATION} s each`,
      `site server: ${site.rps.toFixed(0)} requests/s, ${perPage.toFixed(3)} ms CPU per page (target ≤ 0.5), ${site.bad} not 2xx, ${rendered} of ${site.total} rendered again during the load`,
      `minimal server, same bytes: ${bare.rps.toFixed(0)} requests/s`,
      `ratio: ${ratio.toFixed(2)}x the minimal server (target ≥ 0.5)`,
    ];
    for (const l of lines) console.log(l);
    if (!SMOKE) {
      const out = path.join(rootDir, 'bench/results/kept-pages.md');
      fs.mkdirSync(path.dirname(out), { recursive: true });
      fs.writeFileSync(
        out,
        `# Kept pages\n\n\`npm run bench:kept\` on ${new Date().toISOString().slice(0, 10)}, ${os.cpus().length} cores, Node ${process.version}.\n\n${lines.map((l) => `- ${l}`).join('\n')}\n`,
      );
    }
    return site.bad === 0;
  },
  { env: { SITE_LOG_LEVEL: process.env.SITE_LOG_LEVEL ?? 'info' } },
);
process.exit(ok ? 0 : 1);
