// One lint configuration for every workspace and script. Formatting is Prettier's (eslint-config-prettier
// comes last and turns off every stylistic rule); ESLint checks correctness, React's hook rules and the
// workspaces' import boundaries (scripts/lint/boundaries.mjs, proven by scripts/lint/boundaries.test.mjs).
import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { defineConfig } from 'eslint/config';
import tseslint from 'typescript-eslint';

import site from './scripts/lint/boundaries.mjs';

const FRONTEND = ['shell', 'remote-*', 'shared-ui'].map((ws) => `${ws}/**/*.{ts,tsx}`);

export default defineConfig(
  {
    ignores: [
      '**/node_modules/',
      '**/dist/',
      '**/dist-*/',
      '**/coverage/',
      'reports/',
      'bench/results/',
      'api/data/',
      '**/test-results/',
      '**/playwright-report/',
      '.stryker-tmp/',
    ],
  },
  {
    linterOptions: { reportUnusedDisableDirectives: 'error' },
  },

  js.configs.recommended,
  // The syntactic rule set, not recommendedTypeChecked: building the eight TypeScript programs took
  // ~60 s of a 2-core machine for the whole repo (~10 s without), and its extra findings were mostly
  // no-unsafe-* on JSON in tests; `npm run typecheck` already runs the compiler on every workspace.
  ...tseslint.configs.recommended.map((config) => ({ ...config, files: ['**/*.{ts,tsx,mts,cts}'] })),

  // Node scripts, webpack/jest/federation configs: plain JavaScript, ESM (.mjs) or CommonJS (.cjs, .js).
  {
    files: ['**/*.mjs'],
    languageOptions: { sourceType: 'module', globals: globals.node },
  },
  {
    files: ['**/*.{cjs,js}'],
    languageOptions: { sourceType: 'commonjs', globals: globals.node },
  },
  {
    // The benchmarks drive a browser: the functions they hand to page.evaluate() run in the page.
    files: ['scripts/bench/**'],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
  },

  // TypeScript everywhere: browser code and Node code share one set of rules.
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      // An `any` needs its reason on the same line: `// eslint-disable-line @typescript-eslint/no-explicit-any -- why`.
      '@typescript-eslint/no-explicit-any': 'error',
      // Types come in by `import type` or an inline `type` specifier (the style the code already uses).
      '@typescript-eslint/consistent-type-imports': [
        'error',
        { prefer: 'type-imports', fixStyle: 'inline-type-imports', disallowTypeAnnotations: false },
      ],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
    },
  },
  {
    files: ['**/*.{js,cjs,mjs}'],
    rules: {
      'no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },

  // React: the hook rules (with the React Compiler's checks in recommended-latest) wherever hooks live.
  {
    files: FRONTEND,
    ...reactHooks.configs.flat['recommended-latest'],
  },

  {
    // A test's probe component hands hook values to the test by writing a variable outside it
    // (`router.location = useLocation()`): the pattern these two purity checks exist to forbid in
    // rendered code, and harmless in a test, which renders once per assertion and is never compiled.
    files: ['{shell,remote-*,shared-ui}/**/*.test.{ts,tsx}', '{shell,remote-*,shared-ui}/src/{test,testing}/**'],
    rules: { 'react-hooks/globals': 'off', 'react-hooks/immutability': 'off' },
  },

  // React Router is shared as a singleton through a facade that carries only what the site uses.
  {
    files: FRONTEND,
    ignores: ['shared-ui/router.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: ['react-router', 'react-router-dom'].map((name) => ({
            name,
            message: "Import from 'shared-ui/router', the one shared router facade.",
          })),
        },
      ],
    },
  },

  // A page's first Intl.NumberFormat loads the locale's data, ~50 ms of a phone's main thread while
  // it hydrates: digits are grouped by shared-ui's groupIndianDigits. Tests may compare with Intl.
  {
    files: FRONTEND,
    ignores: ['**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "NewExpression[callee.object.name='Intl'][callee.property.name='NumberFormat']",
          message: "Use groupIndianDigits (shared-ui): Intl.NumberFormat's first use is a long task on a phone.",
        },
      ],
    },
  },

  // Workspace boundaries for every file, and every `eslint-disable` says why (`-- reason`).
  {
    files: ['**/*.{ts,tsx,js,cjs,mjs}'],
    plugins: { site },
    rules: { 'site/imports': 'error', 'site/disable-reason': 'error' },
  },

  prettier,
);
