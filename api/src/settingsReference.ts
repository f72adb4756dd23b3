import path from 'node:path';
import { API_ROOT, settingsSchema } from './config';

/**
 * The settings reference, docs/settings/api.md, made from the settings schema (src/config.ts):
 * `npm run settings:doc -w api` writes it, and a unit test fails when the committed file differs.
 */
export const SETTINGS_DOC = path.resolve(API_ROOT, '..', 'docs', 'settings', 'api.md');

const cell = (text: string) => text.replace(/\|/g, '\\|');

export function settingsReference(): string {
  const rows = Object.entries(settingsSchema.shape).map(([name, schema]) => {
    const meta = schema.meta() ?? {};
    const shown = typeof meta.default === 'string' ? meta.default : 'none';
    return `| \`${name}\` | ${cell(shown)} | ${cell(meta.description ?? '')} |`;
  });
  return [
    '# API settings',
    '',
    '<!-- Generated from api/src/config.ts by `npm run settings:doc -w api`; do not edit by hand. -->',
    '',
    'Environment variables read by the API server and its commands (`npm run worker -w api`, `leads`, `forget`,',
    '`backup`, `restore`, `seed`). Unset or blank means the default. A wrong value stops the start with a',
    'message naming the setting. More on each: [api/README.md](../../api/README.md), [configuration](../configuration.md).',
    '',
    '| name | default | meaning |',
    '| ---- | ------- | ------- |',
    ...rows,
    '',
  ].join('\n');
}
