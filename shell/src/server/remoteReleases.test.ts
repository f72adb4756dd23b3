/** @jest-environment node */
import { registerSiteRemotes, resetRemote } from 'shared-ui';
import { createRemoteReleases, serverManifestUrl } from './remoteReleases';

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
  await releases.check();
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
