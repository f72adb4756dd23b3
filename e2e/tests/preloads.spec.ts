import type { Page } from '@playwright/test';
import { test, expect, visit } from '../support/fixtures';
import { withPagesRenderedInBrowser } from '../support/browserRendered';
import { waitForHydration } from '../support/hydrationProbe';
import { baseUrl, remotePort } from '../support/env';
import { remoteBase, remoteManifest } from '../support/runtimeConfig';

/**
 * A page the server rendered is usable before its scripts run: its head names what draws it (style
 * sheets, the first image), which the browser fetches at once at the priority each needs, and its
 * scripts start once it has loaded, so they never compete with its content on a slow phone. The static page (server rendering off, or a render that failed)
 * cannot show anything without the code: there the server tells the browser, with the page itself,
 * which files of the page's remote it will need (Link preloads read from the remote's manifest),
 * so they download in the first round trip instead of after the shell's JavaScript has run.
 */
const linkTargets = (header: string | undefined) =>
  (header ?? '')
    .split(/,\s*(?=<)/)
    .filter((l) => /rel=preload/.test(l))
    .map((l) => l.slice(1, l.indexOf('>')));

/** Chromium's warnings about files preloaded but not used within a few seconds of the load. */
function unusedPreloads(page: Page): string[] {
  const unused: string[] = [];
  page.on('console', (m) => {
    if (/preloaded using link preload but not used/.test(m.text())) unused.push(m.text());
  });
  return unused;
}

test('the static page of a remote route preloads its own remote: entry, routes chunk, style sheet, the libraries only it provides', async ({
  request,
}) => {
  await withPagesRenderedInBrowser(async () => {
    // The live release folder of finance (ends in /), as the runtime config names it.
    const finance = remoteBase('finance');
    const manifest = (await (await request.get(`${finance}mf-manifest.json`)).json()) as {
      exposes: { path: string; assets: { js: { sync: string[] }; css: { async: string[] } } }[];
      shared: { name: string; assets: { js: { sync: string[] } } }[];
    };
    const routes = manifest.exposes.find((e) => e.path === './routes')!;
    const links = linkTargets((await request.get('/emi-calculator')).headers()['link']);
    expect(links).toContain(`${finance}remoteEntry.js`);
    for (const file of [...routes.assets.js.sync, ...routes.assets.css.async])
      expect(links).toContain(`${finance}${file}`);
    // Redux Toolkit is not in the shell, so finance provides it; React comes from the shell.
    const rtk = manifest.shared.find((s) => s.name === '@reduxjs/toolkit')!;
    expect(links).toContain(`${finance}${rtk.assets.js.sync[0]}`);
    const react = manifest.shared.find((s) => s.name === 'react')!;
    expect(links).not.toContain(`${finance}${react.assets.js.sync[0]}`);
    // Nothing of another remote.
    expect(
      links.filter((l) => l.startsWith(`http://localhost:${remotePort.listings}/`) && !l.endsWith('mf-manifest.json')),
    ).toEqual([]);
  });
});

test('each static page preloads the manifests of the remotes it shows, and no others', async ({ request }) => {
  await withPagesRenderedInBrowser(async () => {
    const manifest = remoteManifest;
    const manifests = async (path: string) =>
      linkTargets((await request.get(path)).headers()['link'])
        .filter((l) => l.endsWith('/mf-manifest.json'))
        .sort();
    // Home shows only the listings remote's search form at first; the rest loads on scrolling.
    expect(await manifests('/')).toEqual([manifest('listings')]);
    expect(await manifests('/emi-calculator')).toEqual([manifest('finance')]);
    expect(await manifests('/blog')).toEqual([manifest('content')]);
    expect(await manifests('/residential/noida/some-project/1')).toEqual([manifest('listings')]);
    expect(await manifests('/no/such/page')).toEqual([]);
  });
});

test('a rendered page names its style sheets in its head, preloads no script, and its scripts start once it has loaded and painted', async ({
  page,
  request,
  problems,
}) => {
  for (const path of ['/emi-calculator', '/blog', '/contact']) {
    const response = await request.get(path);
    // No Link header: a preload there would start the remote's render-blocking style sheet at a
    // low priority before the head asks for it at the highest.
    expect(linkTargets(response.headers()['link']), path).toEqual([]);
    const html = await response.text();
    const head = html.slice(0, html.indexOf('</head>'));
    const sheets = [...head.matchAll(/<link rel="stylesheet" href="([^"]+)"(?: data-href="([^"]+)")?/g)].map((m) => [
      m[1],
      m[2],
    ]);
    expect(sheets, path).toEqual([
      [expect.stringMatching(/^\/css\/shell-styles\./), undefined],
      // The remote's style sheet from the site's own origin (no second connection before the first
      // paint), naming its address in the remote's live release folder.
      [
        expect.stringMatching(/^\/remote-styles\/[a-z]+\/releases\/[^/]+\/css\/[^/]+\.css$/),
        expect.stringMatching(/^http:\/\/localhost:\d+\/releases\/[^/]+\/css\//),
      ],
    ]);
    // The site serves it, compressed and kept for a year (its name carries its content's hash).
    const own = await request.get(sheets[1]?.[0] ?? '', { headers: { 'accept-encoding': 'br' } });
    expect(own.status(), path).toBe(200);
    expect(own.headers()['content-type'], path).toMatch(/^text\/css/);
    expect(own.headers()['cache-control'], path).toBe('public, max-age=31536000, immutable');
    expect(await own.text(), path).toBe(await (await request.get(sheets[1]?.[1] ?? '')).text());
    expect(html, path).not.toMatch(/<link[^>]*as="script"/);
    // What the start script preloads of the page's own remote: its manifest and entry, in its live release.
    const listed = JSON.parse(
      /<script type="application\/json" id="page-preloads">([^<]*)<\/script>/.exec(html)?.[1] ?? '[]',
    ) as string[];
    expect(listed.slice(0, 2), path).toEqual([
      expect.stringMatching(/^http:\/\/localhost:\d+\/releases\/[^/]+\/mf-manifest\.json$/),
      expect.stringMatching(/^http:\/\/localhost:\d+\/releases\/[^/]+\/remoteEntry\.js$/),
    ]);
    // One script in the HTML: the small one that starts the others (no inline script, no nonce).
    expect(
      [...html.matchAll(/<script[^>]*\ssrc="([^"]+)"/g)].map((m) => m[1]),
      path,
    ).toEqual([expect.stringMatching(/^\/js\/page-start\.[0-9a-f]{8}\.js$/)]);
  }
  await visit(page, '/emi-calculator');
  const timing = await page.evaluate(() => {
    const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
    const scripts = performance
      .getEntriesByType('resource')
      .filter((e) => (e as PerformanceResourceTiming).initiatorType === 'script' || /\.js$/.test(e.name))
      .filter((e) => !/page-start/.test(e.name));
    const paint = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN;
    return { load: nav.loadEventStart, paint, firstScript: Math.min(...scripts.map((e) => e.startTime)) };
  });
  expect(timing.load).toBeGreaterThan(0);
  expect(timing.firstScript).toBeGreaterThanOrEqual(timing.load);
  // The first paint is on screen before any script is requested (the largest paint never waits on one).
  expect(timing.firstScript).toBeGreaterThan(timing.paint);
  expect(problems.errors).toEqual([]);
});

test('home and unknown pages preload no remote code', async ({ request }) => {
  for (const path of ['/', '/no/such/page']) {
    const links = linkTargets((await request.get(path)).headers()['link']);
    expect(
      links.filter((l) => /remoteEntry|__federation_expose/.test(l)),
      path,
    ).toEqual([]);
  }
});

test('each preloaded file is downloaded once and used by the page', async ({ page, problems }) => {
  const fetched = new Map<string, number>();
  page.on('request', (r) => fetched.set(r.url(), (fetched.get(r.url()) ?? 0) + 1));
  const unused = unusedPreloads(page);
  await visit(page, '/emi-calculator');
  await expect(page.getByRole('heading', { name: 'EMI CALCULATOR' })).toBeVisible();
  const remoteEntry = `${remoteBase('finance')}remoteEntry.js`;
  // The server's HTML shows the heading before the site's code starts (after the page's load).
  await expect.poll(() => fetched.get(remoteEntry), { timeout: 10_000 }).toBe(1);
  await waitForHydration(page);
  expect([...fetched].filter(([, n]) => n > 1)).toEqual([]);
  // The page's own remote came with the shell's files: its manifest and entry were preloaded by the
  // start script from the list the server wrote (no round trip waits for the shell to ask for them).
  const started = await page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .filter((e) => /mf-manifest\.json|remoteEntry\.js/.test(e.name))
      .map((e) => [e.name.replace(/^.*\//, ''), (e as PerformanceResourceTiming).initiatorType]),
  );
  expect(started.sort()).toEqual([
    ['mf-manifest.json', 'link'],
    ['remoteEntry.js', 'link'],
  ]);
  await page.waitForTimeout(3500);
  expect(unused).toEqual([]);
  expect(problems.errors).toEqual([]);
});

test('a blog post and a property page make each data call at most once, and none for what their HTML shows', async ({
  page,
  request,
  problems,
}) => {
  const blogs = (await (await request.get('/api/get-blogs')).json()) as { get_blogs: { slug: string }[] };
  const list = (await (await request.get('/api/property_list/noida/all/r?page=1&pageSize=1')).json()) as {
    property_list: { p_id: number; p_location: string; slug: string }[];
  };
  const listing = list.property_list[0]!;
  for (const path of [
    `/blog/${blogs.get_blogs[0]!.slug}`,
    `/residential/${listing.p_location}/${listing.slug}/${listing.p_id}`,
  ]) {
    const calls = new Map<string, number>();
    const onRequest = (r: { url: () => string }) => {
      if (r.url().includes('/api/')) calls.set(r.url(), (calls.get(r.url()) ?? 0) + 1);
    };
    page.on('request', onRequest);
    await visit(page, path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    page.off('request', onRequest);
    expect(
      [...calls].filter(([, n]) => n > 1),
      path,
    ).toEqual([]);
    // The post and the listing came with the server's HTML (its state script).
    expect(
      [...calls.keys()].filter((u) => /\/api\/(get-blogdata|property-detail)\//.test(u)),
      path,
    ).toEqual([]);
  }
  expect(problems.errors).toEqual([]);
});

test("the shell's static page preloads the scripts it runs before its first render, and each is used once", async ({
  page,
  request,
  problems,
}) => {
  await withPagesRenderedInBrowser(async () => {
    const html = await (await request.get('/')).text();
    // The server's page (React writes quoted attributes) or the static page (minified, unquoted).
    const preloaded = [...html.matchAll(/<link rel="?preload"? as="?script"? href="?(\/js\/[^" >]+)/g)].map(
      (m) => m[1]!,
    );
    expect(preloaded.length).toBeGreaterThan(3);
    const scripts = new Map<string, number>();
    page.on('request', (r) => {
      const url = new URL(r.url());
      if (r.resourceType() === 'script' && url.origin === baseUrl)
        scripts.set(url.pathname, (scripts.get(url.pathname) ?? 0) + 1);
    });
    const unused = unusedPreloads(page);
    for (const path of ['/', '/contact']) {
      await visit(page, path);
      await expect(page.getByRole('banner')).toBeVisible();
      // React DOM, the router and shared-ui are among them: the files the bootstrap chunk waits for.
      for (const file of preloaded) expect(scripts.get(file), `${path} ${file}`).toBe(1);
      scripts.clear();
    }
    await page.waitForTimeout(3500);
    expect(unused).toEqual([]);
    expect(problems.errors).toEqual([]);
  });
});
