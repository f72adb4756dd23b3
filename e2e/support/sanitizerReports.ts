import fs from 'node:fs';
import path from 'node:path';
import { expect, type Page } from '@playwright/test';
import { baseUrl } from './env';
import { remoteBase } from './runtimeConfig';
import type { ExpectedProblem, PageProblems } from './problems';

/**
 * Recent Chromium (156 at least) reports a policy violation for every on* and style attribute and
 * every style element it meets while DOMPurify *parses* a hostile body: the inert document it parses into inherits the
 * page's policy. Nothing runs, and the sanitised result carries no such attribute, so inserting it
 * reports nothing. Older versions report nothing at all. These reports are expected here only when
 * they come from the sanitiser's parse, told by where they come from (DOMPurify's own file, named
 * in each app's manifest), never by the browser's wording. Any other violation or console error
 * still fails the test.
 */

/**
 * What the parse meets: event-handler attributes, style attributes, style elements. Never an inline
 * script (script-src-elem): parsing into an inert document must not even try to run one.
 */
const PARSE_DIRECTIVES = new Set(['script-src-attr', 'style-src-attr', 'style-src-elem']);

const root = path.resolve(__dirname, '../..');
/** Each app's build and where the site serves it (a remote: its live release folder). */
const APPS = () => [
  { dir: 'shell', base: `${baseUrl}/` },
  { dir: 'remote-listings', base: remoteBase('listings') },
  { dir: 'remote-content', base: remoteBase('content') },
  { dir: 'remote-finance', base: remoteBase('finance') },
];

interface Manifest {
  shared: { name: string; assets: { js: { sync: string[]; async: string[] } } }[];
}

/** The URLs of DOMPurify's file in each app of the build under test (the page runs whichever copy federation picks). */
export function sanitizerScripts(): string[] {
  const urls = APPS().flatMap(({ dir, base }) => {
    const manifest = JSON.parse(fs.readFileSync(path.join(root, dir, 'dist/mf-manifest.json'), 'utf8')) as Manifest;
    const purify = manifest.shared.find((s) => s.name === 'dompurify');
    return purify ? [...purify.assets.js.sync, ...purify.assets.js.async].map((file) => `${base}${file}`) : [];
  });
  if (urls.length === 0)
    throw new Error('no app of the build shares dompurify: the sanitiser moved, update this helper');
  return urls;
}

interface PolicyIssue {
  directive: string;
  type: string;
  source: string;
}

/**
 * Declares the console reports of the sanitiser's parse expected, and watches the page through
 * the DevTools protocol: every policy violation (Audits issues, whatever document it happened in)
 * and where each console error came from and of what kind (Log entries: 'security' is a policy
 * report). `verify` then checks that every violation came from the sanitiser's parse, and that
 * every console error from the sanitiser's file is such a policy report.
 */
export async function expectSanitizerParseReports(page: Page, problems: PageProblems) {
  const scripts = sanitizerScripts();
  const issues: PolicyIssue[] = [];
  const securityLogs: string[] = [];
  const cdp = await page.context().newCDPSession(page);
  cdp.on('Audits.issueAdded', ({ issue }) => {
    const csp = issue.details.contentSecurityPolicyIssueDetails;
    if (csp)
      issues.push({
        directive: csp.violatedDirective,
        type: csp.contentSecurityPolicyViolationType,
        source: csp.sourceCodeLocation?.url ?? '',
      });
  });
  cdp.on('Log.entryAdded', ({ entry }) => {
    if (entry.level === 'error' && entry.source === 'security') securityLogs.push(entry.url ?? '');
  });
  await cdp.send('Audits.enable');
  await cdp.send('Log.enable');
  const fromSanitizer: ExpectedProblem = {
    kind: 'console',
    url: (url) => scripts.includes(url),
    why: 'the browser reports the inline handlers and styles it meets while DOMPurify parses the hostile body',
  };
  problems.expect(fromSanitizer);
  return {
    /** Checks what the page reported so far; returns how many parse-time reports there were. */
    verify() {
      const elsewhere = issues.filter(
        (v) => !(scripts.includes(v.source) && v.type === 'kInlineViolation' && PARSE_DIRECTIVES.has(v.directive)),
      );
      expect(
        elsewhere,
        'policy violations that did not come from the sanitiser parsing inline handlers or styles',
      ).toEqual([]);
      const reports = securityLogs.filter((url) => scripts.includes(url)).length;
      expect(
        problems.matching(fromSanitizer).length,
        'console errors from the sanitiser that are not policy reports',
      ).toBe(reports);
      return reports;
    },
  };
}
