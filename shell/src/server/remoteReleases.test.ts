/** @jest-environment node */
import { registerSiteRemotes, resetRemote } from 'shared-ui';
import { DOWN_AFTER_FAILED_CHECKS, createRemoteReleases, retryDelayMs, serverManifestUrl } from './remoteReleases';

jest.mock('shared-ui', () => ({ registerSiteRemotes: jest.fn(), resetRemote: jest.fn() }));

const registered = jest.mocked(registerSiteRemotes);
const reset = jest.mocked(resetRemote);

const FINANCE = 'http://localhost:3003/mf-manifest.json';
const FINANCE_SERVER = 'http://localhost:3003/server/mf-manifest.json';

/** A fake network: URL → manifest text, or an Error to throw (404, timeout). */
function network(answers: Record<string, string | Error>) {
  const asked: string[] = [];
  const fetchText = (url: string) => {
    asked.push(url);
    const answer = answers[url];
    if (answer === undefined) return Promise.reject(new Error('HTTP 404'));
    return answer instanceof Error ? Promise.reject(answer) : Promise.resolve(answer);
  };
  return { answers, asked, fetchText };
}

beforeEach(() => {
  registered.mockClear();
  reset.mockClear();
});

test('the server build sits in server/ beside the browser manifest, wherever that is', () => {
  expect(serverManifestUrl(FINANCE)).toBe(FINANCE_SERVER);
  expect(serverManifestUrl('https://cdn.example.in/finance/v7/mf-manifest.json')).toBe(
    'https://cdn.example.in/finance/v7/server/mf-manifest.json',
  );
});

test('a release is registered once under its manifest hash, and again only when the manifest changes', async () => {
  const net = network({ [FINANCE_SERVER]: '{"id":"finance","v":1}' });
  const changes: string[] = [];
  const releases = createRemoteReleases({
    remotes: () => ({ finance: FINANCE }),
    fetchText: net.fetchText,
    onChange: (remote, state, release) => changes.push(`${remote} ${state} ${release ?? ''}`.trim()),
  });
  await releases.check();
  const first = releases.entries().finance;
  expect(first).toMatch(/^http:\/\/localhost:3003\/server\/mf-manifest\.json\?v=[0-9a-f]{12}$/);
  await releases.check();
  expect(registered).toHaveBeenCalledTimes(1);
  net.answers[FINANCE_SERVER] = '{"id":"finance","v":2}';
  await releases.check();
  expect(registered).toHaveBeenCalledTimes(2);
  expect(releases.entries().finance).not.toBe(first);
  expect(changes).toEqual([
    `finance live ${first?.split('?v=')[1]}`,
    `finance live ${releases.entries().finance?.split('?v=')[1]}`,
  ]);
  expect(reset).not.toHaveBeenCalled();
});

test('a remote whose server build goes missing is forgotten, not kept at its last release; it returns when it answers', async () => {
  const net = network({ [FINANCE_SERVER]: '{"id":"finance"}' });
  const releases = createRemoteReleases({ remotes: () => ({ finance: FINANCE }), fetchText: net.fetchText });
  await releases.check();
  delete net.answers[FINANCE_SERVER];
  for (let i = 0; i < DOWN_AFTER_FAILED_CHECKS; i++) await releases.check();
  expect(releases.entries()).toEqual({});
  expect(registered).toHaveBeenLastCalledWith({});
  // The loads cached for its last release are dropped: its regions now fall back to the browser.
  expect(reset).toHaveBeenCalledTimes(1);
  expect(reset).toHaveBeenCalledWith('finance');
  await releases.check();
  expect(reset).toHaveBeenCalledTimes(1);
  net.answers[FINANCE_SERVER] = '{"id":"finance"}';
  await releases.check();
  expect(releases.entries().finance).toMatch(/\?v=/);
  expect(reset).toHaveBeenCalledTimes(1);
});

test('an error page, a timeout or an unknown remote name is never a release', async () => {
  const listings = 'http://localhost:3001/mf-manifest.json';
  const net = network({
    [FINANCE_SERVER]: '<html>Not found</html>',
    [serverManifestUrl(listings)]: new Error('The operation was aborted due to timeout'),
  });
  const releases = createRemoteReleases({
    // The config is validated elsewhere; a stray name must still be ignored here.
    remotes: () => ({ finance: FINANCE, listings, payments: 'http://localhost:1/mf-manifest.json' }) as never,
    fetchText: net.fetchText,
  });
  await releases.check();
  expect(releases.entries()).toEqual({});
  expect(registered).not.toHaveBeenCalled();
  expect(net.asked.sort()).toEqual([FINANCE_SERVER, serverManifestUrl(listings)].sort());
});

describe('a slow process is not a down remote', () => {
  it('keeps a live remote through failed checks until DOWN_AFTER_FAILED_CHECKS of them in a row', async () => {
    const net = network({ [FINANCE_SERVER]: '{"id":"finance"}' });
    const changes: string[] = [];
    const releases = createRemoteReleases({
      remotes: () => ({ finance: FINANCE }),
      fetchText: net.fetchText,
      onChange: (remote, state) => changes.push(`${remote} ${state}`),
    });
    await releases.check();
    const live = releases.entries().finance;
    expect(DOWN_AFTER_FAILED_CHECKS).toBe(3);
    // Two slow checks, then one that answers: the count starts again from zero.
    net.answers[FINANCE_SERVER] = new Error('The operation was aborted due to timeout');
    await releases.check();
    await releases.check();
    net.answers[FINANCE_SERVER] = '{"id":"finance"}';
    await releases.check();
    net.answers[FINANCE_SERVER] = new Error('The operation was aborted due to timeout');
    await releases.check();
    await releases.check();
    expect(releases.entries().finance).toBe(live);
    expect(changes).toEqual(['finance live']);
    expect(reset).not.toHaveBeenCalled();
    await releases.check();
    expect(releases.entries()).toEqual({});
    expect(changes).toEqual(['finance live', 'finance down']);
  });

  it('takes a new release at once even between failed checks', async () => {
    const net = network({ [FINANCE_SERVER]: '{"id":"finance","v":1}' });
    const releases = createRemoteReleases({ remotes: () => ({ finance: FINANCE }), fetchText: net.fetchText });
    await releases.check();
    const v1 = releases.entries().finance;
    net.answers[FINANCE_SERVER] = new Error('HTTP 502');
    await releases.check();
    net.answers[FINANCE_SERVER] = '{"id":"finance","v":2}';
    await releases.check();
    expect(releases.entries().finance).not.toBe(v1);
    expect(releases.entries().finance).toMatch(/\?v=[0-9a-f]{12}$/);
  });

  it('never keeps a remote that was never live on a failed first check', async () => {
    const net = network({});
    const releases = createRemoteReleases({ remotes: () => ({ finance: FINANCE }), fetchText: net.fetchText });
    await releases.check();
    expect(releases.entries()).toEqual({});
    expect(registered).not.toHaveBeenCalled();
  });
});

describe('a failed load of a live remote is retried, afresh, with backoff', () => {
  /** A clock for scheduled retries: run() fires those due by `ms`. */
  function clock() {
    const waiting: { at: number; fn: () => void; done: boolean }[] = [];
    let t = 0;
    return {
      schedule: (fn: () => void, ms: number) => {
        const job = { at: t + ms, fn, done: false };
        waiting.push(job);
        return () => void (job.done = true);
      },
      advance(ms: number) {
        t += ms;
        for (const job of waiting) {
          if (!job.done && job.at <= t) {
            job.done = true;
            job.fn();
          }
        }
      },
      pending: () => waiting.filter((j) => !j.done).map((j) => j.at - t),
    };
  }

  it('waits 0.25 s, then twice as long after each failure in a row, at most 15 s', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8].map(retryDelayMs)).toEqual([250, 500, 1000, 2000, 4000, 8000, 15000, 15000]);
    expect(retryDelayMs(0)).toBe(250);
    expect(retryDelayMs(1e9)).toBe(15000);
  });

  it('registers the remote again under an entry no cache has seen, once per wait, and starts over after a load', async () => {
    const net = network({ [FINANCE_SERVER]: '{"id":"finance"}' });
    const time = clock();
    const changes: string[] = [];
    const releases = createRemoteReleases({
      remotes: () => ({ finance: FINANCE }),
      fetchText: net.fetchText,
      schedule: time.schedule,
      onChange: (remote, state, release) => changes.push(`${remote} ${state} ${release ?? ''}`.trim()),
    });
    await releases.check();
    const release = releases.entries().finance;
    registered.mockClear();
    changes.length = 0;

    releases.loadFailed('finance');
    releases.loadFailed('finance'); // the pages of the same moment: one retry
    expect(time.pending()).toEqual([250]);
    time.advance(249);
    expect(registered).not.toHaveBeenCalled();
    time.advance(1);
    expect(releases.entries().finance).toBe(`${release}&retry=1`);
    expect(registered).toHaveBeenLastCalledWith({ finance: `${release}&retry=1` });
    // Live again: the renderer forgets its kept pages and loads the remote's modules now.
    expect(changes).toEqual([`finance live ${release?.split('?v=')[1]}`]);

    releases.loadFailed('finance');
    expect(time.pending()).toEqual([500]);
    time.advance(500);
    expect(releases.entries().finance).toBe(`${release}&retry=2`);

    releases.loadFailed('finance');
    expect(time.pending()).toEqual([1000]);
    // A load that succeeds meanwhile (the files answer again): no retry is needed...
    releases.loaded('finance');
    expect(time.pending()).toEqual([]);
    // ...and while this registration works, a module of it that fails drops nothing.
    releases.loadFailed('finance');
    expect(time.pending()).toEqual([]);
    expect(releases.entries().finance).toBe(`${release}&retry=2`);
    releases.close();
  });

  it('starts the backoff over, and retries again, once a new release is registered', async () => {
    const net = network({ [FINANCE_SERVER]: '{"id":"finance","v":1}' });
    const time = clock();
    const releases = createRemoteReleases({
      remotes: () => ({ finance: FINANCE }),
      fetchText: net.fetchText,
      schedule: time.schedule,
    });
    await releases.check();
    releases.loaded('finance');
    releases.loadFailed('finance');
    expect(time.pending()).toEqual([]);
    net.answers[FINANCE_SERVER] = '{"id":"finance","v":2}';
    await releases.check();
    releases.loadFailed('finance');
    expect(time.pending()).toEqual([250]);
    releases.close();
  });

  it('does nothing for a remote that is down or not configured, and a new release ends the retries', async () => {
    const net = network({ [FINANCE_SERVER]: '{"id":"finance","v":1}' });
    const time = clock();
    const releases = createRemoteReleases({
      remotes: () => ({ finance: FINANCE }),
      fetchText: net.fetchText,
      schedule: time.schedule,
    });
    releases.loadFailed('listings');
    releases.loadFailed('finance'); // not live yet
    expect(time.pending()).toEqual([]);
    await releases.check();
    releases.loadFailed('finance');
    expect(time.pending()).toEqual([250]);
    net.answers[FINANCE_SERVER] = '{"id":"finance","v":2}';
    await releases.check();
    expect(time.pending()).toEqual([]);
    expect(releases.entries().finance).toMatch(/\?v=[0-9a-f]{12}$/);
  });
});
