// Each boundary rule fires on a violating import and stays quiet on an allowed one, through the
// repository's real ESLint configuration (so a rule switched off or mis-scoped there fails here too).
import assert from 'node:assert/strict';
import path from 'node:path';
import { describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const eslint = new ESLint({ cwd: ROOT });

/** The messages of one rule for `code` linted as if it were the file `file` (relative to the root). */
async function problems(file, code, ruleId = 'site/imports') {
  const [result] = await eslint.lintText(code, { filePath: path.join(ROOT, file) });
  assert.ok(result, `no lint result for ${file}`);
  const fatal = result.messages.filter((m) => m.fatal);
  assert.deepEqual(fatal, [], `parsing ${file} failed`);
  return result.messages.filter((m) => m.ruleId === ruleId).map((m) => m.message);
}

async function assertFlags(file, code, fragment) {
  const found = await problems(file, code);
  assert.equal(found.length, 1, `expected one boundary error in ${file} for:\n${code}\ngot: ${JSON.stringify(found)}`);
  assert.match(found[0], fragment);
}

async function assertAllowed(file, code) {
  assert.deepEqual(await problems(file, code), [], `expected no boundary error in ${file} for:\n${code}`);
}

describe('a remote never imports another remote or the shell', () => {
  const file = 'remote-finance/src/features/emi/EmiPage.tsx';

  it('flags another remote by relative path, by package name, by re-export and by lazy import', async () => {
    await assertFlags(
      file,
      "import { x } from '../../../../remote-listings/src/api/listingsApi';\nx();",
      /'remote-finance' must not import 'remote-listings'/,
    );
    await assertFlags(
      file,
      "import { x } from 'remote-content/src/api/blogsApi';\nx();",
      /must not import 'remote-content'/,
    );
    await assertFlags(
      file,
      "export { x } from '../../../../remote-content/src/ui/Section';",
      /must not import 'remote-content'/,
    );
    await assertFlags(
      file,
      "export const p = import('remote-listings/src/exposes/routes');",
      /must not import 'remote-listings'/,
    );
  });

  it('flags the shell, even type-only', async () => {
    await assertFlags(
      file,
      "import { SiteRoutes } from '../../../../shell/src/app/routes';\nSiteRoutes();",
      /must not import 'shell'/,
    );
    await assertFlags(
      file,
      "import type { Props } from 'shell/src/layout/Header';\nexport type P = Props;",
      /must not import 'shell'/,
    );
  });

  it('allows shared-ui, contracts, its own files and external packages', async () => {
    await assertAllowed(
      file,
      [
        "import { formatRupees } from 'shared-ui';",
        "import { Link } from 'shared-ui/router';",
        "import { REMOTES } from 'contracts/registry';",
        "import { useState } from 'react';",
        "import { emi } from '../loan-math';",
        "import { own } from '../../store/makeStore';",
        'export const all = [formatRupees, Link, REMOTES, useState, emi, own];',
      ].join('\n'),
    );
  });
});

describe('the shell never imports a remote at run time', () => {
  const file = 'shell/src/app/routes.tsx';

  it('flags a value import, a dynamic import and a require of a remote', async () => {
    await assertFlags(
      file,
      "import Routes from '../../../remote-listings/src/exposes/routes';\nRoutes();",
      /'shell' must not import 'remote-listings'/,
    );
    await assertFlags(
      file,
      "export const p = import('remote-finance/src/exposes/routes');",
      /'shell' must not import 'remote-finance'/,
    );
    await assertFlags(
      file,
      "export const m = require('remote-content/src/exposes/routes');",
      /'shell' must not import 'remote-content'/,
    );
    await assertFlags(
      file,
      "import Routes = require('remote-content/src/exposes/routes');\nexport const R = Routes;",
      /'shell' must not import 'remote-content'/,
    );
  });

  it("allows type-only imports of a remote's exposes", async () => {
    await assertAllowed(
      file,
      "import type Routes from '../../../remote-listings/src/exposes/routes';\nexport type R = typeof Routes;",
    );
    await assertAllowed(file, "export type M = typeof import('remote-finance/src/exposes/routes');");
  });
});

describe('a feature imports another feature only through its index', () => {
  const file = 'remote-finance/src/features/emi/EmiPage.tsx';

  it('flags a deep file of another feature', async () => {
    await assertFlags(
      file,
      "import { emi } from '../loan-math/emi';\nemi();",
      /Feature 'emi' imports '\.\.\/loan-math\/emi', a file inside feature 'loan-math'/,
    );
    await assertFlags(
      'shell/src/features/home/HomePage.tsx',
      "import { X } from '../search/SearchBox';\nX();",
      /inside feature 'search'/,
    );
  });

  it("allows the other feature's index and its own files", async () => {
    await assertAllowed(
      file,
      "import { emi } from '../loan-math';\nimport { b } from '../calculator-ui/index';\nimport { c } from '../calculator-ui/index.ts';\nimport { EmiBreakdown } from './EmiBreakdown';\nexport const all = [emi, b, c, EmiBreakdown];",
    );
  });

  it('allows code outside the features (the exposes) to load a screen file lazily', async () => {
    await assertAllowed('remote-finance/src/exposes/routes.tsx', "export const p = import('../features/emi/EmiPage');");
  });

  it("holds in the API's features too", async () => {
    const api = 'api/src/features/blogs/routes.ts';
    await assertFlags(api, "import { q } from '../properties/query.js';\nq();", /inside feature 'properties'/);
    await assertAllowed(
      api,
      "import { q } from '../properties/index.js';\nimport { r } from './repo.js';\nexport const all = [q, r];",
    );
  });
});

describe('the API never imports shared-ui nor an app', () => {
  const file = 'api/src/features/properties/query.ts';

  it('flags shared-ui by package name and by relative path, and any app', async () => {
    await assertFlags(
      file,
      "import type { Listing } from 'shared-ui/src/api/types';\nexport type L = Listing;",
      /'api' must not import 'shared-ui' \(it may import contracts\)/,
    );
    await assertFlags(
      file,
      "import { PROJECTS } from '../../../../shared-ui/src/data/projectNames';\nPROJECTS();",
      /'api' must not import 'shared-ui'/,
    );
    await assertFlags(
      file,
      "import { x } from 'remote-listings/src/features/listings/filterOptions';\nx();",
      /'api' must not import 'remote-listings'/,
    );
  });

  it('allows contracts, zod and its own files', async () => {
    await assertAllowed(
      file,
      "import { z } from 'zod';\nimport { STATUS } from 'contracts/api';\nimport { db } from '../../db/connection';\nexport const all = [z, STATUS, db];",
    );
  });
});

describe('contracts import nothing of the apps, only zod and their own files', () => {
  const file = 'contracts/src/api/listing.ts';

  it('flags a workspace and any package but zod', async () => {
    await assertFlags(
      file,
      "import { formatRupees } from 'shared-ui';\nformatRupees();",
      /'contracts' must not import 'shared-ui' \(it may import no other workspace\)/,
    );
    await assertFlags(
      file,
      "import { x } from '../../../api/src/lib/slug';\nx();",
      /'contracts' must not import 'api'/,
    );
    await assertFlags(
      file,
      "import { useState } from 'react';\nuseState();",
      /contracts imports only zod and its own files \(its kept-pages rules also lru-cache\), not 'react'/,
    );
    await assertFlags(file, "import fs from 'node:fs';\nfs.readFileSync('x');", /not 'node:fs'/);
  });

  it('allows zod, zod/mini and its own files; its tests may use Node', async () => {
    await assertAllowed(
      file,
      "import { z } from 'zod';\nimport * as m from 'zod/mini';\nimport { STATUS } from './enums';\nimport { REMOTES } from '../registry';\nexport const all = [z, m, STATUS, REMOTES];",
    );
    await assertAllowed('contracts/src/api/listing.test.ts', "import fs from 'node:fs';\nfs.readFileSync('x');");
    await assertAllowed(
      'contracts/src/kept-pages/clientShareCache.ts',
      "import { LRUCache } from 'lru-cache';\nexport const c = LRUCache;",
    );
    await assertFlags(file, "import { LRUCache } from 'lru-cache';\nexport const c = LRUCache;", /not 'lru-cache'/);
  });
});

describe('server-side libraries stay out of the browser bundles', () => {
  const cache = "import { LRUCache } from 'lru-cache';\nexport const c = LRUCache;";
  const policy = "import CachePolicy from 'http-cache-semantics';\nexport const p = CachePolicy;";

  it('flags them in code a browser bundle takes', async () => {
    for (const file of [
      'shared-ui/src/api/apiFetch.ts',
      'shared-ui/src/format/sanitize.ts',
      'shell/src/app/App.tsx',
      'remote-listings/src/features/listings/ListingsPage.tsx',
    ]) {
      await assertFlags(file, cache, /'lru-cache' is for server code/);
      await assertFlags(file, policy, /'http-cache-semantics' is for server code/);
    }
  });

  it('allows them in the servers and in files only a server build takes', async () => {
    for (const file of [
      'api/src/lib/ttl-cache.ts',
      'site-server/src/plugins/remoteStyles.ts',
      'shell/src/server/pageCache.ts',
      'shared-ui/src/api/apiFetch.server.ts',
      'shared-ui/src/api/apiFetch.server.test.ts',
    ]) {
      await assertAllowed(file, cache);
      await assertAllowed(file, policy);
    }
  });
});

describe('shared-ui never imports an app or the API', () => {
  const file = 'shared-ui/src/federation/RemoteRegion.tsx';

  it('flags the shell, a remote and the API', async () => {
    await assertFlags(
      file,
      "import { SiteRoutes } from '../../../shell/src/app/routes';\nSiteRoutes();",
      /'shared-ui' must not import 'shell'/,
    );
    await assertFlags(
      file,
      "import { x } from 'remote-listings/src/api/listingsApi';\nx();",
      /'shared-ui' must not import 'remote-listings'/,
    );
    await assertFlags(
      file,
      "import { buildApp } from '../../../api/src/app';\nbuildApp();",
      /'shared-ui' must not import 'api'/,
    );
  });

  it('allows contracts and its own files', async () => {
    await assertAllowed(
      file,
      "import { REMOTES } from 'contracts/registry';\nimport { StatusMessage } from '../components/StatusMessage';\nexport const all = [REMOTES, StatusMessage];",
    );
  });
});

describe('the browser tests share only the contracts with the site', () => {
  it('flags app code and allows contracts', async () => {
    const file = 'e2e/tests/listings.spec.ts';
    await assertFlags(
      file,
      "import { x } from '../../shared-ui/src/format/slug';\nx();",
      /'e2e' must not import 'shared-ui'/,
    );
    await assertAllowed(file, "import { REMOTES } from 'contracts/registry';\nexport const r = REMOTES;");
  });

  it('lets a stand-in remote under e2e/fixtures import shared-ui as a remote does, and not the shell', async () => {
    const file = 'e2e/fixtures/gate-finance/src/GateScreen.tsx';
    await assertAllowed(file, "import { PageMeta } from 'shared-ui';\nexport const P = PageMeta;");
    await assertFlags(
      file,
      "import { x } from '../../../../shell/src/app/x';\nx();",
      /'e2e\/fixtures' must not import 'shell'/,
    );
  });
});

describe('apps use React Router only through shared-ui/router', () => {
  it('flags react-router-dom and react-router in an app, not in the facade', async () => {
    const code = "import { Link } from 'react-router-dom';\nexport const L = Link;";
    const rule = 'no-restricted-imports';
    assert.equal((await problems('remote-content/src/features/blog/BlogCard.tsx', code, rule)).length, 1);
    assert.equal((await problems('shell/src/app/routes.tsx', code.replace('-dom', ''), rule)).length, 1);
    assert.deepEqual(await problems('shared-ui/router.ts', code, rule), []);
    assert.deepEqual(
      await problems(
        'shell/src/app/routes.tsx',
        "import { Link } from 'shared-ui/router';\nexport const L = Link;",
        rule,
      ),
      [],
    );
  });
});

describe('an `any` carries its reason on the same line', () => {
  const file = 'shared-ui/src/format/money.ts';
  const rule = '@typescript-eslint/no-explicit-any';

  it('flags a bare any, and a disable comment without a reason', async () => {
    assert.equal((await problems(file, 'export const x: any = 1;', rule)).length, 1);
    const bare = 'export const x: any = 1; // eslint-disable-line @typescript-eslint/no-explicit-any';
    assert.equal((await problems(file, bare, 'site/disable-reason')).length, 1);
  });

  it('accepts a disable comment that says why', async () => {
    const code = 'export const x: any = 1; // eslint-disable-line @typescript-eslint/no-explicit-any -- why';
    assert.deepEqual(await problems(file, code, rule), []);
    assert.deepEqual(await problems(file, code, 'site/disable-reason'), []);
  });
});

describe('every eslint-disable gives its reason', () => {
  it('flags a bare disable comment and accepts one with a reason after --', async () => {
    const file = 'shell/src/layout/Footer.tsx';
    const bare = await problems(
      file,
      "// eslint-disable-next-line no-console\nconsole.log('x');",
      'site/disable-reason',
    );
    assert.equal(bare.length, 1);
    const explained = await problems(
      file,
      '// eslint-disable-next-line no-debugger -- why it is needed\ndebugger;',
      'site/disable-reason',
    );
    assert.deepEqual(explained, []);
  });
});
