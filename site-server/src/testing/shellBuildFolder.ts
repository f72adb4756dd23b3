// A shell build folder for the site server's tests: its static page and its registry facts.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export interface TestRemote {
  name: string;
  portOffset: number;
  /** The first path segments whose pages it shows. */
  segments: string[];
  firstPaint?: boolean;
}

/** A new folder with index.html and site-registry.json naming `remotes`, plus any `files`; remove it after. */
export function shellBuildFolder(remotes: TestRemote[] = [], files: Record<string, string> = {}): string {
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'site-dist-'));
  fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>t</title><div id="root"></div>');
  fs.writeFileSync(
    path.join(dist, 'site-registry.json'),
    JSON.stringify({
      shell: { name: 'shell', port: 3000 },
      api: { portOffset: 10 },
      remotes: remotes.map((r) => ({ firstPaint: false, ...r })),
    }),
  );
  for (const [name, text] of Object.entries(files)) fs.writeFileSync(path.join(dist, name), text);
  return dist;
}
