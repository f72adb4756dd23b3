// Writes docs/settings/site-server.md from the settings catalogue (npm run settings:doc -w site-server).
import fs from 'node:fs';
import path from 'node:path';
import { repoRoot } from '../releases/paths.js';
import { settingsMarkdown } from './settings.js';

export const SETTINGS_DOC = path.join(repoRoot, 'docs/settings/site-server.md');

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(new URL(import.meta.url).pathname)) {
  fs.mkdirSync(path.dirname(SETTINGS_DOC), { recursive: true });
  fs.writeFileSync(SETTINGS_DOC, settingsMarkdown());
  console.log(`Wrote ${path.relative(repoRoot, SETTINGS_DOC)}`);
}
