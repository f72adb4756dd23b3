// A remote whose server build was slow once is used again as soon as its files answer: a real
// proxy holds back only the first request for the listings remote's server manifest (`?v=…`) for
// 1.5 s, beyond the renderer's 0.8 s budget, and the listing pages after it must carry the region
// rendered on the server. Needs the built apps (`npm run build`); run by `npm run test:recovery`.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { builtDistsPresent, regionRendered, startInProcessSite } from './inProcessSite.mjs';

const BASE_PORT = Number(process.env.RECOVERY_PORT ?? 4500);
const SLOW_MS = 1500;
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

test(
  'a server manifest slower than the budget once does not keep the region from the server',
  { skip: !builtDistsPresent() && 'needs npm run build' },
  async () => {
    let held = 0;
    // The first request for the listings remote's versioned server manifest (the runtime's, as it
    // loads the release the check found) is held back; every other request answers at once.
    const holdFirstManifest = (req) =>
      /^\/server\/mf-manifest\.json\?v=/.test(req.url ?? '') && held++ === 0 ? SLOW_MS : 0;
    const site = await startInProcessSite({
      basePort: BASE_PORT,
      setUp: (proxies) => void (proxies.listings.hold = holdFirstManifest),
    });
    try {
      assert.equal((await site.page('/project-listing')).status, 200);

      // Within a few seconds (backoff from 0.25 s) the region is rendered on the server again...
      let firstRendered = -1;
      for (let i = 0; i < 40 && firstRendered < 0; i++) {
        await sleep(250);
        if (regionRendered((await site.page('/project-listing')).html, 'listings')) firstRendered = i;
      }
      assert.ok(held >= 1, 'the proxy held back a manifest request');
      assert.ok(
        firstRendered >= 0,
        `the listings region came back on the server (log: ${site.logs.slice(-5).join(' | ')})`,
      );
      // ...and stays so for every page after, with no restart.
      for (const pathname of ['/project-listing', '/project-listing?rooms=2', '/property/noida/sector-150/apartment']) {
        const { status, html } = await site.page(pathname);
        assert.equal(status, 200);
        assert.ok(regionRendered(html, 'listings'), `${pathname} has the listings region from the server`);
      }
    } finally {
      await site.close();
    }
  },
);
