// The workspaces' import boundaries as one ESLint rule. Every import, export-from, dynamic import(),
// require() and `typeof import()` is resolved to the workspace it lands in, by relative path or by
// package name, and checked against WORKSPACE_DEPS; imports from one feature folder into another
// must go through that feature's index. A small rule of our own rather than eslint-plugin-boundaries:
// the plugin sees workspace packages (`shared-ui`, `contracts/api`) through node_modules symlinks as
// external modules and needs a resolver for every TS extension; resolving paths here is exact.
// The same small plugin (`site`) also holds `disable-reason`: every eslint-disable says why.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

// The workspaces are the root package.json's; every `remote-*` has the same boundaries, so a new
// remote needs no line here. A new workspace of another kind must be given its row below.
const { workspaces } = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8'));
const REMOTES = workspaces.filter((name) => name.startsWith('remote-'));

/**
 * Which other workspaces a workspace may import (its own files are always allowed; packages that
 * are not workspaces are external and not checked here, except `contracts`, which may use only zod).
 * e2e drives the built site from outside, as a visitor: of the code it may share only the contracts.
 */
const STAND_IN = 'e2e/fixtures';

export const WORKSPACE_DEPS = {
  contracts: [],
  'shared-ui': ['contracts'],
  api: ['contracts'],
  // The site server loads the shell's server build from its dist at run time, never its source.
  'site-server': ['contracts'],
  shell: ['shared-ui', 'contracts'],
  ...Object.fromEntries(REMOTES.map((remote) => [remote, ['shared-ui', 'contracts']])),
  e2e: ['contracts'],
  // A browser test's stand-in remote (e2e/fixtures/<name>/) is built and loaded as a remote.
  [STAND_IN]: ['shared-ui', 'contracts'],
};

const unlisted = workspaces.filter((name) => !(name in WORKSPACE_DEPS));
if (unlisted.length) throw new Error(`scripts/lint/boundaries.mjs: no import boundaries for ${unlisted.join(', ')}`);

/** Type-only imports a workspace may make beyond WORKSPACE_DEPS: the shell types a remote's exposes. */
const TYPE_ONLY_DEPS = { shell: REMOTES };

/** External packages `contracts` may import outside its tests (no React, no DOM, no Node). */
const CONTRACTS_EXTERNALS = /^zod(\/|$)/;
/** …and in its kept-pages rules (used by the servers only), the cache library they keep pages in. */
const KEPT_PAGES_EXTERNALS = /^lru-cache$/;

/**
 * Server-side libraries (the in-process cache, the reader of Cache-Control): free in the servers
 * (api, site-server), but in a workspace that is also bundled for the browser, whose bundles have
 * size budgets, only in files that its server build alone takes (shell/src/server/, `*.server.ts`).
 */
const SERVER_ONLY_EXTERNALS = /^(lru-cache|http-cache-semantics)$/;
const BROWSER_BUNDLED = new Set(['shell', 'shared-ui', ...REMOTES, STAND_IN]);
const SERVER_BUILD_FILE = /^src\/server\/|\.server\.tsx?$/;

const WORKSPACES = Object.keys(WORKSPACE_DEPS);

/** Where an absolute path lies: its workspace (or null) and the path inside it, '/'-separated. */
function locate(absPath) {
  const rel = path.relative(ROOT, absPath).split(path.sep).join('/');
  if (rel.startsWith('..')) return { workspace: null, inner: rel };
  const [first, ...rest] = rel.split('/');
  if (first === 'e2e' && rest[0] === 'fixtures' && rest.length > 2)
    return { workspace: STAND_IN, inner: rest.slice(2).join('/') };
  return WORKSPACES.includes(first) ? { workspace: first, inner: rest.join('/') } : { workspace: null, inner: rel };
}

/** The target of an import specifier seen from `fromFile`; `external` for packages that are not workspaces. */
export function resolveSpecifier(specifier, fromFile) {
  if (specifier.startsWith('.') || specifier.startsWith('/')) {
    return { external: false, ...locate(path.resolve(path.dirname(fromFile), specifier)) };
  }
  const parts = specifier.split('/');
  const name = specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
  if (WORKSPACES.includes(name)) {
    return { external: false, workspace: name, inner: parts.slice(1).join('/'), byPackage: true };
  }
  return { external: true, name };
}

/** `src/features/<name>/<rest>` → { name, rest }, else null. */
function featureOf(inner) {
  const match = /^src\/features\/([^/]+)(?:\/(.*))?$/.exec(inner);
  return match ? { name: match[1], rest: match[2] ?? '' } : null;
}

const FEATURE_ENTRY = /^(index(\.(tsx?|js))?)?$/;
const TEST_FILE = /\.test\.[cm]?[jt]sx?$|(^|\/)test(ing)?\//;

/** The message id and data for one import, or null when it is allowed. */
export function checkImport(fromFile, specifier, typeOnly) {
  const from = locate(fromFile);
  if (!from.workspace) return null;
  const to = resolveSpecifier(specifier, fromFile);

  if (to.external) {
    if (
      BROWSER_BUNDLED.has(from.workspace) &&
      SERVER_ONLY_EXTERNALS.test(specifier) &&
      !SERVER_BUILD_FILE.test(from.inner) &&
      !TEST_FILE.test(from.inner)
    )
      return { messageId: 'serverOnlyExternal', data: { specifier } };
    const strict = from.workspace === 'contracts' && from.inner.startsWith('src/') && !TEST_FILE.test(from.inner);
    const allowed =
      CONTRACTS_EXTERNALS.test(specifier) ||
      (from.inner.startsWith('src/kept-pages/') && KEPT_PAGES_EXTERNALS.test(specifier));
    return strict && !allowed ? { messageId: 'contractsExternal', data: { specifier } } : null;
  }

  if (to.workspace && to.workspace !== from.workspace) {
    const allowed = WORKSPACE_DEPS[from.workspace];
    if (allowed.includes(to.workspace)) return null;
    if (typeOnly && (TYPE_ONLY_DEPS[from.workspace] ?? []).includes(to.workspace)) return null;
    return {
      messageId: 'workspace',
      data: {
        from: from.workspace,
        to: to.workspace,
        allowed: allowed.length ? allowed.join(', ') : 'no other workspace',
      },
    };
  }

  if (to.workspace === from.workspace) {
    const fromFeature = featureOf(from.inner);
    const toFeature = featureOf(to.inner);
    if (fromFeature && toFeature && fromFeature.name !== toFeature.name && !FEATURE_ENTRY.test(toFeature.rest)) {
      return { messageId: 'deepFeature', data: { from: fromFeature.name, to: toFeature.name, specifier } };
    }
  }
  return null;
}

function isTypeOnlyImport(node) {
  if (node.importKind === 'type' || node.exportKind === 'type') return true;
  const specifiers = node.specifiers ?? [];
  return specifiers.length > 0 && specifiers.every((s) => s.importKind === 'type' || s.exportKind === 'type');
}

/** The string of a literal or an expression-free template literal, else null. */
function staticString(node) {
  if (!node) return null;
  if (node.type === 'Literal' && typeof node.value === 'string') return node.value;
  if (node.type === 'TemplateLiteral' && node.expressions.length === 0) return node.quasis[0].value.cooked;
  return null;
}

const importsRule = {
  meta: {
    type: 'problem',
    docs: {
      description: 'Workspaces import only the workspaces they depend on; features import features only by index',
    },
    schema: [],
    messages: {
      workspace: "'{{from}}' must not import '{{to}}' (it may import {{allowed}}).",
      deepFeature:
        "Feature '{{from}}' imports '{{specifier}}', a file inside feature '{{to}}': import '{{to}}' through its index.",
      contractsExternal:
        "contracts imports only zod and its own files (its kept-pages rules also lru-cache), not '{{specifier}}'.",
      serverOnlyExternal:
        "'{{specifier}}' is for server code: here only in src/server/ or a .server.ts file, never in a browser bundle.",
    },
  },
  create(context) {
    const file = context.filename;
    function check(node, source, typeOnly) {
      const specifier = staticString(source);
      if (specifier === null) return;
      const problem = checkImport(file, specifier, typeOnly);
      if (problem) context.report({ node: source, ...problem });
    }
    return {
      ImportDeclaration: (node) => check(node, node.source, isTypeOnlyImport(node)),
      ExportNamedDeclaration: (node) => node.source && check(node, node.source, isTypeOnlyImport(node)),
      ExportAllDeclaration: (node) => check(node, node.source, node.exportKind === 'type'),
      ImportExpression: (node) => check(node, node.source, false),
      TSExternalModuleReference: (node) => check(node, node.expression, node.parent.importKind === 'type'),
      TSImportType: (node) => check(node, node.source ?? node.argument?.literal ?? node.argument, true),
      CallExpression(node) {
        const callee = node.callee;
        const isRequire = callee.type === 'Identifier' && callee.name === 'require';
        const isJestModule =
          callee.type === 'MemberExpression' &&
          callee.object.type === 'Identifier' &&
          callee.object.name === 'jest' &&
          callee.property.type === 'Identifier' &&
          ['mock', 'requireActual', 'unstable_mockModule'].includes(callee.property.name);
        if (isRequire || isJestModule) check(node, node.arguments[0], false);
      },
    };
  },
};

/** An `eslint-disable…` comment must say why after ` -- `, on the same comment. */
const disableReasonRule = {
  meta: {
    type: 'suggestion',
    docs: { description: 'Every eslint-disable comment gives its reason after --' },
    schema: [],
    messages: { missing: "Say why after ' -- ': {{comment}}" },
  },
  create(context) {
    return {
      Program() {
        for (const comment of context.sourceCode.getAllComments()) {
          const text = comment.value.trim();
          if (/^eslint-disable(-next-line|-line)?(\s|$)/.test(text) && !/\s--\s*\S/.test(text)) {
            context.report({ loc: comment.loc, messageId: 'missing', data: { comment: text } });
          }
        }
      },
    };
  },
};

export default {
  meta: { name: 'site' },
  rules: { imports: importsRule, 'disable-reason': disableReasonRule },
};
