// A remote's style sheet stays on the page for the rest of the visit (client navigations included)
// and applies to the whole document, so each of its selectors must start within the remote's own
// elements: the first compound selector (before any combinator) must hold one of its local
// classes. `.card main` is scoped; `main`, `main .card`, `:root`, `body`, `*`, `#id`, `[hidden]` and
// `:global(.x)` are not (CSS modules leave type selectors and :global() classes global).
//
// Decisions for the edge cases:
// - `.a:hover`, `.a::before`, `textarea.a`, `.a > *`: scoped (the compound holds `.a`).
// - `:is(…)`, `:where(…)`, `:matches(…)`, `:any(…)`: scoped only when every selector in it is
//   (`:is(.a, .b)` yes, `:is(.a, main)` no: it matches every <main>). `:not(.a)` and `:has(.a)`
//   never scope a compound (they match or test other elements).
// - Rules inside @media, @supports, @container, @layer and the like are checked; @keyframes steps
//   and @font-face are not selectors. A rule nested in another rule (CSS nesting) is read as the
//   selector it stands for (see nestedIsScoped).
// - CSS modules' `:global .x` / `:local .x` switch the mode for the rest of the selector, as
//   css-loader does (`:global .x` is refused like `:global(.x)`).
// - In a source folder, a plain `.css` file (not `*.module.css`) has no local classes at all: every
//   rule in it is refused (a remote styles through CSS modules only).
const fs = require('node:fs');
const path = require('node:path');
const postcss = require('postcss');
const selectorParser = require('postcss-selector-parser');

/** Pseudo-classes that match what their arguments match: scoped when every argument is. */
const FORWARDING = new Set([':is', ':where', ':matches', ':any', ':-webkit-any', ':-moz-any']);
/** At-rules whose children are not selector rules. */
const NOT_SELECTORS = /^(-\w+-)?keyframes$|^font-face$|^page$|^font-feature-values$|^counter-style$/i;

const isModeSwitch = (node) =>
  node.type === 'pseudo' && node.nodes.length === 0 && /^:(global|local)$/.test(node.value);

/**
 * The nodes of a selector's first compound (up to its first combinator), each with the css-loader
 * mode it is in: `:global` or `:local` without arguments switches the mode for what follows, and a
 * compound of switches alone (`:global .x`) hands its mode to the next one.
 */
function firstCompound(selector, global) {
  const compound = [];
  let mode = global;
  for (const node of selector.nodes) {
    if (node.type === 'comment') continue;
    if (node.type === 'combinator') {
      if (compound.length > 0) break;
      continue; // before anything: a switch's own compound, or a relative selector (`> .a` nested)
    }
    if (isModeSwitch(node)) mode = node.value === ':global';
    else compound.push({ node, global: mode });
  }
  return compound;
}

/** Whether a selector's first compound holds a local class (in `:is()` and the like: every argument's). */
function selectorIsScoped(selector, isLocalClass, global = false) {
  return firstCompound(selector, global).some(({ node, global: inGlobal }) => {
    if (node.type === 'class') return !inGlobal && isLocalClass(node.value);
    if (node.type !== 'pseudo' || node.nodes.length === 0) return false;
    const name = node.value.toLowerCase();
    if (FORWARDING.has(name)) return node.nodes.every((inner) => selectorIsScoped(inner, isLocalClass, inGlobal));
    if (name === ':local') return node.nodes.every((inner) => selectorIsScoped(inner, isLocalClass, false));
    return false; // :global(), :not(), :has() and the rest
  });
}

/** Whether `&` appears in the nodes (at any depth). */
function hasNesting(nodes) {
  let found = false;
  for (const node of nodes) {
    if (node.type === 'nesting') found = true;
    else if (node.nodes) node.walk((inner) => (found ||= inner.type === 'nesting'));
  }
  return found;
}

/**
 * A rule nested in another (CSS nesting) is relative to its parent. Without `&` it starts within
 * the parent's elements (`.n` in `main {}` is `main .n`); with `&` in its first compound that
 * compound is the parent's plus its own (`&.n`); with `&` only further on (`main &`) it must be
 * scoped itself.
 */
function nestedIsScoped(selector, isLocalClass, parentScoped) {
  if (!hasNesting(selector.nodes)) return parentScoped;
  const compound = firstCompound(selector, false).map((entry) => entry.node);
  if (hasNesting(compound)) return parentScoped || selectorIsScoped(selector, isLocalClass);
  return selectorIsScoped(selector, isLocalClass);
}

/** The rule's parent rule (CSS nesting), through at-rules such as @media. */
function parentRule(rule) {
  for (let p = rule.parent; p; p = p.parent) if (p.type === 'rule') return p;
  return undefined;
}

function insideNonSelectorAtRule(rule) {
  for (let p = rule.parent; p; p = p.parent) if (p.type === 'atrule' && NOT_SELECTORS.test(p.name)) return true;
  return false;
}

/**
 * The selectors of a style sheet that do not start within the owner's elements.
 * @param {string} cssText
 * @param {{isLocalClass: (name: string) => boolean, file?: string}} options  whether a class
 *   name (without the dot) is one of the owner's own
 * @returns {{selector: string, line: number, file: string}[]}
 */
function unscopedSelectors(cssText, { isLocalClass, file = '<css>' }) {
  const root = postcss.parse(cssText, { from: file });
  const found = [];
  const scoped = new Map(); // rule → whether all its selectors are scoped (for nested rules)
  root.walkRules((rule) => {
    if (insideNonSelectorAtRule(rule)) return;
    const parent = parentRule(rule);
    let all = true;
    selectorParser((selectors) => {
      for (const selector of selectors.nodes) {
        const ok = parent
          ? nestedIsScoped(selector, isLocalClass, scoped.get(parent) === true)
          : selectorIsScoped(selector, isLocalClass);
        if (!ok) {
          all = false;
          const line = (rule.source?.start?.line ?? 1) + (selector.source?.start?.line ?? 1) - 1;
          found.push({ selector: selector.toString().trim(), line, file });
        }
      }
    }).processSync(rule.selector);
    scoped.set(rule, all);
  });
  return found;
}

/** A source file's check: in a CSS module every class outside :global() is local; a plain sheet has none. */
function unscopedInSource(cssText, file) {
  const isModule = /\.module\.css$/.test(file);
  return unscopedSelectors(cssText, { isLocalClass: () => isModule, file });
}

/**
 * A built style sheet's check: the build names a remote's local classes `<remote name>_<hash>`
 * (localIdentName, scripts/webpack/createAppConfig.cjs).
 */
function unscopedInBuild(cssText, remoteName, file) {
  const prefix = `${remoteName}_`;
  return unscopedSelectors(cssText, { isLocalClass: (name) => name.startsWith(prefix), file });
}

/** Every `*.css` under a folder (no node_modules or dist), sorted. */
function cssFilesUnder(dir) {
  const files = [];
  const walk = (d) => {
    for (const entry of fs.readdirSync(d, { withFileTypes: true })) {
      const full = path.join(d, entry.name);
      if (entry.isDirectory()) {
        if (entry.name !== 'node_modules' && entry.name !== 'dist') walk(full);
      } else if (entry.name.endsWith('.css')) files.push(full);
    }
  };
  walk(dir);
  return files.sort();
}

/**
 * The source rule over every `*.css` under `dir` (only `*.module.css` with `modulesOnly`: shared-ui's
 * global sheet of tokens is the shell's); files are named relative to `relativeTo`.
 */
function unscopedInSourceFolder(dir, { relativeTo = dir, modulesOnly = false } = {}) {
  const files = cssFilesUnder(dir).filter((file) => !modulesOnly || file.endsWith('.module.css'));
  return files.flatMap((file) => unscopedInSource(fs.readFileSync(file, 'utf8'), path.relative(relativeTo, file)));
}

/**
 * The style sheets of a remote build that the site links: those its manifest's exposes name
 * (`<dist>/mf-manifest.json`), or every `css/*.css` without a manifest. A standalone entry's own
 * sheet (the global tokens, for the remote's page run alone) is not among them.
 */
function sitewideSheets(distDir) {
  const manifestFile = path.join(distDir, 'mf-manifest.json');
  if (fs.existsSync(manifestFile)) {
    const { exposes = [] } = JSON.parse(fs.readFileSync(manifestFile, 'utf8'));
    const css = exposes.flatMap((e) => [...(e.assets?.css?.sync ?? []), ...(e.assets?.css?.async ?? [])]);
    return [...new Set(css)].sort();
  }
  const cssDir = path.join(distDir, 'css');
  if (!fs.existsSync(cssDir)) return [];
  return fs
    .readdirSync(cssDir)
    .filter((name) => name.endsWith('.css'))
    .sort()
    .map((name) => `css/${name}`);
}

/** The built rule over the style sheets a remote build gives the site, named relative to `distDir`. */
function unscopedInDist(distDir, remoteName) {
  return sitewideSheets(distDir).flatMap((file) =>
    unscopedInBuild(fs.readFileSync(path.join(distDir, file), 'utf8'), remoteName, file),
  );
}

/** One line per offender: `file:line  selector`. */
function formatUnscoped(found) {
  return found.map(({ file, line, selector }) => `${file}:${line}  ${selector}`).join('\n');
}

module.exports = {
  unscopedSelectors,
  unscopedInSource,
  unscopedInBuild,
  unscopedInSourceFolder,
  unscopedInDist,
  sitewideSheets,
  cssFilesUnder,
  formatUnscoped,
};
