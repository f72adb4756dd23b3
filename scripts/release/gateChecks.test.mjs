import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import { parseReleaseArgs } from './args.mjs';
import { repoRoot } from 'site-server/releases/paths';
import { describeStep, isAboutExpectedAnswer, isExpectedAnswer, parseReleaseChecks } from './releaseChecks.mjs';
import { serverHtmlProblems } from './serverHtml.mjs';
import { createRequire } from 'node:module';

const { REMOTES } = createRequire(import.meta.url)('../siteRegistry.cjs');

describe('expected answers (a signed-out screen asks who is signed in)', () => {
  const segments = ['staff'];
  const steps = { staff: [{ fill: { label: 'E-mail' }, value: 'a@example.com' }] };
  const session = { path: '/api/staff/session', status: 401, why: 'signed out' };
  const site = 'http://localhost:4400';

  it('takes API client errors, each with its reason; none declared is none', () => {
    assert.deepEqual(parseReleaseChecks({ segments: steps, expectedAnswers: [session] }, segments).expectedAnswers, [
      session,
    ]);
    assert.deepEqual(parseReleaseChecks({ segments: steps }, segments).expectedAnswers, []);
  });

  it("refuses the remote's own files, a server error, a query, no reason, and a list that is not one", () => {
    const problems = (expectedAnswers) => parseReleaseChecks({ segments: steps, expectedAnswers }, segments).problems;
    assert.deepEqual(problems([{ ...session, path: '/remote-staff/main.js' }]), [
      '"expectedAnswers" 1: path must be an API path (/api/…), without a query',
    ]);
    assert.deepEqual(problems([{ ...session, status: 503 }]), [
      '"expectedAnswers" 1: status must be a client error (400–499)',
    ]);
    assert.deepEqual(problems([{ ...session, path: '/api/staff/session?x=1' }]), [
      '"expectedAnswers" 1: path must be an API path (/api/…), without a query',
    ]);
    assert.deepEqual(problems([{ ...session, why: ' ' }]), ['"expectedAnswers" 1: why must say why']);
    assert.deepEqual(problems([{ path: '/api/x', status: 401 }]), [
      '"expectedAnswers" 1: an answer is { path, status, why }',
    ]);
    assert.deepEqual(problems({}), ['"expectedAnswers" must be a list']);
    assert.deepEqual(problems(Array(6).fill(session)), ['"expectedAnswers" names more than 5']);
  });

  it('excuses exactly the declared path and status on the site, and the console line about that address', () => {
    const declared = [session];
    assert.equal(isExpectedAnswer(declared, site, `${site}/api/staff/session`, 401), true);
    assert.equal(isExpectedAnswer(declared, site, `${site}/api/staff/session`, 403), false);
    assert.equal(isExpectedAnswer(declared, site, `${site}/api/staff/accounts`, 401), false);
    assert.equal(isExpectedAnswer(declared, site, 'http://elsewhere.example/api/staff/session', 401), false);
    assert.equal(isAboutExpectedAnswer(declared, site, `${site}/api/staff/session`), true);
    assert.equal(isAboutExpectedAnswer(declared, site, `${site}/remote-staff/main.js`), false);
    assert.equal(isAboutExpectedAnswer(declared, site, ''), false);
    assert.equal(isAboutExpectedAnswer([], site, `${site}/api/staff/session`), false);
  });
});

describe('parseReleaseChecks', () => {
  const segments = ['emi-calculator', 'eligibility-check'];
  const ok = {
    segments: {
      'emi-calculator': [
        { click: { role: 'button', name: '50L' } },
        { fill: { label: 'Loan amount' }, value: '2500000' },
      ],
      'eligibility-check': [{ expectVisible: { text: 'Monthly income' } }, { select: { label: 'Sort' }, value: 'a' }],
    },
  };

  it('takes steps for every segment', () => {
    const parsed = parseReleaseChecks(ok, segments);
    assert.equal(parsed.ok, true);
    assert.equal(parsed.steps['emi-calculator'].length, 2);
  });

  it('refuses a missing file, a segment without steps, a foreign segment and malformed steps, naming each', () => {
    assert.deepEqual(parseReleaseChecks(null, segments), { ok: false, problems: ['it has no "segments" object'] });
    const parsed = parseReleaseChecks(
      {
        segments: {
          'emi-calculator': [
            { click: { role: 'dialog', name: 'x' } },
            { fill: { label: 'Amount' } },
            { click: { css: '.a' } },
            { hover: { text: 'x' } },
          ],
          blog: [{ click: { text: 'x' } }],
        },
      },
      segments,
    );
    assert.deepEqual(parsed.problems, [
      '"blog" is not a segment of this remote',
      '"emi-calculator" step 1: role "dialog" is not one of button, link, checkbox, radio, textbox, combobox, slider, heading, tab',
      '"emi-calculator" step 2: a step is { click }, { fill, value }, { select, value } or { expectVisible } (got fill)',
      '"emi-calculator" step 3: a target is { role, name }, { label } or { text } (got css)',
      '"emi-calculator" step 4: a step is { click }, { fill, value }, { select, value } or { expectVisible } (got hover)',
      '"eligibility-check" declares no steps',
    ]);
  });

  it('describes steps for the log', () => {
    assert.equal(describeStep({ click: { role: 'button', name: '50L' } }), 'click button "50L"');
    assert.equal(describeStep({ fill: { label: 'Name' }, value: 'A' }), 'fill field "Name" with "A"');
    assert.equal(describeStep({ select: { label: 'Sort by' }, value: 'p' }), 'select "p" in field "Sort by"');
    assert.equal(describeStep({ expectVisible: { text: 'EMI' } }), 'expectVisible text "EMI"');
  });

  for (const [name, facts] of Object.entries(REMOTES)) {
    it(`${facts.workspace} declares valid release checks for every segment it owns`, () => {
      const file = path.join(repoRoot, facts.workspace, 'src/exposes/release-checks.json');
      const parsed = parseReleaseChecks(JSON.parse(fs.readFileSync(file, 'utf8')), facts.segments);
      assert.deepEqual(parsed.ok ? [] : parsed.problems, [], `${name}: ${file}`);
    });
  }
});

describe('serverHtmlProblems', () => {
  const o = { remote: 'finance', buildId: 'finance-1', owned: true };
  const page = (body, title = 'EMI Calculator | Noida Realty Advisors') =>
    `<html><head>${title === null ? '' : `<title>${title}</title>`}</head><body><main>${body}</main></body></html>`;
  const region = (inner) => `<div data-remote="finance" data-build="finance-1">${inner}</div>`;

  it('accepts a screen with its title, its h1 and its region', () => {
    assert.deepEqual(serverHtmlProblems(page(region('<h1 class="a">EMI <span>CALCULATOR</span></h1>')), o), []);
  });

  it('finds a missing title, a region left to the browser, a missing region and a missing or empty h1', () => {
    assert.deepEqual(
      serverHtmlProblems(page('<!--$!--><template data-dgst="x"></template>Loading page…<!--/$-->', null), o),
      [
        'it has no <title>',
        'a region was left to the browser (it threw or timed out on the server)',
        'it has no finance region of build finance-1',
        'it has no <h1> with text',
      ],
    );
    assert.deepEqual(serverHtmlProblems(page(region('<h1> </h1>'), '  '), o), [
      'it has no <title>',
      'it has no <h1> with text',
    ]);
  });

  it('asks only for a title and no fallback on a page the remote does not own', () => {
    assert.deepEqual(serverHtmlProblems(page('<p>home</p>'), { ...o, owned: false }), []);
    assert.deepEqual(serverHtmlProblems(page('<!--$!-->'), { ...o, owned: false }), [
      'a region was left to the browser (it threw or timed out on the server)',
    ]);
  });
});

describe('GATE_RENDER_BUDGET_MS', () => {
  const registry = { remotes: [{ name: 'finance', workspace: 'remote-finance', portOffset: 3, segments: ['emi'] }] };
  it('defaults to 2000 ms, takes a whole number and refuses anything else', () => {
    assert.equal(parseReleaseArgs(['finance'], registry, {}).renderBudgetMs, 2000);
    assert.equal(parseReleaseArgs(['finance'], registry, { GATE_RENDER_BUDGET_MS: '500' }).renderBudgetMs, 500);
    assert.deepEqual(parseReleaseArgs(['finance'], registry, {}).segments, ['emi']);
    for (const bad of ['', '1.5', 'fast', '50', '100000'])
      assert.throws(
        () => parseReleaseArgs(['finance'], registry, { GATE_RENDER_BUDGET_MS: bad }),
        /GATE_RENDER_BUDGET_MS must be a whole number of milliseconds from 100 to 60000/,
      );
  });
});
