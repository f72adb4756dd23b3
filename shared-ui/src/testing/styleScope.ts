import path from 'node:path';

interface Unscoped {
  selector: string;
  line: number;
  file: string;
}
interface CssScope {
  unscopedInSourceFolder(dir: string, options: { relativeTo: string; modulesOnly?: boolean }): Unscoped[];
  formatUnscoped(found: Unscoped[]): string;
}

// The one rule for remotes' style sheets, shared with the build check (scripts/lint/cssScope.cjs).
// eslint-disable-next-line @typescript-eslint/no-require-imports -- a CommonJS module the node scripts load too
const cssScope = require('../../../scripts/lint/cssScope.cjs') as CssScope;
const root = path.resolve(__dirname, '../../..');

/**
 * A style sheet stays on the page for the whole visit and applies to the whole document: every
 * selector of every `*.css` under `srcDir` must start within the owner's elements (its first
 * compound holds a local class of a CSS module). Lists each offender with its file and line.
 * `modulesOnly`: skip plain sheets (shared-ui's global tokens, which only the shell links).
 */
export function describeScopedStyles(srcDir: string, { modulesOnly = false }: { modulesOnly?: boolean } = {}): void {
  const where = path.relative(root, srcDir);
  describe(`style sheets under ${where}`, () => {
    it('start every selector within their own elements (a local class first, not main, body, :root or :global)', () => {
      const found = cssScope.unscopedInSourceFolder(srcDir, { relativeTo: root, modulesOnly });
      // A selector such as `main { display: none }` would restyle every page of the site, other teams' included.
      expect(cssScope.formatUnscoped(found)).toBe('');
    });
  });
}
