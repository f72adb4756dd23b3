import fs from 'node:fs';
import path from 'node:path';
import { test, expect } from '../support/fixtures';
import { fixtureBuild, paths } from '../support/builds';
import { currentSharedUiVersion, minorsBehind, withOlderLiveShell } from '../support/olderShell';
import { readRuntimeConfig } from '../support/runtimeConfig';
import { runRelease } from '../support/release';

/**
 * The release gate refuses each way a finance release has hurt visitors while an earlier gate let
 * it through. Each candidate is the gate fixture (e2e/fixtures/gate-finance) built with one defect;
 * the release script is run on it as a team would (`--dist`), against this site, and must stop
 * with the reason and nothing switched.
 */
const SCENARIOS: { defect: string; what: string; reason: RegExp }[] = [
  {
    defect: 'server-throw',
    what: 'throws while rendering on the server only',
    reason: /the server logged while rendering: render: failed while rendering on the server \(fixture\)/,
  },
  {
    defect: 'throw-on-click',
    what: "throws after the visitor's first click",
    reason: /after its steps: .*failed after a click \(fixture\)/,
  },
  {
    defect: 'throw-later',
    what: 'throws 20 s after hydration',
    reason: /after its steps: .*failed 20 s after hydration \(fixture\)/,
  },
  {
    defect: 'global-css',
    what: 'has a global selector in its style sheet',
    reason: /"main" reaches outside the remote's own elements/,
  },
  {
    defect: 'slow-render',
    what: 'renders for 10 s synchronously on the server',
    reason: /the server render took \d+ ms \(budget 2000 ms, GATE_RENDER_BUDGET_MS\)/,
  },
  {
    defect: 'undeclared-export',
    what: 'calls a shared-ui export the live shell lacks',
    reason: /after its steps: .*teamsFormat/,
  },
];

test.describe('release gate', () => {
  for (const { defect, what, reason } of SCENARIOS) {
    test(`refuses a release that ${what}, with the reason, and switches nothing`, async ({ problems }) => {
      test.setTimeout(240_000);
      const build = fixtureBuild('gate-finance', `finance-gate-${defect}`, { GATE_DEFECT: defect });
      const before = readRuntimeConfig().remotes.finance;
      const run = await runRelease('finance', ['--dist', build]);
      expect(run.code, run.output).toBe(1);
      expect(run.output).toContain('Gate failed');
      expect(run.output).toMatch(reason);
      expect(run.output).not.toContain('Switched');
      expect(readRuntimeConfig().remotes.finance).toBe(before);
      expect(problems.errors).toEqual([]);
    });
  }
});

test.describe('release gate against the live site', () => {
  test('a remote that needs a newer shared-ui than the live shell has is refused, whatever the checkout builds', async ({
    problems,
  }) => {
    test.setTimeout(240_000);
    // The live shell is given the shared-ui minor just before the one content's build declares.
    const declared = JSON.parse(fs.readFileSync(path.join(paths.contentDist, 'mf-manifest.json'), 'utf8')) as {
      metaData: { site: { requires: Record<string, string> } };
    };
    const behind = minorsBehind((declared.metaData.site.requires['shared-ui'] ?? '').replace(/^\^/, ''), 1);
    const before = readRuntimeConfig().remotes.content;
    const run = await withOlderLiveShell(behind, () => runRelease('content', ['--dist', paths.contentDist]));
    expect(run.code, run.output).toBe(1);
    expect(run.output).toContain('Gate failed');
    expect(run.output).toMatch(
      new RegExp(`needs shared-ui \\^[\\d.]+; this site has shared-ui ${behind.replaceAll('.', '\\.')}`),
    );
    expect(run.output).not.toContain('Switched');
    expect(readRuntimeConfig().remotes.content).toBe(before);
    expect(problems.errors).toEqual([]);
  });

  test('a remote that uses only older shared-ui exports is released into a site one shared-ui minor behind', async ({
    problems,
  }) => {
    test.setTimeout(240_000);
    const behind = minorsBehind(currentSharedUiVersion(), 1);
    const before = readRuntimeConfig().remotes.finance;
    // A finance release whose screen imports only names of shared-ui 1.0.0 (the previous-release fixture).
    const build = fixtureBuild('previous-finance', 'finance-older-names');
    const declared = JSON.parse(fs.readFileSync(path.join(build, 'mf-manifest.json'), 'utf8')) as {
      metaData: { site: { requires: Record<string, string> } };
    };
    // What a build declares is what it imports, not the version it was built with.
    expect(declared.metaData.site.requires['shared-ui']).not.toBe(`^${currentSharedUiVersion()}`);
    const run = await withOlderLiveShell(behind, () => runRelease('finance', ['--dist', build]));
    try {
      expect(run.code, run.output).toBe(0);
      expect(run.output).toContain('Gate passed');
      expect(readRuntimeConfig().remotes.finance).not.toBe(before);
    } finally {
      if (run.buildId) expect((await runRelease('finance', ['--rollback'])).code).toBe(0);
    }
    expect(readRuntimeConfig().remotes.finance).toBe(before);
    expect(problems.errors).toEqual([]);
  });
});
