// The production start checked from outside, as a visitor and a client would use it: a page (200
// with its <h1>), an API answer and an enquiry POST through the site's /api proxy. Used by
// productionInstall.sh against a copy installed with `npm ci --omit=dev`.
// Usage: node scripts/ci/productionSmoke.mjs free-port   (prints a base port whose site ports are free)
//        node scripts/ci/productionSmoke.mjs check <site URL>
import net from 'node:net';

/** Whether nothing listens on `port` (on this machine's loopback). */
function portFree(port) {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

/** A base port whose site ports (base..base+4) and API port (base+10) are all free. */
async function freeBase(from = 4700, to = 9000) {
  for (let base = from; base < to; base += 20) {
    const ports = [0, 1, 2, 3, 4, 10].map((d) => base + d);
    if ((await Promise.all(ports.map(portFree))).every(Boolean)) return base;
  }
  throw new Error('no free ports');
}

async function waitHealthy(site, ms = 120_000) {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    try {
      if ((await fetch(`${site}/api/health`)).ok) return;
    } catch {
      /* starting */
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`${site}/api/health did not answer within ${ms / 1000} s`);
}

async function check(site) {
  await waitHealthy(site);
  const problems = [];
  const page = await fetch(`${site}/emi-calculator`);
  const html = await page.text();
  if (page.status !== 200) problems.push(`GET /emi-calculator: ${page.status}`);
  if (!/<h1[\s>]/.test(html)) problems.push('GET /emi-calculator: no <h1> in the page');
  const health = await fetch(`${site}/api/health`);
  const healthBody = await health.json().catch(() => null);
  if (health.status !== 200 || healthBody?.status !== 'ok') problems.push(`GET /api/health: ${health.status}`);
  const enquiry = await fetch(`${site}/api/request-form`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'idempotency-key': `production-check-${Date.now()}` },
    body: JSON.stringify({
      name: 'Production Check',
      email: 'production.check@example.com',
      phone: '9810000000',
      subject: 'Production install check',
      message: 'An enquiry sent by the production install check.',
    }),
  });
  const answer = await enquiry.json().catch(() => null);
  // The stored enquiry's id (contracts' writeAnswerSchema).
  if (!enquiry.ok || !Number.isInteger(answer?.id) || answer.id < 1)
    problems.push(`POST /api/request-form: ${enquiry.status} ${JSON.stringify(answer).slice(0, 200)}`);
  for (const p of problems) console.error(p);
  if (problems.length > 0) process.exit(1);
  console.log(`Production start: a page with its <h1>, the API and an enquiry answer at ${site}`);
}

const [command, arg] = process.argv.slice(2);
if (command === 'free-port') console.log(await freeBase());
else if (command === 'check' && arg) await check(arg);
else {
  console.error('usage: productionSmoke.mjs free-port | check <site URL>');
  process.exit(2);
}
