// The documentation check (docLinks.mjs): the real docs have no broken link, path or npm script, and
// each rule fires on made-up Markdown and stays quiet on what is allowed.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, describe, it } from 'node:test';

import { checkDocs, checkMarkdown, docFiles, expandBraces, headingSlug, npmScriptsIn } from './docLinks.mjs';

/** A small repository: a root package, one workspace, a few files. */
function makeRepo() {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'doclinks-'));
  const write = (rel, text) => {
    fs.mkdirSync(path.dirname(path.join(root, rel)), { recursive: true });
    fs.writeFileSync(path.join(root, rel), text);
  };
  write('package.json', JSON.stringify({ workspaces: ['api', 'remote-finance'], scripts: { start: 'x', lint: 'x' } }));
  write('api/package.json', JSON.stringify({ name: 'api', scripts: { worker: 'x', test: 'x' } }));
  write('remote-finance/package.json', JSON.stringify({ name: 'remote-finance', scripts: { build: 'x' } }));
  write('remote-finance/src/api/financeApi.ts', '');
  write('scripts/start.mjs', '');
  write('site-server/src/app.ts', '');
  write('remote-finance/README.md', '# remote-finance\n');
  write('node_modules/some-package/README.md', '# not ours\n');
  write('docs/caching.md', '# Caches\n\n## Worst-case staleness of a listing\n\n<a id="kept"></a>Kept.\n');
  return root;
}

const repo = makeRepo();
after(() => fs.rmSync(repo, { recursive: true, force: true }));
const check = (md, file = 'docs/page.md') => checkMarkdown(file, md, repo).map((p) => p.message);

describe('the repository documentation', () => {
  it('covers the READMEs and every page under docs/', () => {
    const files = docFiles();
    assert.ok(files.includes('README.md') && files.includes('api/README.md'));
    assert.ok(files.includes('remote-content/README.md'));
    for (const page of ['architecture', 'server-rendering', 'configuration', 'operating', 'releasing']) {
      assert.ok(files.includes(`docs/${page}.md`), `docs/${page}.md`);
    }
    for (const page of ['security', 'lead-delivery', 'testing', 'benchmarks', 'remote-conventions']) {
      assert.ok(files.includes(`docs/${page}.md`), `docs/${page}.md`);
    }
    assert.ok(files.some((f) => f.startsWith('docs/decisions/')));
    assert.ok(files.some((f) => f.startsWith('docs/settings/')));
  });

  it('has no broken link, path or npm script', () => {
    const problems = checkDocs().map((p) => `${p.file}:${p.line}: ${p.message}`);
    assert.deepEqual(problems, []);
  });
});

describe('the files checked', () => {
  it("are the root README, each top-level folder's README and docs/, never an installed package's", () => {
    assert.deepEqual(docFiles(repo), ['remote-finance/README.md', 'docs/caching.md']);
  });
});

describe('links', () => {
  it('accepts existing relative targets, anchors of headings and of <a id>, and external URLs', () => {
    const md = [
      '[caches](caching.md) [worst](caching.md#worst-case-staleness-of-a-listing) [kept](caching.md#kept)',
      '[code](../remote-finance/src/api/financeApi.ts) [site](https://example.com/x) [mail](mailto:a@b.c)',
    ].join('\n');
    assert.deepEqual(check(md), []);
  });

  it('reports a missing file, a missing heading and a target outside the repository', () => {
    assert.deepEqual(check('[a](missing.md) [b](caching.md#nope) [c](../../outside/NOTES.md)'), [
      'link "missing.md" does not exist (docs/missing.md)',
      'link "caching.md#nope": docs/caching.md has no heading #nope',
      'link "../../outside/NOTES.md" points outside the repository',
    ]);
  });

  it('ignores links written inside code', () => {
    assert.deepEqual(check('`[a](missing.md)`\n```\n[b](missing.md)\n```'), []);
  });

  it('makes anchors as GitHub does', () => {
    assert.equal(headingSlug('Deploying behind a CDN or load balancer'), 'deploying-behind-a-cdn-or-load-balancer');
    assert.equal(headingSlug('Seeing a build (remote overrides)'), 'seeing-a-build-remote-overrides');
    assert.equal(headingSlug('`npm start`: the site'), 'npm-start-the-site');
  });
});

describe('paths in backticks', () => {
  it('reports a repository path that does not exist', () => {
    assert.deepEqual(check('see `remote-finance/src/store/store.ts` and `scripts/lint/`'), [
      'path `remote-finance/src/store/store.ts` does not exist',
      'path `scripts/lint/` does not exist',
    ]);
  });

  it('accepts existing files and folders, with a line number or brace alternatives', () => {
    assert.deepEqual(check('`remote-finance/src/api/` `scripts/start.mjs:12` `{api,remote-finance}/package.json`'), []);
    assert.deepEqual(expandBraces('a/{b,c}/{d,e}.ts'), ['a/b/d.ts', 'a/b/e.ts', 'a/c/d.ts', 'a/c/e.ts']);
  });

  it('checks paths of the site server too', () => {
    assert.deepEqual(check('`site-server/src/app.ts` `site-server/src/missing.ts`'), [
      'path `site-server/src/missing.ts` does not exist',
    ]);
  });

  it('reports one missing alternative of a brace group', () => {
    assert.deepEqual(check('`{api,shell}/package.json`'), ['path `shell/package.json` does not exist']);
  });

  it('leaves out placeholders, build output, data folders, URLs and what is not a repository path', () => {
    const md = [
      '`<releases>/<app>/` `remote-*/src/` `api/src/{kind}/x.ts` `remote-finance/dist/server/mf-manifest.json`',
      '`api/data/mail/` `shell/node_modules/x.js` `/api/property-detail/x.ts` `contracts/api` `shared-ui/router`',
      '`css/<app>-styles.<hash>.css` `src/exposes/routes.tsx` `remote-x/webpack.config.js` `npm run lint`',
      '`http://localhost:3000/releases/x/mf-manifest.json` `e2e/tests/…` `a b/c.ts`',
    ].join('\n');
    assert.deepEqual(check(md), []);
  });
});

describe('npm scripts', () => {
  it('reads the script and every workspace of a command', () => {
    assert.deepEqual(npmScriptsIn('npm run -s leads -w api -- --since 2026-11-01'), [
      { script: 'leads', workspaces: ['api'] },
    ]);
    assert.deepEqual(npmScriptsIn('npm install && npm start'), [{ script: 'start', workspaces: [] }]);
    assert.deepEqual(npmScriptsIn('npm test -w api --workspace=remote-finance'), [
      { script: 'test', workspaces: ['api', 'remote-finance'] },
    ]);
    assert.deepEqual(npmScriptsIn('npm run typecheck --workspaces'), []);
  });

  it('reports a root script or a workspace script that no package.json defines, and an unknown workspace', () => {
    const md =
      '`npm run bench:nothing` `npm run seed -w api` `npm run build -w shell`\n```sh\nnpm run worker # fine\n```';
    assert.deepEqual(check(md), [
      'npm script "bench:nothing" is not in package.json',
      'npm script "seed" is not in api/package.json',
      'workspace "shell" (npm … -w shell) does not exist',
      'npm script "worker" is not in package.json',
    ]);
  });

  it('accepts defined scripts and placeholders', () => {
    const md = '`npm start` `npm run lint` `npm run worker -w api` `npm test -w api` `npm run build -w <remote>`\n';
    assert.deepEqual(check(md), []);
  });
});
