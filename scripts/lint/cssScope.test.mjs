// The style-scope rule (cssScope.cjs) on real CSS: what starts within a remote's elements and what
// reaches outside, in source CSS modules and in built sheets, and the command-line check of a build.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
const {
  unscopedInSource,
  unscopedInBuild,
  unscopedInSourceFolder,
  unscopedInDist,
  formatUnscoped,
} = require('./cssScope.cjs');
const HERE = path.dirname(fileURLToPath(import.meta.url));
const ROOT = path.resolve(HERE, '../..');

/** The offending selectors of a source CSS module. */
const refused = (css) => unscopedInSource(css, 'Card.module.css').map((f) => f.selector);

describe('a source CSS module', () => {
  it('allows selectors whose first compound holds a local class, whatever follows', () => {
    const css = `
      .card { color: red; }
      .card main { display: none; }
      .card:hover, .card::before, .card:focus-visible::after { color: blue; }
      .card > *, .card + .card, .card ~ p, .card a[href] { margin: 0; }
      textarea.card, a.card:not(.active), .card.active { margin: 0; }
      .card :global(.leaflet-pane) { z-index: 0; }
      :local(.card) { color: red; }
      :is(.card, .panel) p, :where(.card) { margin: 0; }
    `;
    assert.deepEqual(refused(css), []);
  });

  it('refuses type, universal, id, attribute, :root, html and body first compounds', () => {
    const css = `main { display: none; }
      main .card { color: red; }
      * { box-sizing: border-box; }
      #app { margin: 0; }
      [hidden] { display: none; }
      :root { --x: 1; }
      html .card, body { margin: 0; }
      :hover { color: red; }
      ::selection { color: red; }`;
    assert.deepEqual(refused(css), [
      'main',
      'main .card',
      '*',
      '#app',
      '[hidden]',
      ':root',
      'html .card',
      'body',
      ':hover',
      '::selection',
    ]);
  });

  it('refuses :global classes, in either css-loader form', () => {
    assert.deepEqual(refused(':global(.x) { a: b } :global(.dark) .card { a: b } :global .x { a: b }'), [
      ':global(.x)',
      ':global(.dark) .card',
      ':global .x',
    ]);
    assert.deepEqual(refused(':global .x :local .card { a: b }'), [':global .x :local .card']);
  });

  it('reports only the bad part of a comma list, each with its own line', () => {
    const found = unscopedInSource('.a { x: y }\n.b,\nmain,\n  .c,\n  body .d {\n  color: red;\n}', 'x.module.css');
    assert.deepEqual(found, [
      { selector: 'main', line: 3, file: 'x.module.css' },
      { selector: 'body .d', line: 5, file: 'x.module.css' },
    ]);
  });

  it('looks inside @media, @supports, @container and @layer, not into @keyframes or @font-face', () => {
    const css = `@media (max-width: 767.98px) { .card { a: b } main { a: b } }
      @supports (display: grid) { @media print { body { a: b } } }
      @container (min-width: 20rem) { .card p { a: b } }
      @layer base { a { a: b } }
      @keyframes spin { from { transform: none } 50% { opacity: 0.5 } to { transform: rotate(1turn) } }
      @-webkit-keyframes spin { from { opacity: 0 } }
      @font-face { font-family: Site; src: url(x.woff2); }`;
    assert.deepEqual(refused(css), ['main', 'body', 'a']);
  });

  it(':is() and :where() scope only when every argument does; :not() and :has() never do', () => {
    assert.deepEqual(refused(':is(.card, main) { a: b } :where(.card, :root) { a: b }'), [
      ':is(.card, main)',
      ':where(.card, :root)',
    ]);
    assert.deepEqual(refused(':not(.card) { a: b } :has(.card) { a: b } :is(:global(.x)) { a: b }'), [
      ':not(.card)',
      ':has(.card)',
      ':is(:global(.x))',
    ]);
  });

  it('reads nested rules as the selectors they stand for', () => {
    const css = `.card { & main { a: b } &:hover { a: b } > span { a: b } .title { a: b } main & { a: b } }
      main { .card { a: b } & .card { a: b } &.card { a: b } }`;
    assert.deepEqual(refused(css), ['main &', 'main', '.card', '& .card']);
  });

  it('refuses every rule of a plain (non-module) sheet: its classes are global', () => {
    assert.deepEqual(
      unscopedInSource('.card { a: b }', 'site.css').map((f) => f.selector),
      ['.card'],
    );
  });

  it('names the file in a syntax error', () => {
    assert.throws(() => unscopedInSource('.card { color: red', 'Broken.module.css'), /Broken\.module\.css/);
  });
});

describe('a built style sheet', () => {
  it("allows only selectors starting with the remote's own classes (<remote>_<hash>)", () => {
    const css = `.finance_ab12Cd { a: b }
      .finance_ab12Cd main, .finance_x9-Y_z:hover { a: b }
      .listings_ab12Cd { a: b }
      .visually-hidden { a: b }
      @media (max-width: 1px) { body { a: b } }
      @keyframes finance_spin { 0% { a: b } }`;
    assert.deepEqual(unscopedInBuild(css, 'finance', 'css/finance-styles.1.css'), [
      { selector: '.listings_ab12Cd', line: 3, file: 'css/finance-styles.1.css' },
      { selector: '.visually-hidden', line: 4, file: 'css/finance-styles.1.css' },
      { selector: 'body', line: 5, file: 'css/finance-styles.1.css' },
    ]);
  });
});

describe('the checked-in CSS', () => {
  it("e2e's fixture remotes' CSS modules start within their own elements, but for the gate fixture's defect", () => {
    // The release gate's browser tests build this one on purpose, to see the gate refuse it.
    const defect = 'e2e/fixtures/gate-finance/src/globalDefect.module.css';
    const found = unscopedInSourceFolder(path.join(ROOT, 'e2e/fixtures'), { relativeTo: ROOT });
    assert.equal(formatUnscoped(found.filter((f) => f.file !== defect)), '');
    assert.deepEqual(
      found.filter((f) => f.file === defect).map((f) => f.selector),
      ['main'],
    );
  });
});

describe('checkBuiltCss.mjs', () => {
  const script = path.join(HERE, 'checkBuiltCss.mjs');
  const run = (dist, remote) => {
    try {
      return {
        code: 0,
        out: execFileSync(process.execPath, [script, dist, remote], { encoding: 'utf8', stdio: 'pipe' }),
      };
    } catch (error) {
      return { code: error.status, out: String(error.stderr) };
    }
  };

  it('passes a clean build and fails one with a bad selector, naming file, line and selector', () => {
    const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'css-scope-'));
    try {
      fs.mkdirSync(path.join(dist, 'css'));
      fs.writeFileSync(path.join(dist, 'css/finance-styles.abc.css'), '.finance_a1 { a: b }\n.finance_a1 p { a: b }\n');
      fs.writeFileSync(path.join(dist, 'css/finance-styles.abc.css.map'), '{}');
      assert.equal(run(dist, 'finance').code, 0);
      assert.deepEqual(unscopedInDist(dist, 'finance'), []);

      fs.writeFileSync(path.join(dist, 'css/other.def.css'), '.finance_a1 { a: b }\nmain { display: none }\n');
      const { code, out } = run(dist, 'finance');
      assert.equal(code, 1);
      assert.match(out, /css\/other\.def\.css:2 {2}main/);
    } finally {
      fs.rmSync(dist, { recursive: true, force: true });
    }
  });

  it("with a manifest, checks the sheets its exposes name (what the site links), not the standalone page's", () => {
    const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'css-scope-'));
    const manifest = (css) => ({
      exposes: [{ id: 'finance:routes', assets: { js: { sync: [], async: [] }, css: { sync: [], async: css } } }],
    });
    try {
      fs.mkdirSync(path.join(dist, 'css'));
      fs.writeFileSync(path.join(dist, 'css/finance-styles.abc.css'), '.finance_a1 { a: b }\n');
      fs.writeFileSync(path.join(dist, 'css/427.def.css'), ':root { --x: 1 }\nbody { margin: 0 }\n');
      fs.writeFileSync(path.join(dist, 'mf-manifest.json'), JSON.stringify(manifest(['css/finance-styles.abc.css'])));
      assert.equal(run(dist, 'finance').code, 0);

      fs.writeFileSync(path.join(dist, 'mf-manifest.json'), JSON.stringify(manifest(['css/427.def.css'])));
      assert.deepEqual(
        unscopedInDist(dist, 'finance').map((f) => `${f.file}:${f.line} ${f.selector}`),
        ['css/427.def.css:1 :root', 'css/427.def.css:2 body'],
      );
    } finally {
      fs.rmSync(dist, { recursive: true, force: true });
    }
  });

  it('fails without its two arguments', () => {
    assert.equal(run('', '').code, 2);
  });
});
