// The documentation check: README.md, each top-level folder's README.md (api/, remote-content/…) and
// docs/**/*.md may only point at what exists.
// - a Markdown link's relative target (and its #anchor, when it names a heading of a Markdown file);
// - a repository path written in backticks: it starts with a top-level folder of the repository and
//   contains a `/` and ends with a file extension, or ends with `/`;
// - `npm run <script>` (and `npm start`, `npm test`): a script of the root package.json, or of each
//   workspace given with -w/--workspace.
// Run: node scripts/lint/docLinks.mjs (exit 1 and one line per problem). Proven by docLinks.test.mjs.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** Top-level folders whose paths are checked (remote-* is every remote folder that exists). */
const FIXED_TOP = ['api', 'contracts', 'shared-ui', 'shell', 'site-server', 'e2e', 'scripts', 'docs', 'bench'];

/**
 * Paths that exist only after a build, a start or a run, so a clone does not have them: any path
 * with a `dist`/`dist-*`, `node_modules`, `coverage`, `test-results` or `playwright-report` segment,
 * and the API's data folder (`api/data/`: the database, mail, backups and releases made at start).
 */
const GENERATED_SEGMENT = /^(dist(-.*)?|node_modules|coverage|test-results|playwright-report)$/;
const GENERATED_PREFIXES = ['api/data/'];

/** Characters that make a code span a placeholder or a pattern rather than one path. */
const PLACEHOLDER = /[<>*…$|]|\.\.\.|\{[^,}]*\}/;

/** The Markdown files the check covers: the READMEs (the root's and each top-level folder's) and docs/. */
export function docFiles(root = ROOT) {
  const folderReadmes = fs
    .readdirSync(root, { withFileTypes: true })
    .filter((e) => e.isDirectory() && !e.name.startsWith('.') && e.name !== 'node_modules' && e.name !== 'docs')
    .map((e) => `${e.name}/README.md`)
    .sort();
  const files = ['README.md', ...folderReadmes].filter((f) => fs.existsSync(path.join(root, f)));
  const walk = (dir) => {
    for (const entry of fs.readdirSync(path.join(root, dir), { withFileTypes: true })) {
      const rel = `${dir}/${entry.name}`;
      if (entry.isDirectory()) walk(rel);
      else if (entry.name.endsWith('.md')) files.push(rel);
    }
  };
  if (fs.existsSync(path.join(root, 'docs'))) walk('docs');
  return files;
}

/** GitHub's anchor of a heading: lower case, punctuation dropped, spaces to hyphens. */
export function headingSlug(text) {
  return text
    .trim()
    .replace(/`/g, '')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');
}

/** Every anchor a Markdown text defines (repeated headings get -1, -2… as on GitHub). */
export function anchorsOf(markdown) {
  const seen = new Map();
  const anchors = new Set();
  for (const { text, fenced } of lines(markdown)) {
    if (fenced) continue;
    for (const a of text.matchAll(/<a\s+(?:id|name)="([^"]+)"/g)) anchors.add(a[1]);
    const m = /^#{1,6}\s+(.*?)\s*#*\s*$/.exec(text);
    if (!m) continue;
    const base = headingSlug(m[1]);
    const n = seen.get(base) ?? 0;
    seen.set(base, n + 1);
    anchors.add(n === 0 ? base : `${base}-${n}`);
  }
  return anchors;
}

/** The lines of a Markdown text, each marked when it is inside a fenced code block. */
function lines(markdown) {
  let fence = null;
  return markdown.split('\n').map((text, i) => {
    const m = /^\s*(```+|~~~+)/.exec(text);
    if (m) {
      if (!fence) fence = m[1];
      else if (m[1].startsWith(fence)) fence = null;
      return { text, line: i + 1, fenced: true, fenceLine: true };
    }
    return { text, line: i + 1, fenced: fence !== null };
  });
}

/** `{a,b}/x.ts` → `a/x.ts`, `b/x.ts` (every group, no nesting). */
export function expandBraces(p) {
  const m = /\{([^{}]*,[^{}]*)\}/.exec(p);
  if (!m) return [p];
  return m[1].split(',').flatMap((part) => expandBraces(p.slice(0, m.index) + part + p.slice(m.index + m[0].length)));
}

/** Top-level folders of the repository whose paths are checked. */
function topFolders(root) {
  const remotes = fs
    .readdirSync(root, { withFileTypes: true })
    .filter((e) => e.isDirectory() && e.name.startsWith('remote-'))
    .map((e) => e.name);
  return new Set([...FIXED_TOP, ...remotes]);
}

/** Whether a code span is a repository path the check must find, and which one(s). */
export function repoPathsIn(span, tops) {
  let p = span.trim().replace(/^\.\//, '');
  if (!p || /\s/.test(p) || PLACEHOLDER.test(p)) return [];
  p = p.replace(/[#?].*$/, '').replace(/:\d+(:\d+)?$/, '');
  return expandBraces(p).filter((c) => {
    if (!tops.has(c.split('/')[0]) || !c.includes('/')) return false;
    if (!c.endsWith('/') && !/\.[A-Za-z0-9]+$/.test(c.split('/').pop())) return false;
    return !c.split('/').some((s) => GENERATED_SEGMENT.test(s)) && !GENERATED_PREFIXES.some((g) => c.startsWith(g));
  });
}

/** The npm scripts a command names: [{ script, workspaces }] (no workspace: the root). */
export function npmScriptsIn(command) {
  const found = [];
  const re = /\bnpm\s+(run(?:-script)?|start|test)\b([^\n`]*)/g;
  let m;
  while ((m = re.exec(command))) {
    const rest = m[2].split(/\s(?:--|&&|\|\|?|;|>|#)(?:\s|$)/)[0];
    const tokens = rest.split(/\s+/).filter(Boolean);
    const workspaces = [];
    let script = m[1] === 'start' || m[1] === 'test' ? m[1] : null;
    let all = false;
    for (let i = 0; i < tokens.length; i++) {
      const t = tokens[i];
      if (t === '-w' || t === '--workspace') workspaces.push(tokens[++i]);
      else if (t.startsWith('--workspace=')) workspaces.push(t.slice(12));
      else if (t === '--workspaces' || t === '-ws') all = true;
      else if (t.startsWith('-')) continue;
      else if (!script) script = t;
      else break;
    }
    if (!script || all) continue;
    found.push({ script, workspaces: workspaces.filter((w) => w !== undefined) });
  }
  return found;
}

/** The workspaces of the root package.json: folder and package name → scripts. */
function loadScripts(root) {
  const rootPkg = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8'));
  const byWorkspace = new Map();
  for (const ws of rootPkg.workspaces ?? []) {
    const file = path.join(root, ws, 'package.json');
    if (!fs.existsSync(file)) continue;
    const pkg = JSON.parse(fs.readFileSync(file, 'utf8'));
    const scripts = new Set(Object.keys(pkg.scripts ?? {}));
    byWorkspace.set(ws, scripts);
    if (pkg.name) byWorkspace.set(pkg.name, scripts);
  }
  return { root: new Set(Object.keys(rootPkg.scripts ?? {})), byWorkspace };
}

/** The inline code spans of one line (double backticks included). */
function codeSpans(text) {
  const spans = [];
  const re = /(`+)(.+?)\1/g;
  let m;
  while ((m = re.exec(text))) spans.push(m[2]);
  return spans;
}

/**
 * The problems of one Markdown text at `file` (repository-relative): [{ file, line, message }].
 * `root` is the repository the paths are looked up in.
 */
export function checkMarkdown(file, markdown, root = ROOT, cache = {}) {
  const tops = (cache.tops ??= topFolders(root));
  const scripts = (cache.scripts ??= loadScripts(root));
  const anchors = (cache.anchors ??= new Map());
  const anchorsFor = (rel) => {
    if (!anchors.has(rel)) anchors.set(rel, anchorsOf(fs.readFileSync(path.join(root, rel), 'utf8')));
    return anchors.get(rel);
  };
  const problems = [];
  const report = (line, message) => problems.push({ file, line, message });
  const dir = path.posix.dirname(file);

  const checkScripts = (line, text) => {
    for (const { script, workspaces } of npmScriptsIn(text)) {
      if (PLACEHOLDER.test(script)) continue;
      if (workspaces.length === 0) {
        if (!scripts.root.has(script)) report(line, `npm script "${script}" is not in package.json`);
        continue;
      }
      for (const ws of workspaces) {
        if (PLACEHOLDER.test(ws)) continue;
        const wsScripts = scripts.byWorkspace.get(ws);
        if (!wsScripts) report(line, `workspace "${ws}" (npm … -w ${ws}) does not exist`);
        else if (!wsScripts.has(script)) report(line, `npm script "${script}" is not in ${ws}/package.json`);
      }
    }
  };

  for (const { text, line, fenced, fenceLine } of lines(markdown)) {
    if (fenceLine) continue;
    if (fenced) {
      checkScripts(line, text.replace(/\s#\s.*$/, ''));
      continue;
    }
    const spans = codeSpans(text);
    for (const span of spans) {
      checkScripts(line, span);
      for (const p of repoPathsIn(span, tops)) {
        if (!fs.existsSync(path.join(root, p))) report(line, `path \`${p}\` does not exist`);
      }
    }
    // Links outside code spans: [text](target) and [text](<target>).
    const prose = text.replace(/(`+).+?\1/g, '');
    const linkRe = /\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g;
    let m;
    while ((m = linkRe.exec(prose))) {
      const target = m[1];
      if (/^[a-z][a-z0-9+.-]*:/i.test(target)) continue; // http:, https:, mailto:
      const [rawPath, anchor] = target.split('#');
      const targetPath = decodeURIComponent(rawPath.replace(/\?.*$/, ''));
      const rel = targetPath ? path.posix.normalize(path.posix.join(dir, targetPath)) : file;
      if (rel.startsWith('..')) {
        report(line, `link "${target}" points outside the repository`);
        continue;
      }
      if (!fs.existsSync(path.join(root, rel))) {
        report(line, `link "${target}" does not exist (${rel})`);
        continue;
      }
      if (anchor && rel.endsWith('.md') && !anchorsFor(rel).has(anchor)) {
        report(line, `link "${target}": ${rel} has no heading #${anchor}`);
      }
    }
  }
  return problems;
}

/** Every problem of the repository's documentation. */
export function checkDocs(root = ROOT) {
  const cache = {};
  return docFiles(root).flatMap((file) =>
    checkMarkdown(file, fs.readFileSync(path.join(root, file), 'utf8'), root, cache),
  );
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const problems = checkDocs();
  for (const p of problems) console.error(`${p.file}:${p.line}: ${p.message}`);
  if (problems.length) process.exit(1);
  console.log(`docs: ${docFiles().length} files, every link, path and npm script exists`);
}
