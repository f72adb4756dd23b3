// Visitor traffic for the scale-out test: page views, API reads and enquiries, from many fake
// visitors (each named in X-Forwarded-For, which the site servers believe from the load balancer),
// with a latency and an outcome recorded per request.

export const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** The nearest-rank percentile of sorted numbers (NaN when none). */
export const percentile = (sorted, p) =>
  sorted.length === 0
    ? NaN
    : sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];

/** A fake visitor's address, one of 62,500 in 10.20.0.0/16 (`n` wraps). */
export const visitorAddress = (n) => `10.20.${Math.floor(n / 250) % 250}.${(n % 250) + 1}`;

/** Outcomes per kind of request: latencies (ms) of the ones that succeeded, and the failures. */
export function createStats(startedAt = Date.now()) {
  const kinds = new Map();
  const failures = [];
  const kind = (name) => {
    if (!kinds.has(name)) kinds.set(name, { ok: 0, failed: 0, latencies: [], retried: 0, degraded: 0 });
    return kinds.get(name);
  };
  return {
    startedAt,
    kinds,
    failures,
    /** `degraded`: a page with a region the server gave up on (the browser renders it). */
    ok(name, ms, { retried = false, degraded = false } = {}) {
      const k = kind(name);
      k.ok += 1;
      k.latencies.push(ms);
      if (retried) k.retried += 1;
      if (degraded) k.degraded += 1;
    },
    failed(name, what, path) {
      kind(name).failed += 1;
      failures.push({ at: Date.now() - startedAt, kind: name, what, path });
    },
    /** Per kind: requests, failed, retried by the client, degraded, p50 and p99 (ms); plus the total. */
    summary() {
      const rows = [...kinds]
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([name, k]) => {
          const sorted = [...k.latencies].sort((a, b) => a - b);
          return {
            kind: name,
            requests: k.ok + k.failed,
            failed: k.failed,
            retried: k.retried,
            degraded: k.degraded,
            p50: percentile(sorted, 50),
            p99: percentile(sorted, 99),
          };
        });
      const total = rows.reduce((n, r) => n + r.requests, 0);
      const failed = rows.reduce((n, r) => n + r.failed, 0);
      return { rows, total, failed };
    },
  };
}

/**
 * React's marks of a Suspense boundary that failed on the server: in place (`<!--$!-->`), or once
 * the page was streaming (`$RX("…")`). The page came with that region's fallback, and the browser
 * renders the region itself.
 */
const regionGivenUp = (html) => html.includes('<!--$!-->') || html.includes('$RX("');

/** One GET: its status and whether a page came with a region given up; throws on a network failure or a time-out. */
async function get(url, address) {
  const res = await fetch(url, {
    headers: {
      accept: url.includes('/api/') ? 'application/json' : 'text/html',
      'accept-encoding': 'gzip, deflate, br',
      'x-forwarded-for': address,
      'user-agent': 'scale-out-test',
    },
    signal: AbortSignal.timeout(15_000),
  });
  const text = await res.text();
  return { status: res.status, degraded: !url.includes('/api/') && regionGivenUp(text) };
}

/** Statuses (besides no answer at all) after which a form sends the same enquiry again. */
const RETRYABLE = new Set([502, 503, 504]);

/**
 * One enquiry as the site's form sends it: POST /api/request-form with its own Idempotency-Key,
 * sent again with the same key (at most `attempts` times in all) while it fails with no answer or
 * a 502/503/504. Resolves with `{ status, id, attempts, body }` of the last try, status 0 when no
 * answer ever came.
 */
export async function sendEnquiry(base, { key, address, n, runId, attempts = 4 }) {
  const body = JSON.stringify({
    name: `Visitor ${n}`,
    email: `visitor${n}@example.com`,
    phone: `98${String(10_000_000 + n).slice(-8)}`,
    subject: `Scale-out test ${runId}, enquiry ${n}`,
    message: `Please call me about a flat (scale-out test ${runId}, enquiry ${n}).`,
  });
  let last = { status: 0, id: undefined, attempts: 0, body: '' };
  for (let attempt = 1; attempt <= attempts; attempt += 1) {
    last = { ...last, attempts: attempt };
    try {
      const res = await fetch(`${base}/api/request-form`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'idempotency-key': key,
          'x-forwarded-for': address,
          'user-agent': 'scale-out-test',
        },
        body,
        signal: AbortSignal.timeout(15_000),
      });
      const text = await res.text();
      last = { ...last, status: res.status, body: text.slice(0, 200) };
      if (res.status === 200) return { ...last, id: JSON.parse(text).id };
      if (!RETRYABLE.has(res.status)) return last;
    } catch (e) {
      last = { ...last, status: 0, body: String(e?.cause?.code ?? e?.name ?? e) };
    }
    await sleep(250 * 2 ** (attempt - 1));
  }
  return last;
}

/**
 * Reads and enquiries through `base` for `durationMs`: `readers` visitors, each reading one page or
 * answer after another (a kind drawn by weight), and `enquiriesPerSecond` enquiries, each from the
 * next of `visitors` addresses. Resolves with the stats and the accepted enquiries'
 * submission refs (`enquiry-<id>`).
 * @param {{ kind: string, path: string, weight: number }[]} o.reads
 */
export async function runTraffic({
  base,
  reads,
  durationMs,
  readers = 8,
  enquiriesPerSecond = 4,
  visitors = 1000,
  runId,
  stats = createStats(),
}) {
  const end = Date.now() + durationMs;
  const totalWeight = reads.reduce((n, r) => n + r.weight, 0);
  const pick = () => {
    let x = Math.random() * totalWeight;
    for (const r of reads) if ((x -= r.weight) < 0) return r;
    return reads[reads.length - 1];
  };
  let visitor = 0;
  const reader = async () => {
    while (Date.now() < end) {
      const r = pick();
      const t0 = performance.now();
      try {
        const { status, degraded } = await get(base + r.path, visitorAddress(visitor++));
        if (status === 200) stats.ok(r.kind, performance.now() - t0, { degraded });
        else stats.failed(r.kind, `HTTP ${status}`, r.path);
      } catch (e) {
        stats.failed(r.kind, String(e?.cause?.code ?? e?.name ?? e), r.path);
      }
    }
  };

  const accepted = [];
  const inFlight = new Set();
  let n = 0;
  const enquiry = async () => {
    const i = n++;
    const t0 = performance.now();
    const r = await sendEnquiry(base, {
      key: `scale-${runId}-${i}`,
      address: visitorAddress(i % visitors),
      n: i,
      runId,
    });
    if (r.status === 200) {
      stats.ok('enquiry', performance.now() - t0, { retried: r.attempts > 1 });
      accepted.push(`enquiry-${r.id}`);
    } else
      stats.failed(
        'enquiry',
        `${r.status === 0 ? r.body : `HTTP ${r.status}`} after ${r.attempts} tries`,
        '/api/request-form',
      );
  };
  const enquirer = async () => {
    const every = 1000 / enquiriesPerSecond;
    for (let next = Date.now(); next < end; next += every) {
      await sleep(Math.max(0, next - Date.now()));
      if (inFlight.size >= 50) continue; // a stalled site: do not pile up more
      const p = enquiry().finally(() => inFlight.delete(p));
      inFlight.add(p);
    }
    await Promise.all(inFlight);
  };

  await Promise.all([...Array.from({ length: readers }, reader), enquiriesPerSecond > 0 ? enquirer() : null]);
  return { stats, accepted };
}
