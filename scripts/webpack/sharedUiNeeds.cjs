// Which shared-ui version a remote needs: the newest version that introduced a name its own code
// imports from the shared modules (shared-ui/api-versions.json), not the version it happened to be
// built with. So an older shell keeps taking remotes that use nothing newer than its copy has.
const fs = require('node:fs');
const path = require('node:path');
const ts = require('typescript');

const root = path.resolve(__dirname, '../..');
const apiVersionsFile = path.join(root, 'shared-ui/api-versions.json');

/** The federation singletons whose exports are versioned (scripts/webpack/createAppConfig.cjs). */
const VERSIONED_MODULES = ['shared-ui', 'shared-ui/router'];

/** Stands for "may use any export": a namespace import, `export *`, a dynamic import() or require(). */
const EVERYTHING = '*';

const SCRIPT_KINDS = {
  '.ts': ts.ScriptKind.TS,
  '.tsx': ts.ScriptKind.TSX,
  '.js': ts.ScriptKind.JS,
  '.jsx': ts.ScriptKind.JSX,
  '.mjs': ts.ScriptKind.JS,
  '.cjs': ts.ScriptKind.JS,
};

/** A string literal's text, or undefined for anything computed. */
function literalText(node) {
  return node && (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) ? node.text : undefined;
}

/**
 * The run-time names each file takes from the versioned shared modules. Type-only imports are left
 * out (they leave nothing at run time); a side-effect `import 'shared-ui'` takes no name.
 * @param {{file: string, text: string}[]} files  source text by file name (the name is only reported)
 * @returns {{module: string, name: string, file: string}[]}  name '*' when any export may be used
 */
function importedNames(files) {
  const uses = [];
  for (const { file, text } of files) {
    const kind = SCRIPT_KINDS[path.extname(file)] ?? ts.ScriptKind.TS;
    const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, false, kind);
    const use = (module, name) => {
      if (VERSIONED_MODULES.includes(module)) uses.push({ module, name, file });
    };
    const visit = (node) => {
      if (ts.isImportDeclaration(node)) {
        const module = literalText(node.moduleSpecifier);
        const clause = node.importClause;
        if (module && clause && !clause.isTypeOnly) {
          if (clause.name) use(module, 'default');
          const bindings = clause.namedBindings;
          if (bindings && ts.isNamespaceImport(bindings)) use(module, EVERYTHING);
          else if (bindings)
            for (const el of bindings.elements) if (!el.isTypeOnly) use(module, (el.propertyName ?? el.name).text);
        }
      } else if (ts.isExportDeclaration(node)) {
        const module = literalText(node.moduleSpecifier);
        const clause = node.exportClause;
        if (module && !node.isTypeOnly) {
          if (!clause || ts.isNamespaceExport(clause)) use(module, EVERYTHING);
          else for (const el of clause.elements) if (!el.isTypeOnly) use(module, (el.propertyName ?? el.name).text);
        }
      } else if (ts.isImportEqualsDeclaration(node)) {
        const ref = node.moduleReference;
        if (!node.isTypeOnly && ts.isExternalModuleReference(ref)) {
          const module = literalText(ref.expression);
          if (module) use(module, EVERYTHING);
        }
      } else if (ts.isCallExpression(node)) {
        const callee = node.expression;
        const isImport = callee.kind === ts.SyntaxKind.ImportKeyword;
        const isRequire = ts.isIdentifier(callee) && callee.text === 'require';
        const module = literalText(node.arguments[0]);
        if ((isImport || isRequire) && module) use(module, EVERYTHING);
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return uses;
}

function parseVersion(version) {
  const m = /^(\d+)\.(\d+)\.(\d+)$/.exec(version);
  if (!m) throw new Error(`shared-ui/api-versions.json: '${version}' is not a version (x.y.z)`);
  return m.slice(1).map(Number);
}

function compareVersions(a, b) {
  const [x, y] = [parseVersion(a), parseVersion(b)];
  return x[0] - y[0] || x[1] - y[1] || x[2] - y[2];
}

/**
 * The lowest shared-ui version that has every name used: the newest version, within the newest
 * recorded major, that introduced one of them. No names at all: the major's first version. '*':
 * the newest version (it may use anything). Throws, naming each name and file, for a name no
 * version of that major records.
 * @param {{module: string, name: string, file: string}[]} names  from importedNames
 * @param {Record<string, Record<string, string[]>>} apiVersions  api-versions.json's `versions`
 * @returns {string} a version, 'x.y.z'
 */
function neededVersion(names, apiVersions) {
  const versions = Object.keys(apiVersions).sort(compareVersions);
  if (versions.length === 0) throw new Error('shared-ui/api-versions.json records no version');
  const newest = versions.at(-1);
  // A major repeats its full list (a breaking change): only the newest major's versions count.
  const ofMajor = versions.filter((v) => parseVersion(v)[0] === parseVersion(newest)[0]);
  let needed = ofMajor[0];
  const unknown = [];
  for (const { module, name, file } of names) {
    const introduced =
      name === EVERYTHING ? newest : ofMajor.find((v) => (apiVersions[v][module] ?? []).includes(name));
    if (!introduced) unknown.push(`'${name}' from '${module}' (imported in ${file})`);
    else if (compareVersions(introduced, needed) > 0) needed = introduced;
  }
  if (unknown.length > 0)
    throw new Error(
      `No recorded shared-ui version ${newest.split('.')[0]}.x exports ${unknown.join(', ')}. ` +
        'A new export of shared-ui must be recorded in a new minor version in shared-ui/api-versions.json ' +
        '(listing the names it adds) and SHARED_UI_VERSION raised to it in shared-ui/src/federation/version.ts; ' +
        'otherwise import a name shared-ui already exports.',
    );
  return needed;
}

const SOURCE = /\.(tsx?|jsx?|mjs|cjs)$/;
const NOT_SHIPPED = /\.(test|spec)\.[cm]?[jt]sx?$|\.d\.ts$/;
const TEST_FOLDERS = new Set(['test', '__tests__', '__mocks__', 'node_modules']);

/** A folder's source files that a build can ship: no tests, test helpers (src/test/) or declarations. */
function shippedSources(srcDir) {
  const files = [];
  const walk = (dir) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        if (!TEST_FOLDERS.has(entry.name)) walk(full);
      } else if (SOURCE.test(entry.name) && !NOT_SHIPPED.test(entry.name)) {
        files.push({ file: path.relative(root, full), text: fs.readFileSync(full, 'utf8') });
      }
    }
  };
  walk(srcDir);
  return files.sort((a, b) => a.file.localeCompare(b.file));
}

/** The recorded versions: shared-ui/api-versions.json's `versions`. */
function recordedApiVersions() {
  return JSON.parse(fs.readFileSync(apiVersionsFile, 'utf8')).versions;
}

/** What the app in `dir` (its src/) needs of shared-ui, as a version 'x.y.z'. */
function appNeed(dir) {
  return neededVersion(importedNames(shippedSources(path.join(dir, 'src'))), recordedApiVersions());
}

module.exports = { importedNames, neededVersion, shippedSources, recordedApiVersions, appNeed, VERSIONED_MODULES };
