// What a remote needs of shared-ui: the names its code imports (TypeScript's parser, every import
// form) and the version that introduced the newest of them, for made-up and for the real remotes.
import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
const { importedNames, neededVersion, recordedApiVersions, appNeed } = require('./sharedUiNeeds.cjs');
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const { SHARED_UI_VERSION } = require('tsx/cjs/api').require(
  path.join(ROOT, 'shared-ui/src/federation/version.ts'),
  import.meta.url,
);

/** The names one file imports, as 'module:name'. */
const namesIn = (text, file = 'a.tsx') => importedNames([{ file, text }]).map((u) => `${u.module}:${u.name}`);

describe('importedNames', () => {
  it('takes named imports by their exported name, from shared-ui and shared-ui/router only', () => {
    const text = [
      "import { Spinner, formatRupees as rupees } from 'shared-ui';",
      "import { Link, useParams } from 'shared-ui/router';",
      "import { serverReady } from 'shared-ui/query';",
      "import { renderAt } from 'shared-ui/testing';",
      "import { useState } from 'react';",
      "import './styles.css';",
      'export const x = <Spinner />;',
    ].join('\n');
    assert.deepEqual(namesIn(text), [
      'shared-ui:Spinner',
      'shared-ui:formatRupees',
      'shared-ui/router:Link',
      'shared-ui/router:useParams',
    ]);
  });

  it('takes re-exports, and leaves out type-only imports and exports', () => {
    const text = [
      "export { PageMeta, Dialog as Modal } from 'shared-ui';",
      "export type { RuntimeConfig } from 'shared-ui';",
      "import type { Location } from 'shared-ui/router';",
      "import { type LinkProps, NavLink } from 'shared-ui/router';",
      "export { type Foo, Slider } from 'shared-ui';",
    ].join('\n');
    assert.deepEqual(namesIn(text, 'b.ts'), [
      'shared-ui:PageMeta',
      'shared-ui:Dialog',
      'shared-ui/router:NavLink',
      'shared-ui:Slider',
    ]);
  });

  it("counts a namespace import, export *, a dynamic import() and require() as '*' (anything)", () => {
    assert.deepEqual(namesIn("import * as ui from 'shared-ui';\nui.Spinner;"), ['shared-ui:*']);
    assert.deepEqual(namesIn("export * from 'shared-ui/router';"), ['shared-ui/router:*']);
    assert.deepEqual(namesIn("export * as ui from 'shared-ui';"), ['shared-ui:*']);
    assert.deepEqual(namesIn("const load = () => import('shared-ui');"), ['shared-ui:*']);
    assert.deepEqual(namesIn('const m = import(`shared-ui/router`);'), ['shared-ui/router:*']);
    assert.deepEqual(namesIn("const m = require('shared-ui');", 'c.cjs'), ['shared-ui:*']);
    assert.deepEqual(namesIn("import ui = require('shared-ui');", 'd.ts'), ['shared-ui:*']);
  });

  it('takes a default import as the name "default"; a side-effect import or a type query takes none', () => {
    assert.deepEqual(namesIn("import ui from 'shared-ui';"), ['shared-ui:default']);
    assert.deepEqual(namesIn("import 'shared-ui';\ntype T = typeof import('shared-ui');"), []);
    assert.deepEqual(namesIn("const name = 'shared-ui';\nimport(name);"), []);
  });

  it('ignores look-alikes in strings and comments and reports each use with its file', () => {
    const text = "// import { Dialog } from 'shared-ui';\nconst s = \"import { Slider } from 'shared-ui'\";";
    assert.deepEqual(namesIn(text), []);
    assert.deepEqual(
      importedNames([
        { file: 'x/One.tsx', text: "import { Spinner } from 'shared-ui';" },
        { file: 'x/Two.ts', text: "import { Link } from 'shared-ui/router';" },
      ]),
      [
        { module: 'shared-ui', name: 'Spinner', file: 'x/One.tsx' },
        { module: 'shared-ui/router', name: 'Link', file: 'x/Two.ts' },
      ],
    );
  });
});

describe('neededVersion', () => {
  const versions = {
    '0.9.0': { 'shared-ui': ['Spinner', 'oldThing'] },
    '1.0.0': { 'shared-ui': ['Spinner', 'Dialog'], 'shared-ui/router': ['Link'] },
    '1.1.0': { 'shared-ui': ['isNotFound'] },
    '1.2.0': { 'shared-ui/router': ['useMatch'] },
    '1.10.0': { 'shared-ui': ['NearViewportFrame'] },
  };
  const use = (name, module = 'shared-ui') => ({ module, name, file: 'remote-x/src/a.ts' });

  it('is the newest version that introduced a name used (versions compared as numbers, not text)', () => {
    assert.equal(neededVersion([use('Spinner'), use('isNotFound')], versions), '1.1.0');
    assert.equal(neededVersion([use('useMatch', 'shared-ui/router'), use('Dialog')], versions), '1.2.0');
    assert.equal(neededVersion([use('NearViewportFrame'), use('isNotFound')], versions), '1.10.0');
  });

  it("is the major's first version with no names, and the newest with '*'", () => {
    assert.equal(neededVersion([], versions), '1.0.0');
    assert.equal(neededVersion([use('Spinner'), use('*', 'shared-ui/router')], versions), '1.10.0');
  });

  it('looks a name up in its own module only', () => {
    assert.throws(() => neededVersion([use('Link')], versions), /'Link' from 'shared-ui'/);
  });

  it('fails for a name no version of the newest major records, naming it, its file and what to do', () => {
    assert.throws(
      () => neededVersion([use('Spinner'), use('oldThing'), use('NewWidget')], versions),
      (error) => {
        assert.match(error.message, /'oldThing' from 'shared-ui' \(imported in remote-x\/src\/a\.ts\)/);
        assert.match(error.message, /'NewWidget' from 'shared-ui' \(imported in remote-x\/src\/a\.ts\)/);
        assert.match(error.message, /new minor version in shared-ui\/api-versions\.json/);
        assert.match(error.message, /SHARED_UI_VERSION .*shared-ui\/src\/federation\/version\.ts/);
        return true;
      },
    );
  });
});

describe("the real remotes' needs", () => {
  const recorded = Object.keys(recordedApiVersions());
  const [major, minor, patch] = SHARED_UI_VERSION.split('.').map(Number);
  const notAboveCurrent = (v) => {
    const [x, y, z] = v.split('.').map(Number);
    return x === major && (y < minor || (y === minor && z <= patch));
  };

  for (const remote of ['remote-listings', 'remote-content', 'remote-finance']) {
    it(`${remote} needs a recorded version, not above SHARED_UI_VERSION`, (t) => {
      const need = appNeed(path.join(ROOT, remote));
      t.diagnostic(`${remote} needs shared-ui ^${need} (this shared-ui is ${SHARED_UI_VERSION})`);
      assert.ok(recorded.includes(need), `${need} is not recorded in shared-ui/api-versions.json`);
      assert.ok(notAboveCurrent(need), `${need} is above ${SHARED_UI_VERSION}`);
    });
  }
});
