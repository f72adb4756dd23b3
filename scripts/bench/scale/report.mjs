// The scale-out test's report: bench/results/scale-out.md and the summary lines on the console.

const ms = (n) => (Number.isFinite(n) ? Math.round(n).toString() : '–');
const s1 = (millis) => `${(millis / 1000).toFixed(1)} s`;

/** One line per check, as printed at the end of a run. */
export const summaryLines = (checks) => checks.map((c) => `${c.pass ? 'PASS' : 'FAIL'}  ${c.name}: ${c.line}`);

/**
 * @param {object} r
 * @param {object[]} r.checks         each { name, pass, line, note? }
 * @param {object} r.traffic          createStats().summary()
 * @param {string[]} r.notes          sentences under the traffic table
 * @param {object[]} r.failures       the failed visitor requests
 * @param {object[]} r.events         { at (ms since the traffic began), what }
 * @param {object[]} r.balancer       per backend: { backend, retries, redispatches, errors5xx, servers }
 * @param {object} r.propagation      checkPropagation()'s result
 * @param {object} r.meta             { date, commit, command, node, cpus, haproxy, postgres, durationS, limit, readers, enquiryRate }
 */
export function reportMarkdown({ checks, traffic, notes = [], failures, events, balancer, propagation, meta }) {
  const lines = [
    '# Scale-out: two site servers and two APIs behind HAProxy, one killed of each midway',
    '',
    `Command: \`${meta.command}\` (scripts/bench/scaleOut.mjs) — ${meta.date}, commit ${meta.commit}, Node ${meta.node}, ${meta.cpus} CPUs (shared with other work), HAProxy ${meta.haproxy}, PostgreSQL ${meta.postgres}.`,
    '',
    'Everything on loopback: one PostgreSQL; two APIs (`DELIVERY_WORKER=off`) and two delivery workers on it;',
    'two site servers (`API_URL` = the API frontend of the balancer); HAProxy with one frontend for',
    'visitors (round robin over the site servers, health check `GET /readyz` on each admin port) and one for the site servers',
    '(round robin over the APIs, health check `GET /api/health`), checks every 500 ms (down after 2',
    'failures), `retries 3`, `option redispatch 1`, `retry-on conn-failure empty-response`,',
    '`option http-buffer-request`, L7 retries of writes only with an `Idempotency-Key`; an SMTP sink',
    'counting each `X-Submission-Id`.',
    '',
    `Traffic for ${meta.durationS} s through the visitors' frontend: ${meta.readers} visitors reading pages and API answers`,
    `back to back, and ${meta.enquiryRate} enquiries a second (\`POST /api/request-form\`, each with its own`,
    '`Idempotency-Key`, from 1,000 visitor addresses in `X-Forwarded-For`; a form sends an enquiry again with',
    'the same key after no answer or a 502/503/504, at most 4 tries in all). A page or read counts as failed',
    'on anything but 200, with no retry by the client.',
    '',
    '## Checks',
    '',
    '| check | result | figures |',
    '| --- | --- | --- |',
    ...checks.map((c) => `| ${c.name} | ${c.pass ? 'pass' : '**FAIL**'} | ${c.line}${c.note ? ` — ${c.note}` : ''} |`),
    '',
    '## Visitor requests',
    '',
    `${traffic.total} requests, ${traffic.failed} failed.`,
    '',
    '| kind | requests | failed | sent again by the client | with a region left to the browser | p50 ms | p99 ms |',
    '| --- | --- | --- | --- | --- | --- | --- |',
    ...traffic.rows.map(
      (r) =>
        `| ${r.kind} | ${r.requests} | ${r.failed} | ${r.retried} | ${r.kind.startsWith('page') ? r.degraded : '–'} | ${ms(r.p50)} | ${ms(r.p99)} |`,
    ),
    '',
    ...notes.flatMap((n) => [n, '']),
    '## What happened when',
    '',
    '| at (since the traffic began) | what |',
    '| --- | --- |',
    ...events.map((e) => `| ${s1(e.at)} | ${e.what} |`),
    '',
    '## The balancer (HAProxy statistics over the traffic)',
    '',
    '| backend | retries | redispatches | 5xx answered | servers (state at the end, times marked down) |',
    '| --- | --- | --- | --- | --- |',
    ...balancer.map(
      (b) =>
        `| ${b.backend} | ${b.retries} | ${b.redispatches} | ${b.errors5xx} | ${b.servers.map((v) => `${v.name} ${v.status}, ${v.downs} down`).join('; ')} |`,
    ),
  ];
  if (propagation) {
    lines.push(
      '',
      '## A data change: time until each instance shows it',
      '',
      `The listing's title was changed in PostgreSQL (${propagation.updateMs} ms), then each instance was asked directly every 250 ms.`,
      '',
      '| instance | asked | shown after |',
      '| --- | --- | --- |',
      ...propagation.instances.map(
        (i) =>
          `| ${i.name} | \`${i.url.replace(/^http:\/\/127\.0\.0\.1:\d+/, '')}\` | ${i.ms === null ? `not within ${propagation.capMs / 1000} s` : s1(i.ms)} |`,
      ),
    );
  }
  if (failures.length > 0) {
    lines.push(
      '',
      `## Failed visitor requests (${failures.length > 20 ? 'first 20 of ' : ''}${failures.length})`,
      '',
      '| at | kind | what | path |',
      '| --- | --- | --- | --- |',
      ...failures.slice(0, 20).map((f) => `| ${s1(f.at)} | ${f.kind} | ${f.what} | \`${f.path}\` |`),
    );
  }
  return `${lines.join('\n')}\n`;
}
