/**
 * @jest-environment node
 */
import { createHash } from 'node:crypto';
import type { RemoteReleasesOptions } from './remoteReleases';

// The real registration (shared-ui's registerSiteRemotes) over a stand-in federation runtime: the
// test sees exactly which remotes the runtime is asked to load anew.
jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(),
  registerRemotes: jest.fn(),
  registerPlugins: jest.fn(),
}));

type Runtime = { registerRemotes: jest.Mock };

const BROWSER = {
  listings: 'https://listings.example.in/mf-manifest.json',
  content: 'https://content.example.in/v3/mf-manifest.json',
  finance: 'https://finance.example.in/mf-manifest.json',
} as const;
const SERVER = {
  listings: 'https://listings.example.in/server/mf-manifest.json',
  content: 'https://content.example.in/v3/server/mf-manifest.json',
  finance: 'https://finance.example.in/server/mf-manifest.json',
} as const;

const hashOf = (text: string) => createHash('sha256').update(text).digest('hex').slice(0, 12);
const entry = (remote: keyof typeof SERVER, text: string) => `${SERVER[remote]}?v=${hashOf(text)}`;

/** A fresh process: its own runtime registrations and its own release watcher. */
function start(answers: Record<string, string | Error>) {
  jest.resetModules();
  /* eslint-disable @typescript-eslint/no-require-imports -- fresh modules after resetModules, for a new process */
  const runtime = require('@module-federation/enhanced/runtime') as Runtime;
  const { createRemoteReleases } = require('./remoteReleases') as typeof import('./remoteReleases');
  /* eslint-enable @typescript-eslint/no-require-imports */
  const asked: { url: string; timeoutMs: number }[] = [];
  const changes: string[] = [];
  const fetchText: RemoteReleasesOptions['fetchText'] = async (url, timeoutMs) => {
    asked.push({ url, timeoutMs });
    const answer = answers[url];
    if (answer === undefined) throw new Error('HTTP 404');
    if (answer instanceof Error) throw answer;
    return answer;
  };
  const releases = createRemoteReleases({
    remotes: () => BROWSER,
    fetchText,
    timeoutMs: 300,
    onChange: (remote, state, release) => changes.push(`${remote} ${state}${release ? ` ${release}` : ''}`),
  });
  /** The remotes the runtime was asked to (re)load since the last call. */
  const registeredNow = () => {
    const names = runtime.registerRemotes.mock.calls.flatMap(([list]) =>
      (list as { name: string; entry: string }[]).map((r) => `${r.name} ${r.entry}`),
    );
    runtime.registerRemotes.mockClear();
    return names.sort();
  };
  const changesNow = () => changes.splice(0).sort();
  return { releases, asked, registeredNow, changesNow };
}

const V1 = {
  listings: '{"name":"listings","v":1}',
  content: '{"name":"content","v":1}',
  finance: '{"name":"finance","v":1}',
};

describe('remote releases with several remotes', () => {
  it('registers every live remote at its release on the first check, within the timeout', async () => {
    const answers: Record<string, string | Error> = {
      [SERVER.listings]: V1.listings,
      [SERVER.content]: V1.content,
      [SERVER.finance]: V1.finance,
    };
    const { releases, asked, registeredNow, changesNow } = start(answers);
    await releases.check();
    expect(releases.entries()).toEqual({
      listings: entry('listings', V1.listings),
      content: entry('content', V1.content),
      finance: entry('finance', V1.finance),
    });
    expect(registeredNow()).toEqual([
      `content ${entry('content', V1.content)}`,
      `finance ${entry('finance', V1.finance)}`,
      `listings ${entry('listings', V1.listings)}`,
    ]);
    expect(changesNow()).toEqual([
      `content live ${hashOf(V1.content)}`,
      `finance live ${hashOf(V1.finance)}`,
      `listings live ${hashOf(V1.listings)}`,
    ]);
    expect(asked.map((a) => a.url).sort()).toEqual(Object.values(SERVER).sort());
    expect(asked.every((a) => a.timeoutMs === 300)).toBe(true);
  });

  it('registers nothing again while the manifests stay the same, and only the remote whose manifest changed', async () => {
    const answers: Record<string, string | Error> = {
      [SERVER.listings]: V1.listings,
      [SERVER.content]: V1.content,
      [SERVER.finance]: V1.finance,
    };
    const { releases, registeredNow, changesNow } = start(answers);
    await releases.check();
    registeredNow();
    changesNow();
    await releases.check();
    await releases.check();
    expect(registeredNow()).toEqual([]);
    expect(changesNow()).toEqual([]);

    const v2 = '{"name":"content","v":2}';
    answers[SERVER.content] = v2;
    await releases.check();
    expect(registeredNow()).toEqual([`content ${entry('content', v2)}`]);
    expect(changesNow()).toEqual([`content live ${hashOf(v2)}`]);
    expect(releases.entries()).toEqual({
      listings: entry('listings', V1.listings),
      content: entry('content', v2),
      finance: entry('finance', V1.finance),
    });
  });

  it.each([
    ['an HTML error page', '<!DOCTYPE html><html><body>502 Bad Gateway</body></html>'],
    ['an empty answer', ''],
    ['a failed fetch', new Error('HTTP 503')],
    ['a timeout', new Error('The operation was aborted due to timeout')],
  ])('leaves out a remote whose manifest is %s, reports it down, and takes it back when it answers', async (_, bad) => {
    const answers: Record<string, string | Error> = {
      [SERVER.listings]: V1.listings,
      [SERVER.content]: V1.content,
      [SERVER.finance]: V1.finance,
    };
    const { releases, registeredNow, changesNow } = start(answers);
    await releases.check();
    registeredNow();
    changesNow();

    answers[SERVER.finance] = bad;
    // One or two failed checks in a row are a slow moment, not an outage: it stays as it was.
    await releases.check();
    await releases.check();
    expect(releases.entries().finance).toBe(entry('finance', V1.finance));
    expect(changesNow()).toEqual([]);
    expect(registeredNow()).toEqual([]);
    await releases.check();
    expect(releases.entries()).toEqual({
      listings: entry('listings', V1.listings),
      content: entry('content', V1.content),
    });
    expect(changesNow()).toEqual(['finance down']);
    // The other remotes keep their loaded code: nothing is registered again.
    expect(registeredNow()).toEqual([]);
    await releases.check();
    expect(changesNow()).toEqual([]);

    answers[SERVER.finance] = V1.finance;
    await releases.check();
    expect(releases.entries().finance).toBe(entry('finance', V1.finance));
    expect(changesNow()).toEqual([`finance live ${hashOf(V1.finance)}`]);
    expect(registeredNow()).toEqual([`finance ${entry('finance', V1.finance)}`]);
  });

  it('starts without a remote that is down at the first check and adds it when it answers', async () => {
    const answers: Record<string, string | Error> = {
      [SERVER.listings]: V1.listings,
      [SERVER.content]: '<html>Not Found</html>',
    };
    const { releases, registeredNow, changesNow } = start(answers);
    await releases.check();
    expect(Object.keys(releases.entries())).toEqual(['listings']);
    expect(registeredNow()).toEqual([`listings ${entry('listings', V1.listings)}`]);
    expect(changesNow()).toEqual([`listings live ${hashOf(V1.listings)}`]);
    answers[SERVER.content] = V1.content;
    answers[SERVER.finance] = V1.finance;
    await releases.check();
    expect(registeredNow()).toEqual([
      `content ${entry('content', V1.content)}`,
      `finance ${entry('finance', V1.finance)}`,
    ]);
    expect(changesNow()).toEqual([`content live ${hashOf(V1.content)}`, `finance live ${hashOf(V1.finance)}`]);
  });
});
