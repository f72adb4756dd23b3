import fs from 'node:fs';
import path from 'node:path';
import {
  API,
  FIRST_PAINT_REMOTES,
  REMOTE_NAMES,
  REMOTES,
  SEGMENT_OWNERS,
  SHELL,
  exposesOf,
  isFirstPaint,
  isRemoteName,
  localRemoteUrls,
  ownerOfPath,
  remoteLabel,
  remotePort,
  segmentsOf,
  siteRegistryFacts,
  type ExposeName,
  type RemoteModuleRef,
  type RemoteName,
  type RemoteSegment,
} from './index';

const repo = path.resolve(__dirname, '../../..');

describe('the remote registry', () => {
  it('names the four remotes in build order', () => {
    expect(REMOTE_NAMES).toEqual(['listings', 'content', 'finance', 'staff']);
  });

  it('maps the first segments of the route table (site spec section 2) to their owners', () => {
    expect(Object.fromEntries(SEGMENT_OWNERS)).toEqual({
      'search-property': 'listings',
      'project-listing': 'listings',
      property: 'listings',
      residential: 'listings',
      commercial: 'listings',
      shortlist: 'listings',
      compare: 'listings',
      about: 'content',
      blog: 'content',
      gallery: 'content',
      contact: 'content',
      'privacy-policy': 'content',
      'terms-and-conditions': 'content',
      'check-loan-eligibility': 'finance',
      'eligibility-check': 'finance',
      'emi-calculator': 'finance',
      staff: 'staff',
    });
  });

  it('gives every segment one owner, in lowercase URL words', () => {
    const all = REMOTE_NAMES.flatMap((name) => segmentsOf(name));
    expect(new Set(all).size).toBe(all.length);
    for (const segment of all) expect(segment).toMatch(/^[a-z]+(-[a-z]+)*$/);
  });

  it.each(REMOTE_NAMES)('%s exposes ./routes, and its first-paint fragments are among its exposes', (name) => {
    expect(Object.keys(REMOTES[name].exposes)).toContain('./routes');
    for (const expose of REMOTES[name].firstPaint) expect(Object.keys(REMOTES[name].exposes)).toContain(expose);
    for (const file of Object.values(REMOTES[name].exposes)) {
      expect(fs.existsSync(path.join(repo, REMOTES[name].workspace, file))).toBe(true);
    }
  });

  it('every app is a workspace of the repository, with distinct ports', () => {
    const workspaces = (
      JSON.parse(fs.readFileSync(path.join(repo, 'package.json'), 'utf8')) as { workspaces: string[] }
    ).workspaces;
    for (const ws of [SHELL.workspace, API.workspace, ...REMOTE_NAMES.map((n) => REMOTES[n].workspace)]) {
      expect(workspaces).toContain(ws);
    }
    const offsets = [0, API.portOffset, ...REMOTE_NAMES.map((n) => REMOTES[n].portOffset)];
    expect(new Set(offsets).size).toBe(offsets.length);
  });

  it('keeps the labels shown when a remote is down', () => {
    expect(REMOTE_NAMES.map(remoteLabel)).toEqual([
      'Property listings',
      'Blog and company pages',
      'Home-loan calculators',
      'Staff back-office',
    ]);
  });
});

describe('lookups', () => {
  it('finds the owner of a pathname by its first segment only', () => {
    expect(ownerOfPath('/blog/some-post')).toBe('content');
    expect(ownerOfPath('/property/noida/all/residential')).toBe('listings');
    expect(ownerOfPath('/emi-calculator')).toBe('finance');
    expect(ownerOfPath('/')).toBeUndefined();
    expect(ownerOfPath('')).toBeUndefined();
    expect(ownerOfPath('/Blog')).toBeUndefined();
    expect(ownerOfPath('/no/such/page')).toBeUndefined();
  });

  it.each(['constructor', '__proto__', 'toString', 'hasOwnProperty'])('a URL segment %s owns nothing', (segment) => {
    expect(SEGMENT_OWNERS.get(segment)).toBeUndefined();
    expect(ownerOfPath(`/${segment}`)).toBeUndefined();
    expect(isRemoteName(segment)).toBe(false);
  });

  it('tells a remote name from any other string', () => {
    expect(isRemoteName('finance')).toBe(true);
    expect(isRemoteName('shell')).toBe(false);
    expect(isRemoteName('payments')).toBe(false);
    expect(isRemoteName('')).toBe(false);
  });

  it('knows the home fragments of the first paint', () => {
    expect(isFirstPaint({ remote: 'listings', expose: './SearchForm' })).toBe(true);
    expect(isFirstPaint({ remote: 'listings', expose: './LatestListings' })).toBe(false);
    expect(isFirstPaint({ remote: 'content', expose: './NewsFeed' })).toBe(false);
    expect(FIRST_PAINT_REMOTES).toEqual(['listings']);
  });

  it('computes ports and manifest URLs from the shell port', () => {
    expect(REMOTE_NAMES.map((n) => remotePort(n))).toEqual([3001, 3002, 3003, 3004]);
    expect(remotePort('finance', 4320)).toBe(4323);
    expect(localRemoteUrls()).toEqual({
      listings: 'http://localhost:3001/mf-manifest.json',
      content: 'http://localhost:3002/mf-manifest.json',
      finance: 'http://localhost:3003/mf-manifest.json',
      staff: 'http://localhost:3004/mf-manifest.json',
    });
    expect(localRemoteUrls(5000, '127.0.0.1').content).toBe('http://127.0.0.1:5002/mf-manifest.json');
  });

  it('gives webpack the exposes of a remote', () => {
    expect(exposesOf('finance')).toEqual({ './routes': './src/exposes/routes.tsx' });
  });

  it('writes the run-time facts the servers read from dist, as plain JSON', () => {
    const facts = siteRegistryFacts();
    expect(JSON.parse(JSON.stringify(facts))).toEqual(facts);
    expect(facts.shell).toEqual({ name: 'shell', workspace: 'shell', port: 3000 });
    expect(facts.api).toEqual({ portOffset: 10 });
    expect(facts.remotes.map((r) => [r.name, r.workspace, r.portOffset, r.firstPaint])).toEqual([
      ['listings', 'remote-listings', 1, true],
      ['content', 'remote-content', 2, false],
      ['finance', 'remote-finance', 3, false],
      ['staff', 'remote-staff', 4, false],
    ]);
    expect(facts.remotes[2]?.segments).toEqual(['check-loan-eligibility', 'eligibility-check', 'emi-calculator']);
    expect(facts.remotes.map((r) => r.firstPaintExposes)).toEqual([['./SearchForm'], [], [], []]);
  });

  it('types names, exposes and segments as literals (a typo fails the type check)', () => {
    const remote: RemoteName = 'content';
    const expose: ExposeName<'content'> = './NewsFeed';
    const segment: RemoteSegment<'finance'> = 'emi-calculator';
    // @ts-expect-error not a remote
    const badRemote: RemoteName = 'payments';
    // @ts-expect-error finance exposes no NewsFeed
    const badExpose: ExposeName<'finance'> = './NewsFeed';
    // @ts-expect-error blog belongs to content
    const badSegment: RemoteSegment<'finance'> = 'blog';
    const ref: RemoteModuleRef = { remote: 'listings', expose: './SearchForm' };
    // @ts-expect-error SearchForm is a listings module, not content's
    const badRef: RemoteModuleRef = { remote: 'content', expose: './SearchForm' };
    expect([remote, expose, segment, badRemote, badExpose, badSegment, ref, badRef]).toHaveLength(8);
  });
});
