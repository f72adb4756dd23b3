import fs from 'node:fs';
import path from 'node:path';
import { SETTINGS_DOC, settingsReference } from '../settingsReference';

/** `npm run settings:doc -w api`: writes docs/settings/api.md from the settings schema. */
fs.mkdirSync(path.dirname(SETTINGS_DOC), { recursive: true });
fs.writeFileSync(SETTINGS_DOC, settingsReference());
console.log(`wrote ${path.relative(process.cwd(), SETTINGS_DOC)}`);
