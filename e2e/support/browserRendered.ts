import fs from 'node:fs';
import { runtimeConfigFile } from './env';

/**
 * Pages rendered by the browser alone while `fn` runs: the runtime config's `serverRender: false`
 * (re-read on every request) makes the site server send its static page, as when an operator
 * turns server rendering off. What a test then sees is the browser's own handling of a failure it
 * stages in the browser (API calls cut off, slow or malformed); the server-rendered side of the
 * same failures is ssr-failures.spec.ts.
 */
export async function withPagesRenderedInBrowser<T>(fn: () => Promise<T>): Promise<T> {
  const original = fs.readFileSync(runtimeConfigFile, 'utf8');
  fs.writeFileSync(runtimeConfigFile, JSON.stringify({ ...JSON.parse(original), serverRender: false }));
  try {
    return await fn();
  } finally {
    fs.writeFileSync(runtimeConfigFile, original);
  }
}
