// The scale-out test's checks: each returns its figures and `pass`, and a one-line summary.
import { sendEnquiry, sleep } from './traffic.mjs';

/** The address of the one client of the write-limit check (TEST-NET-1, never a traffic visitor). */
export const LIMIT_CLIENT = '192.0.2.77';

/**
 * The write limit holds across the whole site: one client sends `limit + 15` enquiries in a row,
 * alternating over the site servers (each straight to its port, which trusts this machine to name
 * the client), and exactly `limit` must be accepted, the rest refused with 429.
 */
export async function checkWriteLimit({ siteBases, limit, runId }) {
  const t0 = Date.now();
  const count = { accepted: 0, limited: 0, other: 0 };
  const refs = [];
  const sends = limit + 15;
  for (let i = 0; i < sends; i += 1) {
    const r = await sendEnquiry(siteBases[i % siteBases.length], {
      key: `scale-limit-${runId}-${i}`,
      address: LIMIT_CLIENT,
      n: 100_000 + i,
      runId,
    });
    if (r.status === 200) {
      count.accepted += 1;
      refs.push(`enquiry-${r.id}`);
    } else if (r.status === 429) count.limited += 1;
    else count.other += 1;
  }
  const seconds = (Date.now() - t0) / 1000;
  const pass = count.accepted === limit && count.other === 0;
  return {
    name: 'global write limit',
    pass,
    sends,
    limit,
    seconds,
    ...count,
    refs,
    line: `${sends} enquiries from one client in ${seconds.toFixed(1)} s over ${siteBases.length} site servers: ${count.accepted} accepted, ${count.limited} refused (429), ${count.other} other; expected exactly ${limit} accepted`,
  };
}

/**
 * Every accepted enquiry reaches the mail server exactly once: waits (up to `waitMs`) until each
 * accepted submission's X-Submission-Id has arrived, then `settleMs` more for a late copy.
 * `since`: when the last enquiry was sent (the drain time is counted from it).
 */
export async function checkDelivery({ sink, accepted, since = Date.now(), waitMs = 120_000, settleMs = 3000 }) {
  const t0 = Date.now();
  const missing = () => accepted.filter((ref) => !sink.copies.has(ref));
  while (missing().length > 0 && Date.now() - t0 < waitMs) await sleep(200);
  const drainedMs = Date.now() - since;
  await sleep(settleMs);
  const lost = missing();
  const twice = accepted.filter((ref) => (sink.copies.get(ref) ?? 0) > 1);
  const acceptedSet = new Set(accepted);
  // Stored but never answered 200 to the client (it gave up): delivered, but not counted above.
  const unanswered = [...sink.copies.keys()].filter((ref) => !acceptedSet.has(ref)).length;
  const pass = lost.length === 0 && twice.length === 0 && new Set(accepted).size === accepted.length;
  return {
    name: 'exactly-once delivery',
    pass,
    accepted: accepted.length,
    delivered: accepted.length - lost.length,
    lost: lost.length,
    lostSample: lost.slice(0, 5),
    twice: twice.length,
    unanswered,
    drainedMs,
    line: `${accepted.length} accepted enquiries: ${accepted.length - lost.length} delivered, ${lost.length} missing, ${twice.length} delivered more than once (queue drained ${(drainedMs / 1000).toFixed(1)} s after the traffic)${unanswered ? `; ${unanswered} delivered that no client saw accepted` : ''}`,
  };
}

/**
 * A data change reaches every instance: after `change()` (a listing renamed in the database),
 * polls each instance directly until its answer contains `marker`; the time per instance, capped
 * at `capMs`. Passes when every instance showed it within `targetMs`.
 * @param {{ name: string, url: string }[]} o.instances
 */
export async function checkPropagation({ instances, change, marker, targetMs = 5000, capMs = 90_000, everyMs = 250 }) {
  const t0 = Date.now();
  await change();
  const changedAt = Date.now();
  const seen = await Promise.all(
    instances.map(async ({ name, url }) => {
      let polls = 0;
      let last = '';
      while (Date.now() - changedAt < capMs) {
        polls += 1;
        try {
          const res = await fetch(url, {
            headers: { 'accept-encoding': 'identity', 'user-agent': 'scale-out-test' },
            signal: AbortSignal.timeout(10_000),
          });
          const text = await res.text();
          last = `HTTP ${res.status}`;
          if (res.ok && text.includes(marker)) return { name, url, ms: Date.now() - changedAt, polls };
        } catch (e) {
          last = String(e?.cause?.code ?? e?.name ?? e);
        }
        await sleep(everyMs);
      }
      return { name, url, ms: null, polls, last };
    }),
  );
  const pass = seen.every((s) => s.ms !== null && s.ms <= targetMs);
  const show = (s) => `${s.name} ${s.ms === null ? `not within ${capMs / 1000} s` : `${(s.ms / 1000).toFixed(1)} s`}`;
  return {
    name: 'change reaches every instance',
    pass,
    targetMs,
    capMs,
    updateMs: changedAt - t0,
    instances: seen,
    line: `listing renamed in PostgreSQL; seen by ${seen.map(show).join(', ')} (target ≤ ${targetMs / 1000} s each)`,
  };
}
